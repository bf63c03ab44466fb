import { createProductionServices } from '../../../src/application/production';
import { createSegmentServices } from '../../../src/application/segments';
import { BRAND } from '../../../src/infrastructure/seed/ids';
import { seedGame, showOfBrand } from '../promotions/support';
import { dexieDeps, inMemoryDeps } from '../support';

describe('production.view: what the production screen shows and edits', () => {
  it.each([999, 0, -1, 1.5, Number.NaN])('is null for a production id that is not there (%s)', async (id) => {
    const deps = inMemoryDeps();
    await deps.repos.Production.create({ date: '2026-03-11' });
    expect(await createProductionServices(deps).view(id)).toBeNull();
  });

  it('reads the production with its show, venue, brands, segments in running order, and the whole roster', async () => {
    const deps = inMemoryDeps();
    const [raw, smack] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }, { name: 'Smack' }]);
    await deps.repos.Brand.create({ name: 'Unrelated' });
    const show = await deps.repos.Show.create({ name: 'Monday Night', brandIds: [raw.id] });
    const venue = await deps.repos.Venue.create({ name: 'Garden' });
    const [ada, bo] = await deps.repos.Wrestler.bulkCreate([{ name: 'Ada' }, { name: 'Bo' }]);
    const title = await deps.repos.Championship.create({ name: 'World' });
    const faction = await deps.repos.Faction.create({ name: 'The Firm' });
    const [adaIn, boIn] = await deps.repos.Appearance.bulkCreate([
      { wrestlerId: ada.id, groupId: 1, cost: 100 },
      { wrestlerId: bo.id, groupId: 2, cost: 50 },
    ]);
    const promo = await deps.repos.Segment.create({ type: 'INTERVIEW' });
    const match = await deps.repos.Segment.create({ type: 'SINGLES', appearanceIds: [adaIn.id, boIn.id] });
    const production = await deps.repos.Production.create({
      date: '2026-03-11', showId: show.id, venueId: venue.id, brandIds: [smack.id, raw.id], segmentIds: [match.id, promo.id],
    });

    const view = (await createProductionServices(deps).view(production.id))!;

    expect(view.production).toEqual(production);
    expect(view.show).toEqual(show);
    expect(view.venue).toEqual(venue);
    expect(view.brands.map((b) => b.name)).toEqual(['Smack', 'Raw']);
    expect(view.segments.map((s) => [s.segment.id, s.kind.type])).toEqual([[match.id, 'SINGLES'], [promo.id, 'INTERVIEW']]);
    expect(view.segments[0].appearances.map((a) => [a.wrestler?.name, a.groupId, a.cost])).toEqual([['Ada', 1, 100], ['Bo', 2, 50]]);
    expect(view.wrestlers.map((w) => w.name)).toEqual(['Ada', 'Bo']);
    expect(view.championships).toEqual([title]);
    expect(view.factions).toEqual([faction]);
  });

  it('reads the card in one read of its segments and one of their appearances, whatever its length (issue 19)', async () => {
    const deps = inMemoryDeps();
    const [ada, bo] = await deps.repos.Wrestler.bulkCreate([{ name: 'Ada' }, { name: 'Bo' }]);
    const segments = [];
    for (let i = 0; i < 6; i += 1) {
      const cast = await deps.repos.Appearance.bulkCreate([{ wrestlerId: ada.id, groupId: 1 }, { wrestlerId: bo.id, groupId: 2 }]);
      segments.push(await deps.repos.Segment.create({ type: 'SINGLES', appearanceIds: cast.map((a) => a.id) }));
    }
    const production = await deps.repos.Production.create({ date: '2026-03-11', segmentIds: segments.map((s) => s.id).reverse() });
    const reads = { segmentGet: vi.spyOn(deps.repos.Segment, 'get'), segmentMany: vi.spyOn(deps.repos.Segment, 'getMany'), appearanceMany: vi.spyOn(deps.repos.Appearance, 'getMany') };

    const view = (await createProductionServices(deps).view(production.id))!;

    expect(view.segments.map((s) => s.segment.id)).toEqual(production.segmentIds);
    expect(view.segments.every((s) => s.appearances.map((a) => a.wrestler?.name).join() === 'Ada,Bo')).toBe(true);
    expect([reads.segmentGet.mock.calls.length, reads.segmentMany.mock.calls.length, reads.appearanceMany.mock.calls.length]).toEqual([0, 1, 1]);
  });

  it('gives null show and venue when it has none, or they were deleted, and an empty card when it has no segments', async () => {
    const deps = inMemoryDeps();
    const show = await deps.repos.Show.create({ name: 'Gone' });
    await deps.repos.Show.delete(show.id);
    const production = await deps.repos.Production.create({ date: '2026-03-11', showId: show.id, venueId: null });

    const view = (await createProductionServices(deps).view(production.id))!;

    expect(view).toMatchObject({ show: null, venue: null, brands: [], segments: [], wrestlers: [], championships: [], factions: [] });
  });

  it('skips a segment id that no longer exists instead of failing the whole screen (on Dexie too)', async () => {
    const deps = dexieDeps('production-view-dangling');
    const [first, second] = await deps.repos.Segment.bulkCreate([{ type: 'SINGLES' }, { type: 'TAG_TEAM' }]);
    const production = await deps.repos.Production.create({ date: '2026-03-11', segmentIds: [first.id, 999, second.id] });

    const view = (await createProductionServices(deps).view(production.id))!;

    expect(view.segments.map((s) => s.segment.id)).toEqual([first.id, second.id]);
  });
});

