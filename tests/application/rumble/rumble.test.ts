import { createRumbleServices } from '../../../src/application/rumble';
import { dexieMachineDeps, GAME_DATE, putGame, type MachineTestDeps } from '../machine-deps';

async function setUp(deps: MachineTestDeps) {
  await putGame(deps);
  const title = await deps.repos.Championship.create({ name: 'World', wrestlerIds: [] });
  const wrestlers = await deps.repos.Wrestler.bulkCreate(
    Array.from({ length: 10 }, (_, i) => ({ name: `W${i + 1}`, gender: 'MALE' as const })),
  );
  return { title, ids: wrestlers.map((w) => w.id), rumbles: createRumbleServices(deps) };
}

describe('when a whole rumble of 10 entrants with a championship is run', () => {
  it('produces one winner, nine eliminations, 540 seconds and moves the title to the winner', async () => {
    const deps = dexieMachineDeps('rumble-run');
    const { title, ids, rumbles } = await setUp(deps);
    const open = await deps.repos.Reign.create({ championshipId: title.id, wrestlerIds: [999], startDate: '2025-01-01', defenses: 4 });
    const created = await rumbles.create({ championshipId: title.id, entryIds: ids });
    const rumble = await rumbles.run(created.id);

    expect(rumble).toMatchObject({ complete: true, active: false, duration: 540, date: GAME_DATE });
    expect(rumble.eliminationIds).toHaveLength(9);
    expect(rumble.eliminatedByIds).toHaveLength(9);
    expect(ids.filter((id) => !rumble.eliminationIds.includes(id))).toEqual([rumble.winnerId]);
    expect(await deps.repos.Rumble.get(created.id)).toEqual(rumble);

    expect((await deps.repos.Championship.get(title.id))?.wrestlerIds).toEqual([rumble.winnerId]);
    const reigns = await deps.repos.Reign.findBy('championshipId', title.id);
    expect(reigns).toEqual([
      { ...open, endDate: GAME_DATE },
      expect.objectContaining({ wrestlerIds: [rumble.winnerId], startDate: GAME_DATE, endDate: null, defenses: 0 }),
    ]);
  });

  it('adds a defence when the champion wins, and finishing twice changes nothing', async () => {
    const deps = dexieMachineDeps('rumble-defence');
    const { title, ids, rumbles } = await setUp(deps);
    const champion = ids[3];
    // Only the champion is in the ring at the end: enter one and finish.
    const created = await rumbles.create({ championshipId: title.id, entryIds: [champion, ids[0]] });
    const open = await deps.repos.Reign.create({ championshipId: title.id, wrestlerIds: [champion], startDate: '2025-01-01', defenses: 1 });
    await rumbles.start(created.id);
    await rumbles.enter(created.id);
    const finished = await rumbles.finish(created.id);
    expect(finished.winnerId).toBe(champion);
    await rumbles.finish(created.id);
    await rumbles.run(created.id);
    expect(await deps.repos.Reign.findBy('championshipId', title.id)).toEqual([{ ...open, defenses: 2 }]);
  });

  it('starts a reign when the title had none', async () => {
    const deps = dexieMachineDeps('rumble-vacant');
    const { title, ids, rumbles } = await setUp(deps);
    const rumble = await rumbles.run((await rumbles.create({ championshipId: title.id, entryIds: ids.slice(0, 3) })).id);
    expect(await deps.repos.Reign.findBy('championshipId', title.id)).toEqual([
      expect.objectContaining({ wrestlerIds: [rumble.winnerId], defenses: 0, startDate: GAME_DATE }),
    ]);
  });
});

