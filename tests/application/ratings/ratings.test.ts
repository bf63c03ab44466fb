import { createCalendarServices } from '../../../src/application/calendar';
import { createRatingsService } from '../../../src/application/ratings';
import { dexieDeps, inMemoryDeps, putGame } from '../support';

// Game date 2026-03-11 (support.TODAY), a Wednesday of the 2026 season; its week starts on 2026-03-08.

describe('the ratings of completed productions', () => {
  it('is empty before any production is complete', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    await deps.repos.Production.create({ date: '2026-03-09', complete: false, viewers: 5 });
    expect(await createRatingsService(deps).view()).toMatchObject({ productions: 0, series: [], best: [], filter: { scope: 'all', window: 'season' } });
  });

  it('averages viewers and matches per week, a line per brand or per show of a brand, and ranks the best segments', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    const [north] = await deps.repos.Brand.bulkCreate([{ name: 'North' }]);
    const [raw, friday] = await deps.repos.Show.bulkCreate([{ name: 'Raw', brandIds: [north.id] }, { name: 'Friday', brandIds: [north.id] }]);
    const [ada, bo, cy] = await deps.repos.Wrestler.bulkCreate([{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }]);
    const booked = (wrestlerId: number, groupId: number, winner = false) => ({ wrestlerId, groupId, winner, loser: !winner });
    const segment = async (type: string, rating: number, cast: ReturnType<typeof booked>[]) => {
      const appearances = await deps.repos.Appearance.bulkCreate(cast);
      return (await deps.repos.Segment.create({ type, rating, complete: true, appearanceIds: appearances.map((a) => a.id) })).id;
    };
    const brandIds = [north.id];
    await deps.repos.Production.create({
      showId: raw.id, brandIds, date: '2026-03-09', complete: true, viewers: 2_000_000,
      segmentIds: [
        await segment('SINGLES', 3, [booked(ada.id, 1, true), booked(bo.id, 2)]),
        await segment('TAG_TEAM', 1, [booked(ada.id, 1), booked(bo.id, 1), booked(cy.id, 2, true)]),
        // A promo is rated but is not a match: it stays out of the average.
        await segment('PROMO', 4.5, [booked(cy.id, 1), booked(ada.id, 2)]),
        await segment('SINGLES', 0, []),
      ],
    });
    await deps.repos.Production.create({
      showId: friday.id, brandIds, date: '2026-03-13', complete: true, viewers: 900_000,
      segmentIds: [await segment('LADDER', 2.5, [booked(bo.id, 1, true), booked(cy.id, 2)])],
    });
    await deps.repos.Production.create({ showId: raw.id, brandIds, date: '2026-03-16', complete: true, viewers: 2_100_000, segmentIds: [] });
    await deps.repos.Production.create({ showId: raw.id, brandIds, date: '2026-03-23', complete: false, viewers: 1 });
    const ratings = createRatingsService(deps);

    const brands = await ratings.view();
    expect(brands).toMatchObject({ productions: 3, bucket: 'week', season: '2026' });
    expect(brands.choices).toEqual({ brands: [{ scope: `brand:${north.id}`, name: 'North' }], shows: [{ scope: `show:${raw.id}`, name: 'Raw' }, { scope: `show:${friday.id}`, name: 'Friday' }] });
    expect(brands.series.map((s) => [s.name, s.points.map((p) => [p.date, p.viewers, p.rating, p.matches])])).toEqual([
      ['North', [['2026-03-08', 1_450_000, 2.17, 3], ['2026-03-15', 2_100_000, null, 0]]],
    ]);

    const shows = await ratings.view({ scope: `brand:${north.id}` });
    expect(shows.series.map((s) => [s.name, s.points.map((p) => [p.date, p.viewers, p.rating])])).toEqual([
      ['Raw', [['2026-03-08', 2_000_000, 2], ['2026-03-15', 2_100_000, null]]],
      ['Friday', [['2026-03-08', 900_000, 2.5]]],
    ]);
    expect(shows.best.map((b) => [b.kindName, b.rating, b.showName])).toEqual([
      ['Promo', 4.5, 'Raw'],
      ['Singles', 3, 'Raw'],
      ['Ladder', 2.5, 'Friday'],
      ['Tag Team', 1, 'Raw'],
    ]);
    expect(shows.best[3].teams).toEqual([
      { groupId: 1, winner: false, names: ['Ada', 'Bo'] },
      { groupId: 2, winner: true, names: ['Cy'] },
    ]);

    const one = await ratings.view({ scope: `show:${friday.id}` });
    expect(one.series.map((s) => s.name)).toEqual(['Friday']);
    expect(one.best.map((b) => b.kindName)).toEqual(['Ladder']);
    // A brand or show that is not there reads as every brand.
    expect((await ratings.view({ scope: 'show:999' })).filter.scope).toBe('all');
  });

  it('reads the window only: this season, the last 12 weeks, or all, a point per month when it spans years', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    for (const date of ['2024-06-03', '2025-12-01', '2026-01-05', '2026-03-02']) {
      await deps.repos.Production.create({ date, complete: true, viewers: 100 });
    }
    const ratings = createRatingsService(deps);
    const all = vi.spyOn(deps.repos.Production, 'all');
    const season = await ratings.view({ window: 'season' });
    const recent = await ratings.view({ window: 'recent' });
    expect(all).not.toHaveBeenCalled();
    const everything = await ratings.view({ window: 'all' });
    expect([season.productions, recent.productions, everything.productions]).toEqual([2, 2, 4]);
    expect(recent.series[0].points.map((p) => p.date)).toEqual(['2026-01-04', '2026-03-01']);
    expect(everything.bucket).toBe('month');
    expect(everything.series[0].points.map((p) => p.date)).toEqual(['2024-06-01', '2025-12-01', '2026-01-01', '2026-03-01']);
  });

  it('draws eight lines at most: the biggest audiences, the rest folded into "Other shows"', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    const [north] = await deps.repos.Brand.bulkCreate([{ name: 'North' }]);
    const shows = await deps.repos.Show.bulkCreate(Array.from({ length: 12 }, (_, i) => ({ name: `Show ${i + 1}`, brandIds: [north.id] })));
    await deps.repos.Production.bulkCreate(shows.map((s, i) => ({ showId: s.id, brandIds: [north.id], date: '2026-03-02', complete: true, viewers: (i + 1) * 1000 })));
    const view = await createRatingsService(deps).view({ scope: `brand:${north.id}` });
    expect(view.series.map((s) => s.name)).toEqual(['Show 12', 'Show 11', 'Show 10', 'Show 9', 'Show 8', 'Show 7', 'Show 6', 'Other shows']);
    expect(view.series[7]).toMatchObject({ folded: ['Show 5', 'Show 4', 'Show 3', 'Show 2', 'Show 1'], points: [{ viewers: 3000, productions: 5 }] });
  });

  it('keeps only the twenty best segments, and reads only their casts', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    const [a, b] = await deps.repos.Wrestler.bulkCreate([{ name: 'A' }, { name: 'B' }]);
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const cast = await deps.repos.Appearance.bulkCreate([{ wrestlerId: a.id, groupId: 1 }, { wrestlerId: b.id, groupId: 2 }]);
      ids.push((await deps.repos.Segment.create({ type: 'SINGLES', rating: i / 10, appearanceIds: cast.map((x) => x.id) })).id);
    }
    await deps.repos.Production.create({ date: '2026-03-09', complete: true, segmentIds: ids });
    const appearances = vi.spyOn(deps.repos.Appearance, 'getMany');
    const { best } = await createRatingsService(deps).view();
    expect(best.map((s) => s.rating)).toEqual(Array.from({ length: 20 }, (_, i) => (49 - i) / 10));
    expect(appearances.mock.calls.flatMap(([requested]) => requested).length).toBeLessThanOrEqual(2 * 40);
  });

  it('reads two productions completed by the real completion on Dexie', async () => {
    const deps = dexieDeps('ratings-it', 3);
    const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
    await putGame(deps, { gender: 'MALE', brandIds: [brand.id] });
    await deps.repos.Wrestler.bulkCreate(
      Array.from({ length: 16 }, (_, i) => ({ name: `W${i}`, points: 45 + i * 3, popularity: 40 + i * 3, brandIds: [brand.id] })),
    );
    await deps.repos.Show.bulkCreate([
      { name: 'Monday', dayIndex: 1, defaultAmountSegments: 3, brandIds: [brand.id], avgViewers: 2_000_000 },
      { name: 'Friday', dayIndex: 5, defaultAmountSegments: 2, brandIds: [brand.id], avgViewers: 200_000 },
    ]);
    const summary = await createCalendarServices(deps).simulateEmptyProductions();
    expect(summary.completions.completed).toBe(2);

    const view = await createRatingsService(deps).view({ scope: `brand:${brand.id}`, window: 'recent' });

    const stored = await deps.repos.Production.getMany(summary.productionIds);
    expect(view.productions).toBe(2);
    expect(view.series.map((s) => [s.name, s.points.map((p) => p.viewers)]).sort()).toEqual(
      stored.map((p) => [p.date === '2026-03-09' ? 'Monday' : 'Friday', [p.viewers]]).sort(),
    );
    expect(view.series.every((s) => s.points.every((p) => p.viewers > 0 && p.rating !== null))).toBe(true);
    const segments = await deps.repos.Segment.getMany(stored.flatMap((p) => p.segmentIds));
    expect(view.best.map((s) => s.rating)).toEqual(segments.map((s) => s.rating).sort((x, y) => y - x));
    expect(view.best.every((s) => s.teams.length >= 2 && s.teams.some((t) => t.winner))).toBe(true);
  });
});
