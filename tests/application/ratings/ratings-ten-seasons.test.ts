import { createRatingsService, MAX_SERIES, RECENT_WEEKS } from '../../../src/application/ratings';
import { addDays } from '../../../src/domain/dates';
import { inMemoryDeps, putGame, type TestDeps } from '../support';

// Ten seasons of history (issue 13: a year in, /ratings drew ~40 legends over a chart of no height
// and took ~5 s). The bounds are asserted here; how long it takes is the bench's business.

const FIRST_DAY = '2017-01-01';
const GAME_DATE = '2026-12-30';
const BRANDS = 4;
const SHOWS_PER_BRAND = 10;

/** ~5,000 completed productions of 40 shows over ten seasons, ~16,000 segments sharing a small cast. */
async function tenSeasons(deps: TestDeps) {
  await putGame(deps, { date: GAME_DATE });
  const brands = await deps.repos.Brand.bulkCreate(Array.from({ length: BRANDS }, (_, i) => ({ name: `Brand ${i + 1}` })));
  const shows = await deps.repos.Show.bulkCreate(brands.flatMap((b, bi) =>
    Array.from({ length: SHOWS_PER_BRAND }, (_, si) => ({ name: `Show ${bi + 1}.${si + 1}`, brandIds: [b.id] }))));
  const wrestlers = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 20 }, (_, i) => ({ name: `W${i}` })));
  const cast = await deps.repos.Appearance.bulkCreate(wrestlers.map((w, i) => ({ wrestlerId: w.id, groupId: 1 + (i % 2), winner: i % 2 === 0 })));
  const segments: { type: string; rating: number; complete: boolean; appearanceIds: number[] }[] = [];
  const productions: { showId: number; brandIds: number[]; date: string; complete: boolean; viewers: number; segmentIds: number[] }[] = [];
  let segmentId = 0;
  // Every show runs about every 4th week, staggered: ~40 shows x 520 weeks / 4 = 5,200 productions.
  for (let week = 0; week < 520; week += 1) {
    shows.forEach((show, i) => {
      if ((week + i) % 4 !== 0) return;
      const own = Array.from({ length: 3 }, (_, k) => {
        segments.push({ type: k === 2 ? 'PROMO' : 'SINGLES', rating: ((week * 7 + i * 3 + k) % 50) / 10, complete: true, appearanceIds: [cast[k].id, cast[k + 1].id] });
        return (segmentId += 1);
      });
      productions.push({ showId: show.id, brandIds: show.brandIds, date: addDays(FIRST_DAY, week * 7 + (i % 7)), complete: true, viewers: 1000 * (i + 1), segmentIds: own });
    });
  }
  await deps.repos.Segment.bulkCreate(segments);
  await deps.repos.Production.bulkCreate(productions);
  return { brands, shows, productions: productions.length, segments: segments.length };
}

describe('ratings after ten seasons', () => {
  it('return a bounded number of lines and points, and read only what the window needs', async () => {
    const deps = inMemoryDeps();
    const world = await tenSeasons(deps);
    expect(world.productions).toBeGreaterThanOrEqual(5000);
    expect(world.segments).toBeGreaterThanOrEqual(15_000);
    const ratings = createRatingsService(deps);

    const all = await ratings.view({ window: 'all' });
    expect(all.productions).toBe(world.productions);
    expect(all.bucket).toBe('month');
    expect(all.series).toHaveLength(BRANDS);
    expect(Math.max(...all.series.map((s) => s.points.length))).toBeLessThanOrEqual(10 * 12);
    expect(all.best).toHaveLength(20);

    const brand = await ratings.view({ scope: `brand:${world.brands[0].id}`, window: 'all' });
    expect(brand.series).toHaveLength(MAX_SERIES);
    expect(brand.series.at(-1)).toMatchObject({ name: 'Other shows', folded: expect.arrayContaining(['Show 1.1']) });

    const segments = vi.spyOn(deps.repos.Segment, 'getMany');
    const appearances = vi.spyOn(deps.repos.Appearance, 'getMany');
    const recent = await ratings.view({ scope: `brand:${world.brands[0].id}`, window: 'recent' });
    expect(recent.bucket).toBe('week');
    expect(recent.series.length).toBeLessThanOrEqual(MAX_SERIES);
    expect(Math.max(...recent.series.map((s) => s.points.length))).toBeLessThanOrEqual(RECENT_WEEKS);
    // Twelve weeks of one brand: ~30 productions of 3 segments, and the casts of the best 40 segments.
    expect(segments.mock.calls.flatMap(([ids]) => ids).length).toBe(recent.productions * 3);
    expect(recent.productions).toBeLessThan(40);
    expect(appearances.mock.calls.flatMap(([ids]) => ids).length).toBeLessThanOrEqual(40 * 2);

    const season = await ratings.view({ window: 'season' });
    expect(season.bucket).toBe('week');
    expect(Math.max(...season.series.map((s) => s.points.length))).toBeLessThanOrEqual(53);
  });
});
