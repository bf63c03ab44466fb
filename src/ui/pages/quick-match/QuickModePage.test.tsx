import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { quickMatchServices, renderQuickMatch } from './quick-match.test-support';
import { quickModePath, readQuickMode } from './quick-mode-url';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterEach(() => restoreLayout());

/** The address the create page would navigate to for Ada (1) against Bo (2). */
async function simulatedPath(services: TestAppServices, seed = 99) {
  const result = await services.quickMatch.simulateExhibition({ teams: [[1], [2]], type: 'SINGLES', seed });
  return { result, path: quickModePath({ seed, type: 'SINGLES', teams: [[1], [2]], stamp: result.stamp }) };
}

describe('the quick mode address', () => {
  it('round-trips the seed, type, teams and stamp', () => {
    const path = quickModePath({ seed: -5, type: 'TAG_TEAM', teams: [[1, 2], [3, 4]], stamp: 'abc' });
    expect(path).toBe('/quick-mode/4294967291?type=TAG_TEAM&teams=1.2-3.4&stamp=abc');
    const [pathname, query] = path.split('?');
    expect(readQuickMode(pathname.split('/')[2], new URLSearchParams(query))).toEqual({
      seed: 4294967291, type: 'TAG_TEAM', teams: [[1, 2], [3, 4]], stamp: 'abc',
    });
  });

  it.each([
    ['no query', '3', ''],
    ['no teams', '3', 'type=SINGLES'],
    ['a bad id', 'x1', 'type=SINGLES&teams=1-2'],
    ['one team', '3', 'type=SINGLES&teams=1.2'],
  ])('describes no match with %s', (_name, id, query) => {
    expect(readQuickMode(id, new URLSearchParams(query))).toBeNull();
  });
});

describe('an exhibition result', () => {
  it('shows the winner, rating with its breakdown and win chances, and says nothing has changed', async () => {
    const services = await quickMatchServices();
    const { result, path } = await simulatedPath(services);
    renderQuickMatch(services, path);

    const winner = await screen.findByRole('region', { name: 'Winner' });
    const winningTeam = result.teams.find((t) => t.winner)!;
    expect(winner).toHaveTextContent(`Team ${winningTeam.groupId}: ${winningTeam.wrestlers[0].name}`);
    expect(screen.getByText(/Nothing has changed yet/)).toBeInTheDocument();
    const rating = screen.getByRole('region', { name: 'Rating' });
    expect(within(rating).getByRole('img', { name: /^Rated -?\d+\.\d\d out of 5$/ })).toBeInTheDocument();
    expect(within(rating).getByRole('list', { name: 'Rating breakdown' })).toBeInTheDocument();
    const chances = within(screen.getByRole('list', { name: 'Win chances' })).getAllByRole('listitem');
    expect(chances.map((li) => li.getAttribute('aria-label'))).toEqual(
      result.teams.map((t) => `Team ${t.groupId}: ${t.wrestlers[0].name}, ${(t.chance * 100).toFixed(1)}%`),
    );
    expect(screen.getByRole('table', { name: 'Proposed record changes' })).toBeInTheDocument();
  });

  it('writes the records only after Apply results is confirmed, and only once', async () => {
    const services = await quickMatchServices();
    const { result, path } = await simulatedPath(services);
    const before = await services.repos.Wrestler.all();
    renderQuickMatch(services, path);
    const u = userEvent.setup({ delay: null });

    await u.click(await screen.findByRole('button', { name: 'Apply results' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply these results?' });
    expect(dialog).toHaveTextContent('This writes 1 win and 1 loss');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await services.repos.Wrestler.all()).toEqual(before);

    await u.click(await screen.findByRole('button', { name: 'Apply results' })); // reachable once the dialog has closed
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Results applied', { selector: '*:not(button)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Results applied' })).toBeDisabled();
    const winnerId = result.changes.find((c) => c.result === 'win')!.wrestlerId;
    await waitFor(async () => expect((await services.repos.Wrestler.get(winnerId))!.wins).toBe(1));
    expect((await services.repos.Wrestler.all()).reduce((n, w) => n + w.wins + w.losses, 0)).toBe(2);
  });

  it('replayed after its results were applied, says the records changed and cannot be applied again', async () => {
    const services = await quickMatchServices();
    const { result, path } = await simulatedPath(services);
    await services.quickMatch.applyExhibition(result);
    renderQuickMatch(services, path);
    expect(await screen.findByText('Records have changed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply results' })).toBeDisabled();
  });

  it('says there is no match at an address without one', async () => {
    renderQuickMatch(await quickMatchServices(), '/quick-mode/3');
    expect(await screen.findByText(/There is no match at this address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build a match' })).toBeInTheDocument();
  });
});