describe('rumble steps, one at a time', () => {
  it('persists start, enter and eliminate, and ignores steps that do not apply', async () => {
    const deps = dexieMachineDeps('rumble-steps');
    const { ids, rumbles } = await setUp(deps);
    const { id } = await rumbles.create({ entryIds: ids.slice(0, 3) });

    expect((await rumbles.enter(id)).enteredIds).toEqual([]); // not started yet
    expect((await rumbles.start(id)).active).toBe(true);
    await rumbles.enter(id);
    expect((await rumbles.eliminate(id)).eliminationIds).toEqual([]); // one entrant in
    expect(deps.logger.debug).toHaveBeenCalledWith('Failed to eliminate entry from rumble', { id });
    await rumbles.enter(id);
    const ticked = await rumbles.eliminate(id);
    expect(ticked).toMatchObject({ duration: 60, enteredIds: ids.slice(0, 2) });
    expect(ticked.eliminatedByIds).toEqual([ids.slice(0, 2).filter((w) => w !== ticked.eliminationIds[0])]);
    expect(await deps.repos.Rumble.get(id)).toEqual(ticked);
  });

  it('rolls the rumble back when writing the title change fails', async () => {
    const deps = dexieMachineDeps('rumble-atomic');
    const { title, ids, rumbles } = await setUp(deps);
    const { id } = await rumbles.create({ championshipId: title.id, entryIds: ids.slice(0, 2) });
    vi.spyOn(deps.repos.Reign, 'bulkCreate').mockRejectedValueOnce(new Error('disk full')); // the new reign's write
    await expect(rumbles.run(id)).rejects.toThrow('disk full');
    expect(await deps.repos.Rumble.get(id)).toMatchObject({ complete: false, active: false, enteredIds: [] });
    expect((await deps.repos.Championship.get(title.id))?.wrestlerIds).toEqual([]);
  });
});

describe('watching rumbles in the inspector', () => {
  it('reports every actor the use cases create to the inspect callback', async () => {
    const inspect = vi.fn();
    const deps = { ...dexieMachineDeps('rumble-inspect'), inspect };
    const { ids } = await setUp(deps);
    const rumbles = createRumbleServices(deps);
    await rumbles.start((await rumbles.create({ entryIds: ids.slice(0, 2) })).id);
    const events = inspect.mock.calls.map(([event]) => event);
    expect(events).toContainEqual(expect.objectContaining({ type: '@xstate.event', event: { type: 'rumble.start' } }));
  });
});

describe('creating a rumble', () => {
  it('draws eligible wrestlers of the gender and brands in a random order', async () => {
    const deps = dexieMachineDeps('rumble-create');
    await putGame(deps);
    const [red, blue] = await deps.repos.Brand.bulkCreate([{ name: 'Red' }, { name: 'Blue' }]);
    const roster = await deps.repos.Wrestler.bulkCreate([
      { name: 'W107', gender: 'FEMALE', brandIds: [red.id] },
      { name: 'W108', gender: 'FEMALE', brandIds: [red.id] },
      { name: 'W109', gender: 'FEMALE', brandIds: [red.id], retired: true, active: false },
      { name: 'W110', gender: 'FEMALE', brandIds: [blue.id] },
      { name: 'W111', gender: 'MALE', brandIds: [red.id] },
      { name: 'W112', gender: 'FEMALE', brandIds: [red.id, blue.id] },
    ]);
    const rumble = await createRumbleServices(deps).create({ gender: 'FEMALE', brandIds: [red.id] });
    expect([...rumble.entryIds].sort()).toEqual([roster[0].id, roster[1].id, roster[5].id].sort());
    expect(rumble).toMatchObject({ gender: 'FEMALE', brandIds: [red.id], date: GAME_DATE, active: false, complete: false, name: 'Rumble' });
  });

  it('takes gender, brands and name from the championship, and caps the field', async () => {
    const deps = dexieMachineDeps('rumble-title-field');
    await putGame(deps, { gender: 'MALE' });
    const title = await deps.repos.Championship.create({ name: 'Women', gender: 'FEMALE' });
    await deps.repos.Wrestler.bulkCreate(Array.from({ length: 5 }, (_, i) => ({ name: `W${i}`, gender: 'FEMALE' as const })));
    const rumble = await createRumbleServices(deps).create({ championshipId: title.id, size: 3 });
    expect(rumble).toMatchObject({ gender: 'FEMALE', name: 'Women Rumble', championshipId: title.id });
    expect(new Set(rumble.entryIds).size).toBe(3);
  });

  it('refuses a championship that does not exist', async () => {
    const deps = dexieMachineDeps('rumble-missing-title');
    await expect(createRumbleServices(deps).create({ championshipId: 42 })).rejects.toThrow('Record with id 42 not found in table Championship');
  });
});
