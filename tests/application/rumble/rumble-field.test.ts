import { createRumbleServices } from '../../../src/application/rumble';
import { dexieMachineDeps, putGame, type MachineTestDeps } from '../machine-deps';

async function roster(deps: MachineTestDeps) {
  await putGame(deps);
  const [red, blue] = await deps.repos.Brand.bulkCreate([{ name: 'Red' }, { name: 'Blue' }]);
  const wrestlers = await deps.repos.Wrestler.bulkCreate([
    { name: 'A', gender: 'FEMALE', brandIds: [red.id] },
    { name: 'B', gender: 'FEMALE', brandIds: [red.id] },
    { name: 'C', gender: 'FEMALE', brandIds: [red.id], retired: true, active: false },
    { name: 'D', gender: 'FEMALE', brandIds: [blue.id] },
    { name: 'E', gender: 'MALE', brandIds: [red.id] },
    { name: 'F', gender: 'FEMALE', brandIds: [red.id, blue.id] },
    { name: 'G', gender: 'FEMALE', brandIds: [red.id] },
  ]);
  return { red, blue, ids: wrestlers.map((w) => w.id), rumbles: createRumbleServices(deps) };
}

describe('drawing random entrants for the create form', () => {
  it('draws only eligible wrestlers not already in the field, at most the count asked for, and stores nothing', async () => {
    const deps = dexieMachineDeps('rumble-draw');
    const { red, ids, rumbles } = await roster(deps);
    const [a, b, , , , f, g] = ids;
    const drawn = await rumbles.draw({ gender: 'FEMALE', brandIds: [red.id], count: 2, excludeIds: [a] });
    expect(drawn).toHaveLength(2);
    expect(new Set(drawn).size).toBe(2);
    for (const id of drawn) expect([b, f, g]).toContain(id);

    const everyone = await rumbles.draw({ gender: 'FEMALE', brandIds: [red.id], count: 30, excludeIds: [a] });
    expect([...everyone].sort()).toEqual([b, f, g].sort());
    expect(await deps.repos.Rumble.count()).toBe(0);
  });

  it('lets every active wrestler in for an intergender field with no brands, and draws none for a count of 0', async () => {
    const deps = dexieMachineDeps('rumble-draw-any');
    const { ids, rumbles } = await roster(deps);
    const all = await rumbles.draw({ gender: 'INTERGENDER', brandIds: [], count: 99 });
    expect([...all].sort()).toEqual(ids.filter((_, i) => i !== 2).sort());
    expect(await rumbles.draw({ gender: 'INTERGENDER', brandIds: [], count: 0 })).toEqual([]);
  });

  it('draws the same entrants again from the same seed (the random source, not Math.random)', async () => {
    const one = dexieMachineDeps('rumble-draw-seed-1', 5);
    const two = dexieMachineDeps('rumble-draw-seed-2', 5);
    const first = await (await roster(one)).rumbles.draw({ gender: 'FEMALE', brandIds: [], count: 3 });
    const second = await (await roster(two)).rumbles.draw({ gender: 'FEMALE', brandIds: [], count: 3 });
    expect(second).toEqual(first);
  });
});

describe('when a rumble is created with a field that cannot be run', () => {
  it.each([
    ['no entrants', [] as number[], 'A rumble needs at least 2 entrants; this one has 0.'],
    ['one entrant', [0], 'A rumble needs at least 2 entrants; this one has 1.'],
    ['a wrestler twice', [0, 1, 0], 'A wrestler can enter a rumble only once.'],
  ])('refuses %s and stores nothing', async (_, positions, message) => {
    const deps = dexieMachineDeps('rumble-bad-field');
    const { ids, rumbles } = await roster(deps);
    await expect(rumbles.create({ entryIds: positions.map((i) => ids[i]) })).rejects.toThrow(message);
    expect(await deps.repos.Rumble.count()).toBe(0);
  });

  it('refuses an entrant who does not exist', async () => {
    const deps = dexieMachineDeps('rumble-ghost');
    const { ids, rumbles } = await roster(deps);
    await expect(rumbles.create({ entryIds: [ids[0], 999] })).rejects.toThrow('Record with id 999 not found in table Wrestler');
  });

  it('refuses a random field of fewer than two eligible wrestlers', async () => {
    const deps = dexieMachineDeps('rumble-thin');
    const { blue, rumbles } = await roster(deps);
    await expect(rumbles.create({ gender: 'MALE', brandIds: [blue.id] })).rejects.toThrow('at least 2 entrants');
  });

  it('falls back to the default name when the name given is blank', async () => {
    const deps = dexieMachineDeps('rumble-blank-name');
    const { ids, rumbles } = await roster(deps);
    expect((await rumbles.create({ name: '  ', entryIds: ids.slice(0, 2) })).name).toBe('Rumble');
  });
});
