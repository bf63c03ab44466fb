import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { explainRating } from '../../../domain/production/rating-explanation';
import { rateSegmentBreakdown } from '../../../domain/rules/rating';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { formatShortDate } from '../../../domain/dates';
import { axisLabel, dayLabel, periodOf, periodTicks, ratingLines, viewersLines } from './chart-data';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { RatingsPage } from './RatingsPage';

// jsdom has no ResizeObserver; the charts only need one to exist (the browser test draws them for
// real; tests/setup.ts gives jsdom's SVG text a length).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => {
  // Unmounted before the stubs go: a chart drawn after its first paint must not find them gone.
  cleanup();
  restoreLayout();
  vi.unstubAllGlobals();
});

/** Two completed productions of two shows of North, plus one not yet simulated; game date Dec 1, 2026. */
async function withTwoProductions(): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update({ date: '2026-12-01' });
  const { repos } = services;
  const [north] = await repos.Brand.bulkCreate([{ name: 'North' }]);
  const [raw, friday] = await repos.Show.bulkCreate([{ name: 'Raw', brandIds: [north.id] }, { name: 'Friday Night', brandIds: [north.id] }]);
  const [ada, bo] = await repos.Wrestler.bulkCreate([
    { name: 'Ada Strong', points: 95, alignment: 'GOOD' },
    { name: 'Bo Small', points: 30, alignment: 'BAD' },
  ]);
  const explanation = explainRating(rateSegmentBreakdown([{ wrestler: ada, groupId: 1, winner: true }, { wrestler: bo, groupId: 2 }]));
  const match = async (rating: number) => {
    const cast = await repos.Appearance.bulkCreate([
      { wrestlerId: ada.id, groupId: 1, winner: true, name: 'Ada Strong' },
      { wrestlerId: bo.id, groupId: 2, loser: true, name: 'Bo Small' },
    ]);
    return (await repos.Segment.create({ type: 'SINGLES', rating, complete: true, appearanceIds: cast.map((a) => a.id), meta: { rating: explanation } })).id;
  };
  const brandIds = [north.id];
  await repos.Production.create({ showId: raw.id, brandIds, date: '2026-11-23', complete: true, viewers: 2_100_000, segmentIds: [await match(3.2), await match(1.8)] });
  await repos.Production.create({ showId: friday.id, brandIds, date: '2026-11-27', complete: true, viewers: 1_400_000, segmentIds: [await match(4.1)] });
  await repos.Production.create({ showId: raw.id, brandIds, date: '2026-11-30', complete: false, segmentIds: [] });
  return services;
}

