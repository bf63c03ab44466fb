import { createChampionshipServices } from '../../../src/application/championships';
import { dexieDeps, putGame, TODAY, type TestDeps } from '../support';

// TODAY (2026-03-11) is the game date.

async function setUp(deps: TestDeps) {
  await putGame(deps);
  const { repos } = deps;
  const [bo, cy, di] = await repos.Wrestler.bulkCreate([
    { name: 'Bo', retired: true, active: false }, { name: 'Cy', status: 'UNSIGNED' }, { name: 'Di', contractExpires: '2027-01-01' },
  ]);
  const [tag, world] = await repos.Championship.bulkCreate([
    { name: 'Tag Titles', wrestlerIds: [bo.id, cy.id], holders: 2 },
    { name: 'World Title', wrestlerIds: [di.id] },
  ]);
  const [past, open, worldOpen] = await repos.Reign.bulkCreate([
    { championshipId: tag.id, wrestlerIds: [di.id, cy.id], startDate: '2025-01-01', endDate: '2025-06-01', defenses: 1 },
    { championshipId: tag.id, wrestlerIds: [bo.id, cy.id], startDate: '2025-06-01', endDate: null, defenses: 3 },
    { championshipId: world.id, wrestlerIds: [di.id], startDate: '2026-01-01', endDate: null, defenses: 0 },
  ]);
  return { bo, cy, di, tag, world, past, open, worldOpen, services: createChampionshipServices(deps) };
}

describe('when a title is vacated', () => {
  it('ends its open reign on the game date and clears its holders, other titles untouched', async () => {
    const deps = dexieDeps('vacate');
    const { tag, world, past, open, worldOpen, services } = await setUp(deps);

    const vacated = await services.vacate(tag.id);

    expect(vacated).toEqual({ ...tag, wrestlerIds: [] });
    expect(await deps.repos.Championship.get(tag.id)).toEqual({ ...tag, wrestlerIds: [] });
    expect(await deps.repos.Reign.findBy('championshipId', tag.id)).toEqual([past, { ...open, endDate: TODAY }]);
    expect(await deps.repos.Championship.get(world.id)).toEqual(world);
    expect(await deps.repos.Reign.get(worldOpen.id)).toEqual(worldOpen);
  });

  it('a vacant title with no open reign is left as it was; an unknown title is refused', async () => {
    const deps = dexieDeps('vacate-again');
    const { tag, services } = await setUp(deps);
    await services.vacate(tag.id);
    const reigns = await deps.repos.Reign.findBy('championshipId', tag.id);
    expect(await services.vacate(tag.id)).toEqual({ ...tag, wrestlerIds: [] });
    expect(await deps.repos.Reign.findBy('championshipId', tag.id)).toEqual(reigns);
    await expect(services.vacate(999)).rejects.toThrow('Record with id 999 not found in table Championship');
  });

  it("the title's page reads its holders and who of them can no longer defend it", async () => {
    const deps = dexieDeps('vacate-standing');
    const { bo, cy, di, tag, world, services } = await setUp(deps);
    expect((await services.reigns({ championshipId: tag.id })).standing).toEqual({
      id: tag.id,
      name: 'Tag Titles',
      holders: [{ id: bo.id, name: 'Bo' }, { id: cy.id, name: 'Cy' }],
      unable: [{ id: bo.id, name: 'Bo', why: 'has retired' }, { id: cy.id, name: 'Cy', why: 'has been released' }],
      vacated: null,
    });
    expect((await services.reigns({ championshipId: world.id })).standing).toEqual({ id: world.id, name: 'World Title', holders: [{ id: di.id, name: 'Di' }], unable: [], vacated: null });
    expect((await services.reigns()).standing).toBeNull();
  });
});
