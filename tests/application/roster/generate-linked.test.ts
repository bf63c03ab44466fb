import { createRosterServices, GenerateMessages } from '../../../src/application/roster';
import { createCreateProduction } from '../../../src/application/production/create-production';
import { competitionKinds } from '../../../src/domain/catalog/competition-kinds';
import { entityFactories } from '../../../src/domain/entities/tables';
import { isRumbleEligible } from '../../../src/domain/rules/rumble-entrants';
import { inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// Generators for the records that refer to others: they draw only existing ids.

async function world(seed = 7) {
  const deps = inMemoryDeps(seed);
  await putGame(deps);
  const brands = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }, { name: 'SD' }]);
  const wrestlers = await deps.repos.Wrestler.bulkCreate([
    ...Array.from({ length: 8 }, (_, i) => ({ name: `M${i}`, gender: 'MALE' as const, cost: 100 + i })),
    ...Array.from({ length: 3 }, (_, i) => ({ name: `F${i}`, gender: 'FEMALE' as const })),
    { name: 'Free agent', gender: 'MALE' as const, status: 'UNSIGNED' as const },
    { name: 'Gone', gender: 'MALE' as const, active: false },
  ]);
  const titles = await deps.repos.Championship.bulkCreate([
    { name: 'Tag', gender: 'MALE', holders: 2 },
    { name: 'Women', gender: 'FEMALE', holders: 1 },
  ]);
  const shows = await deps.repos.Show.bulkCreate([{ name: 'Monday', brandIds: [brands[0].id] }, { name: 'Friday' }]);
  const production = await createCreateProduction(deps)({ showId: shows[0].id, date: '2026-03-09' });
  const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
  return {
    deps,
    roster: createRosterServices(deps),
    brandIds: ids(brands),
    activeIds: ids(wrestlers.filter((w) => w.active)),
    titleIds: ids(titles),
    showIds: ids(shows),
    segmentIds: production.segmentIds,
  };
}

// Large master seeds: xoroshiro128+ seeded with small integers starts with near-identical draws.
const SEEDS = [123456789, 987654321, 555555555, 2024110300, 1357924680, 864209753];
const LINKED = ['Appearance', 'Bet', 'Draft', 'Reign', 'Rumble', 'Tournament', 'Segment', 'Production'] as const;

