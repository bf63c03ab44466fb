import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AppServices } from '../../../application/services';
import { formatLongDate } from '../../../domain/dates';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { createFakeServices } from '../../testing/fake-services';
import { renderWithApp } from '../../testing/render';
import { BlogPage } from './BlogPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current route">{pathname + search}</output>;
}

const open = (services: AppServices, path = '/blog') =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/blog" element={<BlogPage />} />
        <Route path="*" element={<h2>Elsewhere</h2>} />
      </Routes>
      <Where />
    </>,
    services,
    path,
  );

/** `count` completed productions of one show, a day apart from 2026-11-01, each with one decided match. */
async function withProductions(count: number, meta: (ids: number[]) => Record<string, unknown> = () => ({})): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  const { repos } = services;
  const show = await repos.Show.create({ name: 'Raw' });
  const venue = await repos.Venue.create({ name: 'Harbour Hall', city: 'Portsmouth' });
  const [ada, bo] = await repos.Wrestler.bulkCreate([{ name: 'Ada Strong' }, { name: 'Bo Small' }]);
  for (let day = 1; day <= count; day += 1) {
    const cast = await repos.Appearance.bulkCreate([
      { wrestlerId: ada.id, groupId: 1, winner: true },
      { wrestlerId: bo.id, groupId: 2, loser: true },
    ]);
    const match = await repos.Segment.create({
      type: 'SINGLES', rating: 3.25, complete: true, appearanceIds: cast.map((a) => a.id), storyline: `Story of night ${day}.`,
      meta: meta([ada.id, bo.id]),
    });
    await repos.Production.create({
      showId: show.id, venueId: venue.id, date: `2026-11-${String(day).padStart(2, '0')}`, complete: true,
      viewers: 2_100_000, attendance: 13_000, payout: 1_234_567, segmentIds: [match.id],
    });
  }
  return services;
}

