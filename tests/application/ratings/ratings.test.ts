import { createCalendarServices } from '../../../src/application/calendar';
import { createRatingsService } from '../../../src/application/ratings';
import { dexieDeps, inMemoryDeps, putGame } from '../support';

describe('the ratings of completed productions', () => {
  it('is empty before any production is complete', async () => {
    const deps = inMemoryDeps();
    await deps.repos.Production.create({ date: '2026-03-09', complete: false, viewers: 5 });
    expect(await createRatingsService(deps).view()).toEqual({ productions: [], shows: [], best: [] });
  });

  it('averages the matches of each production, plots viewers per show, and ranks the best segments', async () => {
    const deps = inMemoryDeps();
    const [raw, friday] = await deps.repos.Show.bulkCreate([{ name: 'Raw' }, { name: 'Friday' }]);
    const [ada, bo, cy] = await deps.repos.Wrestler.bulkCreate([{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }]);
    const booked = (wrestlerId: number, groupId: number, winner = false) => ({ wrestlerId, groupId, winner, loser: !winner });
    const segment = async (type: string, rating: number, cast: ReturnType<typeof booked>[]) => {
      const appearances = await deps.repos.Appearance.bulkCreate(cast);
      return (await deps.repos.Segment.create({ type, rating, complete: true, appearanceIds: appearances.map((a) => a.id) })).id;
    };
    const p1 = await deps.repos.Production.create({
      showId: raw.id, date: '2026-03-09', complete: true, viewers: 2_000_000,
      segmentIds: [
        await segment('SINGLES', 3, [booked(ada.id, 1, true), booked(bo.id, 2)]),
        await segment('TAG_TEAM', 1, [booked(ada.id, 1), booked(bo.id, 1), booked(cy.id, 2, true)]),
        // A promo is rated but is not a match: it stays out of the average.
        await segment('PROMO', 4.5, [booked(cy.id, 1), booked(ada.id, 2)]),
        await segment('SINGLES', 0, []),
      ],
    });
    const p2 = await deps.repos.Production.create({
      showId: friday.id, date: '2026-03-13', complete: true, viewers: 900_000,
      segmentIds: [await segment('LADDER', 2.5, [booked(bo.id, 1, true), booked(cy.id, 2)])],
    });
    const p3 = await deps.repos.Production.create({ showId: raw.id, date: '2026-03-16', complete: true, viewers: 2_100_000, segmentIds: [] });
    await deps.repos.Production.create({ showId: raw.id, date: '2026-03-23', complete: false, viewers: 1 });

    const view = await createRatingsService(deps).view();

    expect(view.productions).toEqual([
      { productionId: p1.id, showId: raw.id, showName: 'Raw', date: '2026-03-09', viewers: 2_000_000, averageRating: 2, matches: 2 },
      { productionId: p2.id, showId: friday.id, showName: 'Friday', date: '2026-03-13', viewers: 900_000, averageRating: 2.5, matches: 1 },
      { productionId: p3.id, showId: raw.id, showName: 'Raw', date: '2026-03-16', viewers: 2_100_000, averageRating: null, matches: 0 },
    ]);
    expect(view.shows.map((s) => [s.showName, s.points.map((p) => [p.date, p.viewers])])).toEqual([
      ['Raw', [['2026-03-09', 2_000_000], ['2026-03-16', 2_100_000]]],
      ['Friday', [['2026-03-13', 900_000]]],
    ]);
    expect(view.best.map((b) => [b.kindName, b.rating, b.showName])).toEqual([
      ['Promo', 4.5, 'Raw'],
      ['Singles', 3, 'Raw'],
      ['Ladder', 2.5, 'Friday'],
      ['Tag Team', 1, 'Raw'],
    ]);
    expect(view.best[3].teams).toEqual([
      { groupId: 1, winner: false, names: ['Ada', 'Bo'] },
      { groupId: 2, winner: true, names: ['Cy'] },
    ]);
  });

  it('keeps only the twenty best segments', async () => {
    const deps = inMemoryDeps();
    const [a, b] = await deps.repos.Wrestler.bulkCreate([{ name: 'A' }, { name: 'B' }]);
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const cast = await deps.repos.Appearance.bulkCreate([{ wrestlerId: a.id, groupId: 1 }, { wrestlerId: b.id, groupId: 2 }]);
      ids.push((await deps.repos.Segment.create({ type: 'SINGLES', rating: i / 10, appearanceIds: cast.map((x) => x.id) })).id);
    }
    await deps.repos.Production.create({ date: '2026-03-09', complete: true, segmentIds: ids });
    const { best } = await createRatingsService(deps).view();
    expect(best.map((s) => s.rating)).toEqual(Array.from({ length: 20 }, (_, i) => (24 - i) / 10));
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

    const view = await createRatingsService(deps).view();

    const stored = await deps.repos.Production.getMany(summary.productionIds);
    expect(view.productions.map((p) => [p.showName, p.date, p.viewers])).toEqual(stored.map((p) => [
      p.date === '2026-03-09' ? 'Monday' : 'Friday', p.date, p.viewers,
    ]));
    expect(view.productions.every((p) => p.viewers > 0 && p.averageRating !== null)).toBe(true);
    const segments = await deps.repos.Segment.getMany(stored.flatMap((p) => p.segmentIds));
    expect(view.best.map((s) => s.rating)).toEqual(segments.map((s) => s.rating).sort((x, y) => y - x));
    expect(view.best.every((s) => s.teams.length >= 2 && s.teams.some((t) => t.winner))).toBe(true);
  });
});
