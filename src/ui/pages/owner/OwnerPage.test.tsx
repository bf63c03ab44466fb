import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { OwnerPage as OwnerView } from '../../../application/owner';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { OwnerCard } from '../office/OwnerCard';
import { OwnerPage } from './OwnerPage';

const objectives = [
  { kind: 'viewers', label: 'Average 1,200,000 viewers on AWE Onslaught', meaning: 'The average viewers of your flagship show.', met: false, share: 0.5, progressText: '600,000 of 1,200,000 viewers on average' },
  { kind: 'war', label: 'Win 13 nights of the ratings war', meaning: 'Nights won.', met: true, share: 1, progressText: '14 of 13 nights won' },
];

const full: OwnerView = {
  rivals: true,
  current: { rivals: true, year: 2027, objectives },
  verdicts: [{ year: 2026, verdict: '3 of 4 objectives met. The owner is delighted.', met: 3, budget: 100_000 }],
  awards: [{ year: 2026, awards: [
    { category: 'match', title: 'Match of the year', winner: 'Crane vs. Holloway at AWE Frozen Fury', reason: '4.40★, the year’s best-rated match', segmentId: 3, productionId: 12,
      people: [{ id: 1, name: 'Crane' }, { id: 2, name: 'Holloway' }] },
    { category: 'rivalry', title: 'Rivalry of the year', winner: 'Crane vs. Vega', reason: 'Heat reached 72', wrestlerId: 1, productionId: 14, people: [{ id: 1, name: 'Crane' }, { id: 3, name: 'Vega' }] },
    { category: 'wrestler', title: 'Wrestler of the year', winner: 'Thaddeus Crane', reason: '40 wins in 52 matches', wrestlerId: 1 },
  ] }],
  hallOfFame: [{ wrestlerId: 82, name: 'Camila Fuentes', year: 2026, reason: '616 career wins, still competing' }],
};

const empty: OwnerView = { rivals: true, current: { rivals: true, year: null, objectives: [] }, verdicts: [], awards: [], hallOfFame: [] };

async function setUp(view: OwnerView) {
  const services = createTestAppServices();
  await services.game.load();
  vi.spyOn(services.owner, 'page').mockResolvedValue(view);
  vi.spyOn(services.owner, 'office').mockResolvedValue(view.current);
  return services;
}

describe("the owner's office (issue 18)", () => {
  it("shows the year's objectives as named progress bars, the verdicts, the awards with links and the Hall of Fame", async () => {
    renderWithApp(<OwnerPage />, await setUp(full), '/owner');
    const goals = await screen.findByRole('region', { name: 'Objectives for 2027' }, { timeout: 30_000 });
    const viewers = within(goals).getByRole('progressbar', { name: 'Average 1,200,000 viewers on AWE Onslaught' });
    expect(viewers).toHaveAttribute('aria-valuenow', '0.5');
    expect(viewers).toHaveAttribute('aria-valuetext', '600,000 of 1,200,000 viewers on average');
    expect(within(goals).getByRole('progressbar', { name: 'Win 13 nights of the ratings war' })).toHaveAttribute('aria-valuetext', '14 of 13 nights won, met');
    expect(within(goals).getByText('The average viewers of your flagship show.')).toBeInTheDocument();

    expect(within(screen.getByRole('region', { name: 'The owner’s verdicts' })).getByText('3 of 4 objectives met. The owner is delighted.')).toBeInTheDocument();
    const awards = screen.getByRole('region', { name: 'Awards' });
    expect(within(awards).getByRole('heading', { name: '2026' })).toBeInTheDocument();
    // Issue 35: the match's and the rivalry's names open the wrestlers' pages; the show its production.
    const match = within(awards).getByText('Match of the year:').closest('li')!;
    expect(match).toHaveTextContent('Match of the year: Crane vs. Holloway at AWE Frozen Fury');
    expect(within(match).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Crane', '/career-mode/1'], ['Holloway', '/career-mode/2'], ['AWE Frozen Fury', '/production/12'],
    ]);
    const rivalry = within(awards).getByText('Rivalry of the year:').closest('li')!;
    expect(within(rivalry).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Crane', '/career-mode/1'], ['Vega', '/career-mode/3'], ['the payoff', '/production/14'],
    ]);
    expect(within(awards).getByRole('link', { name: 'Thaddeus Crane' })).toHaveAttribute('href', '/career-mode/1');
    expect(within(screen.getByRole('region', { name: 'Hall of Fame' })).getByRole('link', { name: 'Camila Fuentes' })).toHaveAttribute('href', '/career-mode/82');
  });

  it('says when objectives and awards will come', async () => {
    renderWithApp(<OwnerPage />, await setUp(empty), '/owner');
    expect(await screen.findByText('The owner sets objectives when your first week with rivals ends.', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Awards are given at the end of the year.')).toBeInTheDocument();
    expect(screen.getByText('The owner gives a verdict at the end of each year.')).toBeInTheDocument();
  });

  it("puts the year's objectives on an office card with a link to the owner's office", async () => {
    renderWithApp(<OwnerCard date="2027-01-03" />, await setUp(full), '/office');
    const card = await screen.findByRole('region', { name: 'The owner’s objectives for 2027' }, { timeout: 30_000 });
    expect(within(card).getAllByRole('progressbar')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: "Owner's office" })).toHaveAttribute('href', '/owner');
  });

  it('leaves the office card out of a game without rivals', async () => {
    const services = await setUp({ ...empty, rivals: false, current: { rivals: false, year: null, objectives: [] } });
    renderWithApp(<OwnerCard date="2027-01-03" />, services, '/office');
    await vi.waitFor(() => expect(services.owner.office).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