describe('the blog', () => {
  it('points to the schedule while no production is complete', async () => {
    open(createTestAppServices());
    expect(await screen.findByText(/No show has been simulated yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the show schedule' })).toHaveAttribute('href', '/schedule/shows');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('recaps completed productions newest first, with winner, best segment, audience, payout, story and a link', async () => {
    open(await withProductions(2));
    const recaps = await screen.findAllByRole('article');
    expect(recaps).toHaveLength(2);
    const newest = recaps[0];
    expect(newest).toHaveTextContent(formatLongDate('2026-11-02'));
    expect(recaps[1]).toHaveTextContent(formatLongDate('2026-11-01'));

    expect(within(newest).getByRole('heading', { level: 2, name: 'Ada Strong wins the main event of Raw' })).toBeInTheDocument();
    expect(newest).toHaveTextContent('Raw · ');
    expect(newest).toHaveTextContent('Harbour Hall, Portsmouth');
    const facts = within(newest).getByLabelText('Results');
    expect(facts).toHaveTextContent('Main event winnerAda Strong');
    expect(within(facts).getByRole('img', { name: 'Rated 3.25 out of 5' })).toBeInTheDocument();
    expect(facts).toHaveTextContent('Singles: Ada Strong vs Bo Small');
    // Issue 35: the names open the wrestlers' pages.
    const [winner, side] = within(facts).getAllByRole('link', { name: 'Ada Strong' }).map((a) => a.getAttribute('href'));
    expect(winner).toMatch(/^\/career-mode\/\d+$/);
    expect(side).toBe(winner);
    expect(within(facts).getByRole('link', { name: 'Bo Small' }).getAttribute('href')).toMatch(/^\/career-mode\/\d+$/);
    expect(facts).toHaveTextContent('Viewers2.1M');
    expect(facts).toHaveTextContent('Attendance13,000');
    expect(facts).toHaveTextContent('Payout$1,234,567');
    expect(within(newest).getByRole('list', { name: 'Storylines' })).toHaveTextContent('Story of night 2.');
    expect(newest).toHaveTextContent('In the main event, a Singles match, Ada Strong defeated Bo Small.');

    const link = within(newest).getByRole('link', { name: `Open the production: Raw on ${formatLongDate('2026-11-02')}` });
    expect(link.getAttribute('href')).toMatch(/^\/production\/\d+$/);
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'Current route' })).toHaveTextContent(/^\/production\/\d+$/);
  });

  it('leads a recap with the rivalry the show settled (issue 17)', async () => {
    const rivalry = ([ada, bo]: number[]) => ({
      rivalry: { rivalryId: 1, week: 5, heatBefore: 40, heatAfter: 55, ratingBonus: 30, payoff: true, ended: true, sides: [[ada], [bo]] },
    });
    open(await withProductions(1, rivalry));
    const [recap] = await screen.findAllByRole('article');
    expect(within(recap).getByRole('heading', { level: 2, name: 'Ada Strong vs. Bo Small settled at Raw' })).toBeInTheDocument();
    const lead = within(recap).getByText((_, node) => node?.tagName === 'P' && node.textContent === 'Ada Strong vs. Bo Small was settled at Raw in week 5, and it is over.');
    // Issue 35: the names in the lead open the wrestlers' pages.
    expect(within(lead).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ada Strong', 'Bo Small']);
  });

  it('links each name in the recap\'s sentences and storylines to the wrestler\'s page (issue 35)', async () => {
    const services = await withProductions(1);
    const [match] = await services.repos.Segment.all();
    await services.repos.Segment.update(match.id, { storyline: 'Bo Small wants another shot at Ada Strong, and Bo will get it.' });
    const [ada, bo] = await services.repos.Wrestler.all();
    open(services);
    const [recap] = await screen.findAllByRole('article');
    const storylines = within(recap).getByRole('list', { name: 'Storylines' });
    expect(storylines).toHaveTextContent('Bo Small wants another shot at Ada Strong, and Bo will get it.');
    // Whole names only: the lone "Bo" stays text.
    expect(within(storylines).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Bo Small', `/career-mode/${bo.id}`], ['Ada Strong', `/career-mode/${ada.id}`],
    ]);
    const paragraph = within(recap).getByText((_, node) => node?.tagName === 'P' && node.textContent === 'In the main event, a Singles match, Ada Strong defeated Bo Small.');
    expect(within(paragraph).getByRole('link', { name: 'Ada Strong' })).toHaveAttribute('href', `/career-mode/${ada.id}`);
    expect(within(paragraph).getByRole('link', { name: 'Bo Small' })).toHaveAttribute('href', `/career-mode/${bo.id}`);
  });

  it('pages ten recaps at a time and remembers the page in the address', async () => {
    open(await withProductions(12));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(await screen.findByRole('list', { name: 'Recaps, page 1 of 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    const page2 = await screen.findByRole('list', { name: 'Recaps, page 2 of 2' });
    await waitFor(() => expect(page2).toHaveFocus());
    const older = screen.getAllByRole('article');
    expect(older).toHaveLength(2);
    expect(older[1]).toHaveTextContent(formatLongDate('2026-11-01'));
    expect(screen.getByRole('status', { name: 'Current route' })).toHaveTextContent('/blog?page=2');
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the recaps before the count of every completed production, then the count (issue 19)', async () => {
    const services = await withProductions(12);
    let count: (n: number) => void = () => {};
    vi.spyOn(services.blog, 'total').mockReturnValue(new Promise<number>((resolve) => (count = resolve)));
    open(services);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('list', { name: 'Recaps, page 1' })).toBeInTheDocument();
    expect(screen.getByText('Newest first.')).toBeInTheDocument();
    // The pager already offers the older page.
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeEnabled();
    count(12);
    expect(await screen.findByRole('list', { name: 'Recaps, page 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('12 completed productions, newest first.')).toBeInTheDocument();
  });

  it('opens at the page of the address', async () => {
    open(await withProductions(12), '/blog?page=2');
    expect(await screen.findByRole('list', { name: 'Recaps, page 2 of 2' })).toBeInTheDocument();
  });

  it('names the promotion of each show when rival promotions run theirs (issue 18)', async () => {
    const services = await withProductions(1);
    const { recaps } = await services.blog.recaps();
    vi.spyOn(services.blog, 'page').mockResolvedValue({
      recaps: [{ ...recaps[0], promotion: { companyId: 2, name: 'Vanguard Wrestling Union', rival: true } }], page: 1, older: false,
    });
    open(services);
    const [recap] = await screen.findAllByRole('article');
    expect(recap).toHaveTextContent('Vanguard Wrestling Union (rival) · Raw · ');
  });

  it('says so when the recaps cannot be read', async () => {
    open(createFakeServices().services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not read the blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});
