import { createRosterServices } from '../../../src/application/roster';
import { backstageWarnings, urgencyOf } from '../../../src/application/roster/backstage-warnings';
import { inMemoryDeps, putGame } from '../support';

async function setUp(game: Parameters<typeof putGame>[1] = {}) {
  const deps = inMemoryDeps();
  await putGame(deps, game); // game date 2026-03-11
  return { deps, roster: createRosterServices(deps) };
}

type Condition = Parameters<typeof backstageWarnings>[0];
const calm: Condition = { damage: 0, morale: 50, stamina: 50, status: 'SIGNED', daysLeft: 200, remainingAppearances: 30 };
const kinds = (changes: Partial<Condition>) => backstageWarnings({ ...calm, ...changes }).map((w) => w.kind);

describe('backstage warnings', () => {
  it.each([
    [{}, []],
    [{ damage: 39.5 }, []],
    [{ damage: 40 }, ['highDamage']],
    [{ damage: 70 }, ['severeDamage']],
    [{ morale: 20 }, ['lowMorale']],
    [{ stamina: 12 }, ['lowStamina']],
    [{ daysLeft: 30 }, ['contractExpiring']],
    [{ daysLeft: 0 }, ['contractExpired']],
    [{ daysLeft: null }, []],
    [{ remainingAppearances: 4 }, ['fewAppearances']],
    [{ remainingAppearances: 0 }, ['noAppearances']],
    [{ status: 'UNSIGNED' as const, daysLeft: -5, remainingAppearances: 0 }, []],
    [{ morale: 3, damage: 80, daysLeft: -1 }, ['severeDamage', 'contractExpired', 'lowMorale']],
  ])('flags %j as %j', (changes, expected) => {
    expect(kinds(changes)).toEqual(expected);
  });

  it('weighs one critical above several warnings', () => {
    const critical = backstageWarnings({ ...calm, damage: 90 });
    const warnings = backstageWarnings({ ...calm, damage: 45, morale: 10, stamina: 10, daysLeft: 3 });
    expect(urgencyOf(critical)).toBeGreaterThan(urgencyOf(warnings));
  });
});

describe('the backstage view', () => {
  it('lists active in-ring wrestlers of the game brands, most urgent first, with contract days and goal', async () => {
    const { deps, roster } = await setUp({ brandIds: [1] });
    const [north, south] = await deps.repos.Brand.bulkCreate([{ name: 'North' }, { name: 'South' }]);
    const title = await deps.repos.Championship.create({ name: 'World Title' });
    await deps.repos.Championship.create({ name: 'Old Title', active: false });
    await deps.repos.Wrestler.bulkCreate([
      { name: 'Fine', brandIds: [north.id], contractExpires: '2027-01-01', morale: 60, stamina: 60 },
      { name: 'Hurt', brandIds: [north.id], damage: 130, contractExpires: '2026-03-31', goalIds: [title.id], morale: 60, stamina: 60 },
      { name: 'Sad', brandIds: [north.id], morale: 15, contractExpires: '2027-01-01', stamina: 60 },
      { name: 'Elsewhere', brandIds: [south.id], damage: 99 },
      { name: 'Referee', brandIds: [north.id], role: 'REFEREE', damage: 99 },
      { name: 'Retired', brandIds: [north.id], active: false, retired: true },
    ]);

    const view = await roster.backstage();

    expect(view.date).toBe('2026-03-11');
    expect(view.brands).toEqual([{ id: north.id, name: 'North' }]);
    expect(view.championships).toEqual([{ id: title.id, name: 'World Title', gender: 'MALE' }]);
    expect(view.rows.map((r) => r.name)).toEqual(['Hurt', 'Sad', 'Fine']);
    const [hurt, sad, fine] = view.rows;
    expect(hurt).toMatchObject({ damage: 100, daysLeft: 20, goal: { id: title.id, name: 'World Title' }, brandNames: ['North'] });
    expect(hurt.warnings.map((w) => w.label)).toEqual(['Severe damage', 'Contract ending soon']);
    expect(sad.warnings.map((w) => w.label)).toEqual(['Low morale']);
    expect(fine).toMatchObject({ warnings: [], urgency: 0, goal: null, daysLeft: 296 });
  });
});

describe('modifying several wrestlers at once', () => {
  it('boosts each by reading B and reports every stat before and after, capped as read', async () => {
    const { deps, roster } = await setUp();
    const [a, b] = await deps.repos.Wrestler.bulkCreate([
      { name: 'A', points: 100, morale: 30, popularity: 10, charisma: 10, stamina: 30, damage: 0 },
      { name: 'B', points: 50, morale: 50, popularity: 50, charisma: 50, stamina: 50, damage: 5 },
    ]);

    const changes = await roster.modify('boost', [a.id, b.id, a.id]);

    expect(changes).toEqual([
      { id: a.id, name: 'A', before: { points: 100, morale: 30, popularity: 10, charisma: 10, stamina: 30, damage: 0 },
        after: { points: 100, morale: 31, popularity: 11, charisma: 11, stamina: 31, damage: 0 } },
      { id: b.id, name: 'B', before: { points: 50, morale: 50, popularity: 50, charisma: 50, stamina: 50, damage: 5 },
        after: { points: 51, morale: 51, popularity: 51, charisma: 51, stamina: 51, damage: 4 } },
    ]);
    // Stored raw (DESIGN §3): above the cap and below the floor, read as 100 and 0.
    expect(await deps.repos.Wrestler.get(a.id)).toMatchObject({ points: 101, damage: -1, morale: 31 });
  });

  it('penalises with reading B loss effects, charisma untouched', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'C', points: 20, morale: 30, popularity: 10, charisma: 10, stamina: 30, damage: 5 });
    const [change] = await roster.modify('penalty', [w.id]);
    expect(change.after).toEqual({ points: 19, morale: 29, popularity: 9, charisma: 10, stamina: 29, damage: 6 });
    expect(await deps.repos.Wrestler.get(w.id)).toMatchObject({ points: 19, damage: 6, charisma: 10 });
  });

  it('changes nobody when one id is unknown', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ points: 20 });
    await expect(roster.modify('boost', [w.id, 99])).rejects.toThrow('Record with id 99 not found in table Wrestler');
    expect((await deps.repos.Wrestler.get(w.id))!.points).toBe(20);
  });
});

describe('healing with a report', () => {
  it('heals one wrestler by 0.5 or a given amount, never below 0', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'Hurt', damage: 3 });
    expect(await roster.healOne(w.id)).toEqual({ id: w.id, name: 'Hurt', before: 3, after: 2.5 });
    expect(await roster.healOne(w.id, 5)).toEqual({ id: w.id, name: 'Hurt', before: 2.5, after: 0 });
    expect((await deps.repos.Wrestler.get(w.id))!.damage).toBe(0);
    await expect(roster.healOne(404)).rejects.toThrow('Record with id 404 not found in table Wrestler');
  });

  it('heals everyone and reports only those whose damage went down', async () => {
    const { deps, roster } = await setUp();
    const [b, a, none] = await deps.repos.Wrestler.bulkCreate([
      { name: 'Bea', damage: 10 },
      { name: 'Al', damage: 0.25 },
      { name: 'Unhurt', damage: 0 },
    ]);
    expect(await roster.healEveryone()).toEqual([
      { id: a.id, name: 'Al', before: 0.25, after: 0 },
      { id: b.id, name: 'Bea', before: 10, after: 9.5 },
    ]);
    expect((await deps.repos.Wrestler.getMany([b.id, a.id, none.id])).map((w) => w.damage)).toEqual([9.5, 0, 0]);
  });
});