describe('when generating records that refer to others', () => {
  it.each(LINKED)('a %s has the full shape of its factory and is stored as drawn', async (table) => {
    const { deps, roster } = await world();
    const record = await roster.generate(table);
    const factory = entityFactories[table] as (partial: object) => object;
    expect(record).toEqual({ ...factory(record), id: record.id });
    expect(Object.keys(record).sort()).toEqual(Object.keys({ ...factory({}), id: 0 }).sort());
    expect(await (deps.repos[table] as { get(id: number): Promise<unknown> }).get(record.id)).toEqual(record);
  });

  it.each(SEEDS)('books, bets and drafts only existing records (seed %i)', async (seed) => {
    const { roster, activeIds, brandIds, segmentIds } = await world(seed);
    const appearance = await roster.generate('Appearance');
    expect(activeIds).toContain(appearance.wrestlerId);
    expect(appearance).toMatchObject({ groupId: 1, manager: false, winner: false });

    const bet = await roster.generate('Bet');
    expect(segmentIds).toContain(bet.segmentId);
    expect(activeIds).toContain(bet.wrestlerId);
    expect(['WIN', 'LOSS', 'DRAW']).toContain(bet.type);
    expect(bet.amount).toBeGreaterThanOrEqual(100);
    expect(bet).toMatchObject({ date: '2026-03-09', complete: false });

    const draft = await roster.generate('Draft');
    expect(brandIds).toContain(draft.brandId);
    // The only free agent is drafted while there is one.
    expect(draft).toMatchObject({ wrestlerId: activeIds[11], startDate: TODAY, endDate: '2027-04-15', complete: false });
  });

  it.each(SEEDS)('makes past reigns, rumbles and tournaments of existing wrestlers (seed %i)', async (seed) => {
    const { deps, roster, activeIds, titleIds } = await world(seed);
    const reign = await roster.generate('Reign');
    expect(titleIds).toContain(reign.championshipId);
    const title = (await deps.repos.Championship.get(reign.championshipId))!;
    const holders = await deps.repos.Wrestler.getMany(reign.wrestlerIds);
    expect(holders).toHaveLength(title.holders);
    expect(new Set(reign.wrestlerIds).size).toBe(title.holders);
    for (const h of holders) expect(h.gender).toBe(title.gender);
    expect(reign.endDate! < TODAY && reign.startDate < reign.endDate!).toBe(true);

    const rumble = await roster.generate('Rumble');
    const entrants = await deps.repos.Wrestler.getMany(rumble.entryIds);
    expect(entrants.length).toBeGreaterThanOrEqual(2);
    for (const e of entrants) expect(isRumbleEligible(e, { gender: rumble.gender, brandIds: [] })).toBe(true);
    expect(rumble).toMatchObject({ date: TODAY, complete: false, winnerId: null });

    const tournament = await roster.generate('Tournament');
    expect(new Set(tournament.wrestlerIds).size).toBe(8);
    for (const id of tournament.wrestlerIds) expect(activeIds).toContain(id);
    expect(tournament).toMatchObject({ date: TODAY, rounds: [], winnerId: null });
  });

  it('draws a rumble of the gender asked for', async () => {
    const { deps, roster } = await world();
    const rumble = await roster.generate('Rumble', { gender: 'FEMALE' });
    expect(rumble.gender).toBe('FEMALE');
    expect((await deps.repos.Wrestler.getMany(rumble.entryIds)).map((w) => w.gender)).toEqual(['FEMALE', 'FEMALE', 'FEMALE']);
  });

  it.each(SEEDS)('makes an empty match of a competition kind and a production of a show without one today (seed %i)', async (seed) => {
    const { deps, roster, showIds } = await world(seed);
    const segment = await roster.generate('Segment');
    const kind = competitionKinds.find((k) => k.type === segment.type)!;
    expect(kind).toBeDefined();
    expect(segment).toMatchObject({ appearanceIds: [], category: 'Competition', duration: kind.defaultDuration, date: TODAY, complete: false });

    const production = await roster.generate('Production');
    expect(showIds).toContain(production.showId);
    expect(production).toMatchObject({ date: TODAY, complete: false });
    expect(await deps.repos.Segment.getMany(production.segmentIds)).toHaveLength(4);

    const second = await roster.generate('Production');
    expect(second.showId).not.toBe(production.showId);
    await expect(roster.generate('Production')).rejects.toThrow(GenerateMessages.everyShowProduced(TODAY));
  });

  it('generates a production through the injected create use case and applies the other overrides', async () => {
    const { deps, showIds } = await world();
    const inner = createCreateProduction(deps);
    const createProduction = vi.fn(inner);
    const roster = createRosterServices({ ...deps, createProduction });
    const production = await roster.generate('Production', { showId: showIds[1], venueId: 5 });
    expect(createProduction).toHaveBeenCalledWith({ showId: showIds[1], date: TODAY });
    expect(await deps.repos.Production.get(production.id)).toMatchObject({ showId: showIds[1], venueId: 5 });
  });

  it('draws differently from different seeds', async () => {
    const drawn = await Promise.all(SEEDS.map(async (seed) => (await world(seed)).roster.generate('Segment')));
    expect(new Set(drawn.map((s) => s.type)).size).toBeGreaterThan(1);
    const bets = await Promise.all(SEEDS.map(async (seed) => (await world(seed)).roster.generate('Bet')));
    expect(new Set(bets.map((b) => b.amount)).size).toBeGreaterThan(1);
  });

  it.each(LINKED)('draws the same %s from the same seed', async (table) => {
    const first = await (await world(42)).roster.generate(table);
    const again = await (await world(42)).roster.generate(table);
    expect(again).toEqual(first);
  });
});

async function emptyGame(): Promise<TestDeps> {
  const deps = inMemoryDeps();
  await putGame(deps);
  return deps;
}

describe('when there is nothing to refer to', () => {
  it.each([
    ['Appearance', GenerateMessages.noWrestlers],
    ['Bet', GenerateMessages.noSegments],
    ['Draft', GenerateMessages.noBrands],
    ['Reign', GenerateMessages.noChampionships],
    ['Rumble', GenerateMessages.tooFewEntrants('rumble', 2)],
    ['Tournament', GenerateMessages.tooFewEntrants('tournament', 8)],
    ['Production', GenerateMessages.noShows],
  ] as const)('refuses to generate a %s and stores nothing', async (table, message) => {
    const deps = await emptyGame();
    await expect(createRosterServices(deps).generate(table)).rejects.toThrow(message);
    expect(await deps.repos[table].count()).toBe(0);
  });

  it('refuses a bet without wrestlers, a draft without wrestlers and a reign nobody can hold', async () => {
    const deps = await emptyGame();
    const roster = createRosterServices(deps);
    await deps.repos.Segment.create({});
    await deps.repos.Brand.create({ name: 'W' });
    await deps.repos.Championship.create({ name: 'Women', gender: 'FEMALE', holders: 1 });
    await deps.repos.Wrestler.create({ name: 'Max', gender: 'MALE' });
    await deps.repos.Wrestler.create({ name: 'Mo', gender: 'MALE', active: false });
    await expect(roster.generate('Reign')).rejects.toThrow(GenerateMessages.noHolders);
    await deps.repos.Wrestler.clear();
    await expect(roster.generate('Bet')).rejects.toThrow(GenerateMessages.noWrestlers);
    await expect(roster.generate('Draft')).rejects.toThrow(GenerateMessages.noWrestlers);
  });

  it('still makes a plain match: a segment refers to nothing', async () => {
    const segment = await createRosterServices(await emptyGame()).generate('Segment');
    expect(segment).toMatchObject({ brandIds: [], appearanceIds: [] });
  });
});
