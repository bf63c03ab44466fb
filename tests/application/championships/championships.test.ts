import { createChampionshipServices } from '../../../src/application/championships';
import { inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// TODAY is 2026-03-11, the game date below.

/** Two brands, four wrestlers, three titles with histories. */
async function titlesWorld(deps: TestDeps) {
  const { repos } = deps;
  const [north, south] = await repos.Brand.bulkCreate([{ name: 'North' }, { name: 'South' }]);
  const [ada, bo, cy, di] = await repos.Wrestler.bulkCreate([
    { name: 'Ada', gender: 'FEMALE' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' },
  ]);
  const [tag, world, women] = await repos.Championship.bulkCreate([
    { name: 'Tag Titles', rank: 14, brandIds: [south.id], wrestlerIds: [bo.id, cy.id], holders: 2 },
    { name: 'World Title', rank: 10, brandIds: [north.id, south.id], wrestlerIds: [di.id] },
    { name: "Women's Title", rank: 12, brandIds: [north.id], gender: 'FEMALE', wrestlerIds: [], active: false },
  ]);
  await repos.Reign.bulkCreate([
    { championshipId: world.id, wrestlerIds: [bo.id], startDate: '2025-01-01', endDate: '2025-12-01', defenses: 4 },
    { championshipId: world.id, wrestlerIds: [di.id], startDate: '2025-12-01', endDate: null, defenses: 2 },
    { championshipId: tag.id, wrestlerIds: [bo.id, cy.id], startDate: '2026-03-01', endDate: null, defenses: 0 },
    { championshipId: women.id, wrestlerIds: [ada.id], startDate: '2025-06-01', endDate: '2025-07-01', defenses: 1 },
  ]);
  return { north, south, ada, bo, cy, di, tag, world, women };
}

describe('ranking the championships', () => {
  it('orders titles by rank, most prestigious first, with holders, days held and defenses of the open reign', async () => {
    const deps = inMemoryDeps();
    await putGame(deps, { brandIds: [] });
    const { north, south, di, bo, cy } = await titlesWorld(deps);

    const ranking = await createChampionshipServices(deps).ranking();

    expect(ranking.date).toBe(TODAY);
    expect(ranking.championships.map((c) => [c.name, c.rank])).toEqual([
      ['World Title', 10], ["Women's Title", 12], ['Tag Titles', 14],
    ]);
    const [world, women, tag] = ranking.championships;
    expect(world).toMatchObject({
      holders: [{ id: di.id, name: 'Di' }], since: '2025-12-01', daysHeld: 100, defenses: 2, reignCount: 2, active: true,
      brands: [{ id: north.id, name: 'North' }, { id: south.id, name: 'South' }],
    });
    expect(tag).toMatchObject({ holders: [{ id: bo.id, name: 'Bo' }, { id: cy.id, name: 'Cy' }], daysHeld: 10, defenses: 0 });
    // Vacant and retired: no holders, no open reign.
    expect(women).toMatchObject({ holders: [], since: null, daysHeld: null, defenses: null, reignCount: 1, active: false, gender: 'FEMALE' });
    expect(ranking.brands).toEqual([
      { id: north.id, name: 'North', inGame: true }, { id: south.id, name: 'South', inGame: true },
    ]);
  });

  it("marks only the game's chosen brands as in the game, and takes holders from the open reign of a title whose list is empty", async () => {
    const deps = inMemoryDeps();
    await putGame(deps, { brandIds: [2] });
    const { world, di } = await withEmptyWorldList(deps);
    const ranking = await createChampionshipServices(deps).ranking();
    expect(ranking.brands.map((b) => [b.name, b.inGame])).toEqual([['North', false], ['South', true]]);
    expect(ranking.championships.find((c) => c.id === world.id)?.holders).toEqual([{ id: di.id, name: 'Di' }]);
  });

  it('is empty without championships', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    expect((await createChampionshipServices(deps).ranking()).championships).toEqual([]);
  });
});

async function withEmptyWorldList(deps: TestDeps) {
  const w = await titlesWorld(deps);
  await deps.repos.Championship.update(w.world.id, { wrestlerIds: [] });
  return w;
}

describe('the reign history', () => {
  it('lists every reign newest first, a current one counted to the game date', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    await titlesWorld(deps);

    const history = await createChampionshipServices(deps).reigns();

    expect(history.championshipId).toBeNull();
    expect(history.reigns.map((r) => [r.championshipName, r.holders.map((h) => h.name).join(' & '), r.startDate, r.endDate, r.days, r.defenses])).toEqual([
      ['Tag Titles', 'Bo & Cy', '2026-03-01', null, 10, 0],
      ['World Title', 'Di', '2025-12-01', null, 100, 2],
      ["Women's Title", 'Ada', '2025-06-01', '2025-07-01', 30, 1],
      ['World Title', 'Bo', '2025-01-01', '2025-12-01', 334, 4],
    ]);
    expect(history.championships.map((c) => c.name)).toEqual(['Tag Titles', "Women's Title", 'World Title']);
  });

  it('adds up each holder: tag partners each get the whole reign', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    await titlesWorld(deps);
    const { mostDays, mostDefenses } = await createChampionshipServices(deps).reigns();
    expect(mostDays.map((t) => [t.name, t.reigns, t.days, t.defenses])).toEqual([
      ['Bo', 2, 344, 4], ['Di', 1, 100, 2], ['Ada', 1, 30, 1], ['Cy', 1, 10, 0],
    ]);
    // Nobody without a defense is listed among the defenders.
    expect(mostDefenses.map((t) => [t.name, t.defenses])).toEqual([['Bo', 4], ['Di', 2], ['Ada', 1]]);
  });

  it("filters to one title's reigns, and ignores an id that names no title", async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    const { world } = await titlesWorld(deps);
    const service = createChampionshipServices(deps);

    const one = await service.reigns({ championshipId: world.id });
    expect(one.championshipId).toBe(world.id);
    expect(one.reigns.map((r) => r.startDate)).toEqual(['2025-12-01', '2025-01-01']);
    expect(one.mostDays.map((t) => t.name)).toEqual(['Bo', 'Di']);

    const unknown = await service.reigns({ championshipId: 999 });
    expect(unknown.championshipId).toBeNull();
    expect(unknown.reigns).toHaveLength(4);
  });

  it('leaves days unknown for a reign without a readable start date', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    const title = await deps.repos.Championship.create({ name: 'Odd' });
    await deps.repos.Reign.create({ championshipId: title.id, startDate: '' });
    expect((await createChampionshipServices(deps).reigns()).reigns[0].days).toBeNull();
  });
});
