import { createRosterServices } from '../../../src/application/roster';
import { inMemoryDeps, putGame } from '../support';

async function setUp() {
  const deps = inMemoryDeps();
  await putGame(deps); // game date 2026-03-11
  return { deps, roster: createRosterServices(deps) };
}

describe('when checking contracts', () => {
  it('makes signed wrestlers whose contract has run out by the game date free agents and lists them', async () => {
    const { deps, roster } = await setUp();
    const [lapsed, today, tomorrow, free, open] = await deps.repos.Wrestler.bulkCreate([
      { name: 'Lapsed', contractExpires: '2026-03-10', brandIds: [1] },
      { name: 'Today', contractExpires: '2026-03-11', brandIds: [2] },
      { name: 'Tomorrow', contractExpires: '2026-03-12', brandIds: [1] },
      { name: 'Already free', contractExpires: '2025-01-01', status: 'UNSIGNED' },
      { name: 'No expiry', contractExpires: '' },
    ]);

    const expired = await roster.checkContracts();

    expect(expired.map((w) => w.name)).toEqual(['Lapsed', 'Today']);
    const stored = await deps.repos.Wrestler.getMany([lapsed.id, today.id, tomorrow.id, free.id, open.id]);
    expect(stored.map((w) => [w.status, w.brandIds])).toEqual([
      ['UNSIGNED', []],
      ['UNSIGNED', []],
      ['SIGNED', [1]],
      ['UNSIGNED', []],
      ['SIGNED', []],
    ]);
    expect(await roster.checkContracts()).toEqual([]);
  });
});

describe('when boosting or penalising a wrestler (reading B)', () => {
  it('boost adds 1 to morale, popularity, charisma, stamina and points and takes 1 damage off', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'W', morale: 30, popularity: 10, charisma: 10, stamina: 30, points: 20, damage: 5, wins: 3 });
    expect(await roster.boost(w.id)).toMatchObject({ morale: 31, popularity: 11, charisma: 11, stamina: 31, points: 21, damage: 4, wins: 3 });
  });

  it('penalty takes 1 off points, morale, popularity and stamina and adds 1 damage', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'W', morale: 30, popularity: 10, charisma: 10, stamina: 30, points: 20, damage: 5 });
    expect(await roster.penalty(w.id)).toMatchObject({ morale: 29, popularity: 9, charisma: 10, stamina: 29, points: 19, damage: 6 });
  });

  it('rejects an unknown wrestler with the catalogue message', async () => {
    const { roster } = await setUp();
    await expect(roster.boost(9)).rejects.toThrow('Record with id 9 not found in table Wrestler');
  });
});

describe('goals', () => {
  it('sets one championship as the goal and clears it', async () => {
    const { deps, roster } = await setUp();
    const [w] = await deps.repos.Wrestler.bulkCreate([{ name: 'W1', goalIds: [7, 8] }]);
    const title = await deps.repos.Championship.create({ name: 'World' });
    expect((await roster.setGoal(w.id, title.id)).goalIds).toEqual([title.id]);
    expect((await roster.clearGoals(w.id)).goalIds).toEqual([]);
  });

  it('refuses a championship that does not exist', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'W' });
    await expect(roster.setGoal(w.id, 404)).rejects.toThrow('Record with id 404 not found in table Championship');
    expect((await deps.repos.Wrestler.get(w.id))!.goalIds).toEqual([]);
  });
});

describe('healing', () => {
  it('reduces one wrestler\'s damage by 0.5 or a given amount, never below 0', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'W', damage: 3 });
    expect((await roster.reduceDamage(w.id)).damage).toBe(2.5);
    expect((await roster.reduceDamage(w.id, 2)).damage).toBe(0.5);
    expect((await roster.reduceDamage(w.id, 2)).damage).toBe(0);
  });

  it('heals every wrestler by 0.5 over time, never below 0', async () => {
    const { deps, roster } = await setUp();
    const ws = await deps.repos.Wrestler.bulkCreate([{ name: 'W1', damage: 1 }, { name: 'W2', damage: 0.25 }, { name: 'W3', damage: 0 }]);
    await roster.healAll();
    expect((await deps.repos.Wrestler.getMany(ws.map((w) => w.id))).map((w) => w.damage)).toEqual([0.5, 0, 0]);
  });
});
