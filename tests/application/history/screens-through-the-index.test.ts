import { createBlogService } from '../../../src/application/blog';
import { createCalendarServices } from '../../../src/application/calendar';
import { createHistoryServices } from '../../../src/application/history';
import { createOfficeView } from '../../../src/application/office/office-view';
import { createProductionServices } from '../../../src/application/production';
import { createRatingsService } from '../../../src/application/ratings';
import { createRivalryServices } from '../../../src/application/rivalries';
import type { TestDeps } from '../support';
import { forgetIndex, playedWorld } from './played-world';

// Issue 19: every history screen read through the lookup index shows what it showed when it read
// the tables whole: the same world, read before and after the upgrade of its history.

async function screens(deps: TestDeps) {
  const ratings = createRatingsService(deps);
  const productions = createProductionServices(deps);
  const blog = createBlogService(deps);
  const office = { view: createOfficeView(deps) };
  const [north] = await deps.repos.Brand.all();
  const [monday] = await deps.repos.Show.all();
  return {
    ratings: await Promise.all([ratings.view(), ratings.view({ window: 'recent' }), ratings.view({ window: 'all' }),
      ratings.view({ scope: `brand:${north.id}`, window: 'all' }), ratings.view({ scope: `show:${monday.id}` })]),
    blog: await Promise.all([1, 2, 3].map((page) => blog.recaps(page))),
    office: (await office.view()).recentResults,
    // Rows as the table shows them (the stored records themselves gain their card and keys).
    productions: (await Promise.all([productions.list(), productions.list({ page: 2 }), productions.list({ status: 'complete', page: 2 }),
      productions.list({ status: 'incomplete' }), productions.list({ showId: monday.id }), productions.list({ showId: monday.id, status: 'complete' })]))
      .map(({ rows, ...rest }) => ({ ...rest, rows: rows.map((r) => [r.production.id, r.showName, r.production.date, r.production.complete]) })),
    rivalries: (await createRivalryServices(deps).board()).active.map((r) => r.segments),
  };
}

describe('history screens after an upgrade to the lookup index', () => {
  it('read the same ratings, recaps, results, productions and feuds as the whole tables did', async () => {
    const { deps } = await playedWorld(8, { rivalries: true });
    await createCalendarServices({ ...deps, productions: createProductionServices }).randomiseEmptyProductions();
    await forgetIndex(deps);
    const before = await screens(deps);
    expect(before.blog[1].recaps.length).toBeGreaterThan(0);
    expect(before.rivalries.flat().length).toBeGreaterThan(0);
    expect(before.ratings[2].best.length).toBeGreaterThan(0);

    await createHistoryServices(deps).upgrade();
    const all = vi.spyOn(deps.repos.Production, 'all');
    const segments = vi.spyOn(deps.repos.Segment, 'all');

    expect(await screens(deps)).toEqual(before);
    expect(all).not.toHaveBeenCalled();
    expect(segments).not.toHaveBeenCalled();
  });
});