describe('production.refreshCard: the view again after a booking edit (issue 19, interaction-p95)', () => {
  it('reads what the edits changed, equal to a fresh view, and keeps the roster and the lists it was given', async () => {
    const { deps, game } = await seedGame();
    const services = createProductionServices(deps);
    const segments = createSegmentServices(deps);
    const onslaught = await showOfBrand(deps, BRAND.ONSLAUGHT);
    const production = await services.createProduction({ showId: onslaught.id, date: game.date });
    const before = (await services.view(production.id))!;
    const [first, second] = production.segmentIds;
    const venue = before.venues[1]!;

    await segments.setType(first, 'SINGLES');
    // Booked before the draw, which then leaves them out (issue 33: once a night).
    await segments.toggleAppearance({ segmentId: second, wrestlerId: before.wrestlers[0]!.id });
    await segments.randomise({ segmentId: first, productionId: production.id });
    await segments.moveSegment({ productionId: production.id, segmentId: second, toIndex: 0 });
    await services.bookVenue(production.id, venue.id);
    const roster = vi.spyOn(deps.repos.Wrestler, 'all');
    const gameRead = vi.spyOn(deps.repos.Game, 'get');
    const refreshed = (await services.refreshCard(before))!;

    expect(roster).not.toHaveBeenCalled();
    expect(gameRead).not.toHaveBeenCalled(); // the shortfalls' game brands come with the view
    expect(refreshed.gameBrandIds).toEqual(game.brandIds);
    expect(refreshed).toEqual(await services.view(production.id));
    expect(refreshed.venue).toEqual(venue);
    expect(refreshed.segments[0]!.appearances.map((a) => a.wrestler)).toEqual([before.wrestlers[0]]);
    for (const list of ['wrestlers', 'championships', 'factions', 'venues', 'brands'] as const) expect(refreshed[list]).toBe(before[list]);
  });

  it('reads the segments once, with the production, when the running order is the one on screen', async () => {
    const { deps, game } = await seedGame();
    const services = createProductionServices(deps);
    const onslaught = await showOfBrand(deps, BRAND.ONSLAUGHT);
    const production = await services.createProduction({ showId: onslaught.id, date: game.date });
    const before = (await services.view(production.id))!;
    await createSegmentServices(deps).randomise({ segmentId: production.segmentIds[0]!, productionId: production.id });
    const segmentReads = vi.spyOn(deps.repos.Segment, 'getMany');
    const refreshed = (await services.refreshCard(before))!;
    expect(segmentReads).toHaveBeenCalledTimes(1);
    segmentReads.mockRestore();
    expect(refreshed).toEqual(await services.view(production.id));
  });

  it('takes the card from the write log when it holds every row since the view was read: no read at all, the same view', async () => {
    const { deps: plain, game, db } = await seedGame();
    const deps = { ...plain, writes: db.writes };
    const services = createProductionServices(deps);
    const segments = createSegmentServices(deps);
    const onslaught = await showOfBrand(deps, BRAND.ONSLAUGHT);
    const production = await services.createProduction({ showId: onslaught.id, date: game.date });
    let view = (await services.view(production.id))!;
    const [first, second] = production.segmentIds;
    const reads = (['Production', 'Segment', 'Appearance', 'Wrestler', 'Game'] as const).flatMap((table) =>
      (['get', 'getMany', 'all', 'findBy'] as const).map((method) => vi.spyOn(deps.repos[table], method)),
    );
    const edits: (() => Promise<unknown>)[] = [
      () => segments.setType(first, 'SINGLES'),
      () => segments.toggleAppearance({ segmentId: second, wrestlerId: view.wrestlers[0]!.id }),
      () => segments.randomise({ segmentId: first, productionId: production.id }),
      () => segments.moveSegment({ productionId: production.id, segmentId: second, toIndex: 0 }),
      () => services.bookVenue(production.id, view.venues[1]!.id),
      () => segments.randomise({ segmentId: second, productionId: production.id }),
    ];
    for (const edit of edits) {
      await edit();
      for (const spy of reads) spy.mockClear();
      const refreshed = (await services.refreshCard(view))!;
      expect(reads.filter((spy) => spy.mock.calls.length > 0).map((spy) => spy.getMockName())).toEqual([]);
      const { writeMark: _mark, ...fresh } = (await services.view(production.id))!;
      expect({ ...refreshed, writeMark: undefined }).toEqual({ ...fresh, writeMark: undefined });
      view = refreshed;
    }
    expect(view.segments[0]!.segment.id).toBe(second);
  });

  it('reads storage when the write log does not know what was written since the view was read', async () => {
    const { deps: plain, game, db } = await seedGame();
    const deps = { ...plain, writes: db.writes };
    const services = createProductionServices(deps);
    const production = await services.createProduction({ showId: (await showOfBrand(deps, BRAND.ONSLAUGHT)).id, date: game.date });
    const before = (await services.view(production.id))!;
    // A write the log cannot follow (a range deleted), then an edit of the card.
    await deps.unitOfWork.run((tx) => tx.Bet.clear());
    await createSegmentServices(deps).randomise({ segmentId: production.segmentIds[0]!, productionId: production.id });
    const segmentReads = vi.spyOn(deps.repos.Segment, 'getMany');
    const refreshed = (await services.refreshCard(before))!;
    expect(segmentReads).toHaveBeenCalled();
    expect({ ...refreshed, writeMark: undefined }).toEqual({ ...(await services.view(production.id))!, writeMark: undefined });
  });

  it('is null once the production is gone', async () => {
    const deps = inMemoryDeps();
    const production = await deps.repos.Production.create({ date: '2026-03-11' });
    const before = (await createProductionServices(deps).view(production.id))!;
    await deps.repos.Production.delete(production.id);
    expect(await createProductionServices(deps).refreshCard(before)).toBeNull();
  });
});
