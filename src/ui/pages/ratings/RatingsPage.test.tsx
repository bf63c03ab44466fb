import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppServices } from '../../../application/services';
import { explainRating } from '../../../domain/production/rating-explanation';
import { rateSegmentBreakdown } from '../../../domain/rules/rating';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { formatShortDate } from '../../../domain/dates';
import { ratingBars, viewersLines } from './chart-data';
import { RatingsPage } from './RatingsPage';

// jsdom lays out no SVG and has no ResizeObserver; the charts only need these to exist (the browser
// test draws them for real).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  const svg = SVGElement.prototype as unknown as Record<string, unknown>;
  svg.getComputedTextLength = () => 40;
  svg.getBBox = () => ({ x: 0, y: 0, width: 40, height: 12 });
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
  const svg = SVGElement.prototype as unknown as Record<string, unknown>;
  delete svg.getComputedTextLength;
  delete svg.getBBox;
});

/** Two completed productions of two shows, plus one not yet simulated. */
async function withTwoProductions(): Promise<AppServices> {
  const services = createTestAppServices();
  await services.game.load();
  const { repos } = services;
  const [raw, friday] = await repos.Show.bulkCreate([{ name: 'Raw' }, { name: 'Friday Night' }]);
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
  await repos.Production.create({ showId: raw.id, date: '2026-11-23', complete: true, viewers: 2_100_000, segmentIds: [await match(3.2), await match(1.8)] });
  await repos.Production.create({ showId: friday.id, date: '2026-11-27', complete: true, viewers: 1_400_000, segmentIds: [await match(4.1)] });
  await repos.Production.create({ showId: raw.id, date: '2026-11-30', complete: false, segmentIds: [] });
  return services;
}

describe('the ratings screen', () => {
  it('explains how to get ratings when no production is complete', async () => {
    renderWithApp(<RatingsPage />, createTestAppServices(), '/ratings');
    expect(await screen.findByText(/Simulate a production from the schedule to see ratings here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the show schedule' })).toHaveAttribute('href', '/schedule/shows');
    expect(screen.queryByRole('region', { name: 'Viewers per show' })).toBeNull();
  });

  it('charts viewers and average ratings, and ranks the best segments with stars and why', async () => {
    renderWithApp(<RatingsPage />, await withTwoProductions(), '/ratings');
    const viewers = await screen.findByRole('region', { name: 'Viewers per show' });
    const averages = screen.getByRole('region', { name: 'Average match rating per production' });
    // Drawn by the chart library as SVG; the legend names each show.
    expect(viewers.querySelector('svg')).not.toBeNull();
    expect(averages.querySelector('svg')).not.toBeNull();
    expect(viewers).toHaveTextContent('Friday Night');

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

describe('the chart data', () => {
  const colors = ['red', 'blue'];
  it('gives each show a line of its viewers in date order', () => {
    const lines = viewersLines(
      [{ showId: 1, showName: 'Raw', points: [{ date: '2026-11-23', viewers: 5, productionId: 1 }, { date: '2026-11-30', viewers: 7, productionId: 3 }] }],
      colors,
    );
    expect(lines).toMatchObject([{ legend: 'Raw', color: 'red', data: [{ y: 5 }, { y: 7 }] }]);
    expect((lines[0].data[0].x as Date).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('makes a bar per production with matches, one colour per show', () => {
    const row = (productionId: number, showName: string, averageRating: number | null) =>
      ({ productionId, showId: null, showName, date: '2026-11-23', viewers: 1, averageRating, matches: averageRating === null ? 0 : 2 });
    const bars = ratingBars([row(1, 'Raw', 2.345), row(2, 'Friday', null), row(3, 'Smack', 1), row(4, 'Raw', 3)], colors);
    expect(bars.map((b) => [b.legend, b.y, b.color])).toEqual([['Raw', 2.35, 'red'], ['Smack', 1, 'blue'], ['Raw', 3, 'red']]);
    expect(formatShortDate('2026-11-23')).toBe('Nov 23');
  });
});