describe('the ratings screen', () => {
  it('explains how to get ratings when no production is complete', async () => {
    renderWithApp(<RatingsPage />, createTestAppServices(), '/ratings');
    expect(await screen.findByText(/Simulate a production from the schedule to see ratings here/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the show schedule' })).toHaveAttribute('href', '/schedule/shows');
    expect(screen.queryByRole('region', { name: 'Viewers' })).toBeNull();
  });

  it('charts viewers and average ratings of every brand this season, and ranks the best segments with stars and why', async () => {
    renderWithApp(<RatingsPage />, await withTwoProductions(), '/ratings');
    const viewers = await screen.findByRole('region', { name: 'Viewers' }, SLOW_FIRST_RENDER);
    const averages = screen.getByRole('region', { name: 'Average match rating' });
    // Drawn by the chart library as SVG, viewers with the page, the average rating once it has
    // painted (issue 19); each legend names the lines (every brand: one line, North).
    expect(viewers.querySelector('svg')).not.toBeNull();
    await waitFor(() => expect(averages.querySelector('svg')).not.toBeNull());
    expect(within(viewers).getByRole('list', { name: 'Average viewers per show: lines' })).toHaveTextContent('North');
    expect(within(averages).getByRole('list', { name: 'Average match rating: lines' })).toHaveTextContent('North');
    expect(screen.getByRole('status')).toHaveTextContent('2 completed productions of every brand, this season (2026), a point per week.');

    const table = screen.getByRole('table', { name: 'Best segments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Rated 4.10 out of 5', 'Rated 3.20 out of 5', 'Rated 1.80 out of 5',
    ]);
    expect(rows[0]).toHaveTextContent('Ada Strong vs Bo Small');
    expect(rows[0]).toHaveTextContent('Friday Night');
    expect(rows[0]).toHaveTextContent('Nov 27');

    await userEvent.setup({ delay: null }).click(within(rows[0]).getByRole('button', { name: 'Why this rating' }));
    const why = await screen.findByRole('dialog', { name: 'Why Singles rated so' });
    expect(within(why).getByRole('list', { name: 'Rating breakdown' })).toHaveTextContent('Each competitor with 90 points or more');
  });

  it('says what went wrong when the ratings cannot be read, and logs it', async () => {
    const services = createTestAppServices();
    vi.spyOn(services.ratings, 'view').mockRejectedValue(new Error('Storage is gone'));
    const logged = vi.spyOn(services.logger, 'error');
    renderWithApp(<RatingsPage />, services, '/ratings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong: Storage is gone');
    expect(screen.queryByText('Reading the ratings')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Could not read the ratings', expect.any(Error));
  });
});

describe('choosing what the charts follow', () => {
  it('narrows to a show from the "Brand or show" list and widens the window from the radios', async () => {
    const services = await withTwoProductions();
    const view = vi.spyOn(services.ratings, 'view');
    renderWithApp(<RatingsPage />, services, '/ratings');
    const user = userEvent.setup({ delay: null });
    const status = await screen.findByRole('status', {}, SLOW_FIRST_RENDER);
    expect(status).toHaveTextContent(/^2 completed productions of every brand/);

    await user.click(screen.getByRole('combobox', { name: 'Brand or show' }));
    await user.click(within(await screen.findByRole('listbox', { name: 'Brands and shows' })).getByRole('option', { name: 'Friday Night' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^1 completed production of Friday Night/), SLOW_FIRST_RENDER);
    expect(screen.getByRole('table', { name: 'Best segments' })).not.toHaveTextContent('Raw');

    expect(screen.getByRole('radio', { name: 'This season (2026)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 completed production of Friday Night, all, a point per week.'), SLOW_FIRST_RENDER);
    expect(view).toHaveBeenLastCalledWith({ scope: expect.stringMatching(/^show:/), window: 'all' });
  });

  it('names the shows folded into "Other shows" when a brand has more than eight', async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.game.update({ date: '2026-12-01' });
    const [north] = await services.repos.Brand.bulkCreate([{ name: 'North' }]);
    const shows = await services.repos.Show.bulkCreate(Array.from({ length: 10 }, (_, i) => ({ name: `Show ${i + 1}`, brandIds: [north.id] })));
    await services.repos.Production.bulkCreate(shows.map((s, i) => ({ showId: s.id, brandIds: [north.id], date: '2026-11-23', complete: true, viewers: 1000 * (i + 1) })));
    renderWithApp(<RatingsPage />, services, '/ratings');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Brand or show' }, SLOW_FIRST_RENDER));
    // Pick from the list the combobox opened.
    await user.click(within(await screen.findByRole('listbox', { name: 'Brands and shows' })).getByRole('option', { name: 'North' }));
    expect(await screen.findByText('Other shows (3): Show 3, Show 2, Show 1. Choose one above to follow it alone.', {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
  });
});

describe('the chart data', () => {
  const colors = ['red', 'blue'];
  const series = [
    { key: 'show:1', name: 'Raw', folded: [], points: [
      { date: '2026-11-22', viewers: 5, rating: 2.5, productions: 1, matches: 2 },
      { date: '2026-11-29', viewers: 7, rating: null, productions: 2, matches: 0 },
    ] },
    { key: 'show:2', name: 'Promo hour', folded: [], points: [{ date: '2026-11-22', viewers: 3, rating: null, productions: 1, matches: 0 }] },
  ];

  it('gives each series a line of its viewers per week, dated at noon so no day slips', () => {
    const lines = viewersLines(series, 'week', colors);
    expect(lines).toMatchObject([
      { legend: 'Raw', color: 'red', data: [{ y: 5, xAxisCalloutData: 'Week of Nov 22', yAxisCalloutData: '5 viewers (1 show)' }, { y: 7 }] },
      { legend: 'Promo hour', color: 'blue', data: [{ y: 3 }] },
    ]);
    expect((lines[0].data[0].x as Date).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    // Two weeks: a tick for each, not one a day.
    expect(periodTicks(lines)?.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-11-22', '2026-11-29']);
  });

  it('draws ratings only where there were matches, and a month as its name', () => {
    const lines = ratingLines(series, 'month', colors);
    expect(lines).toMatchObject([{ legend: 'Raw', data: [{ y: 2.5, yAxisCalloutData: '2.50 over 2 matches' }] }]);
    expect(periodOf('2026-11-01', 'month')).toBe('Nov 2026');
    expect(formatShortDate('2026-11-23')).toBe('Nov 23');
    expect([axisLabel('2026-11-22', 'week'), axisLabel('2019-01-01', 'month')]).toEqual(['Nov 22', 'Jan 2019']);
    expect([dayLabel('2026-11-23', '2026'), dayLabel('2019-06-25', '2026')]).toEqual(['Nov 23', 'Jun 25, 2019']);
  });
});
