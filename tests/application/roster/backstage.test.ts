import { createRosterServices } from '../../../src/application/roster';
import { backstageWarnings, urgencyOf } from '../../../src/application/roster/backstage-warnings';
import { inMemoryDeps, putGame, TODAY } from '../support';

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
    // Issue 33: an injured wrestler is never "None".
    [{ injuredUntil: '2026-04-01', today: '2026-03-11' }, ['injured']],
    [{ injuredUntil: '2026-03-01', today: '2026-03-11' }, []],
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
    const w = await deps.repos.Wrestler.create({ name: 'W', points: 20 });
    await expect(roster.modify('boost', [w.id, 99])).rejects.toThrow('Record with id 99 not found in table Wrestler');
    expect((await deps.repos.Wrestler.get(w.id))!.points).toBe(20);
  });
});

describe('treatment: healing that costs money and time (issue 33)', () => {
  /** Two promotions: the player's (brand 1, $100,000) and a rival's (brand 2). */
  async function world(game: Parameters<typeof putGame>[1] = {}) {
    const deps = inMemoryDeps();
    const [mine, theirs] = await deps.repos.Brand.bulkCreate([
      { name: 'Mine', balance: 100_000, companyId: 1 },
      { name: 'Theirs', balance: 100_000, companyId: 2 },
    ]);
    await putGame(deps, { brandIds: [mine.id], playerCompanyId: 1, ...game });
    const roster = createRosterServices(deps);
    const [hurt, light, rival] = await deps.repos.Wrestler.bulkCreate([
      { name: 'Hurt', damage: 30, brandIds: [mine.id] },
      { name: 'Light', damage: 2, brandIds: [mine.id] },
      { name: 'Rival', damage: 50, brandIds: [theirs.id] },
    ]);
    return { deps, roster, mine, theirs, hurt, light, rival };
  }

  it('prices a treatment without writing anything', async () => {
    const { deps, roster, hurt, mine } = await world();
    const quote = await roster.quoteTreatment([hurt.id], 10);
    expect(quote).toMatchObject({ total: 10_000, refusal: null, charges: [{ brandId: mine.id, name: 'Mine', amount: 10_000, balance: 100_000, affordable: true }] });
    expect(quote.lines).toMatchObject([{ id: hurt.id, before: 30, after: 20, cost: 10_000, brandName: 'Mine' }]);
    expect((await deps.repos.Wrestler.get(hurt.id))!.damage).toBe(30);
    expect((await deps.repos.Brand.get(mine.id))!.balance).toBe(100_000);
  });

  it('takes the damage off, charges the brand with the reason in its ledger (classic: no time out)', async () => {
    const { deps, roster, hurt, mine } = await world();
    const report = await roster.healOne(hurt.id, 10);
    expect(report.lines).toMatchObject([{ id: hurt.id, name: 'Hurt', before: 30, after: 20, cost: 10_000, daysOut: 0, outUntil: '' }]);
    expect(await deps.repos.Wrestler.get(hurt.id)).toMatchObject({ damage: 20, injuredUntil: '' });
    const brand = (await deps.repos.Brand.get(mine.id))!;
    expect(brand.balance).toBe(90_000);
    expect(brand.ledger).toEqual([{ date: TODAY, amount: -10_000, label: 'Treatment', reason: 'Treatment for Hurt: 10 damage at $1,000 a point' }]);
  });

  it('under living rules the treated wrestler rests, out of action for the days it takes', async () => {
    const { deps, roster, hurt } = await world({ rules: 'living' });
    const report = await roster.healOne(hurt.id, Number.POSITIVE_INFINITY);
    expect(report.lines[0]).toMatchObject({ after: 0, cost: 30_000, daysOut: 10, outUntil: '2026-03-21' });
    expect(await deps.repos.Wrestler.get(hurt.id)).toMatchObject({ damage: 0, injuredUntil: '2026-03-21', injury: 'Treatment' });
  });

  it('treats only the player\'s own wrestlers: a rival is refused, and Heal everyone leaves rival rosters alone', async () => {
    const { deps, roster, rival, hurt, light, theirs } = await world({ rules: 'living' });
    await expect(roster.healOne(rival.id, 10)).rejects.toThrow('Rival is not on your roster: you treat only your own wrestlers.');
    const report = await roster.healEveryone(Number.POSITIVE_INFINITY);
    expect(report.lines.map((l) => l.name)).toEqual(['Hurt', 'Light']);
    expect(report.total).toBe(32_000);
    expect((await deps.repos.Wrestler.getMany([hurt.id, light.id, rival.id])).map((w) => w.damage)).toEqual([0, 0, 50]);
    expect((await deps.repos.Brand.get(theirs.id))!.balance).toBe(100_000);
  });

  it('refuses it all, saying what is missing, when the brand cannot pay', async () => {
    const { deps, roster, mine, hurt } = await world();
    await deps.repos.Brand.update(mine.id, { balance: 5_000 });
    expect((await roster.quoteTreatment(null, 25)).refusal).toBe('Mine cannot pay $27,000 for treatment: its balance is $5,000. Heal less, or move money to it first.');
    await expect(roster.healEveryone(25)).rejects.toThrow('Mine cannot pay $27,000');
    expect((await deps.repos.Wrestler.get(hurt.id))!.damage).toBe(30);
    expect((await deps.repos.Brand.get(mine.id))!.balance).toBe(5_000);
  });

  it('under classic rules with every brand the player\'s, anyone with a brand is treated; unknown ids are refused', async () => {
    const { deps, roster, rival, theirs } = await world({ brandIds: [], playerCompanyId: null });
    expect((await roster.healOne(rival.id)).lines).toMatchObject([{ before: 50, after: 49.5, cost: 500, brandName: 'Theirs' }]);
    expect((await deps.repos.Brand.get(theirs.id))!.balance).toBe(99_500);
    await expect(roster.healOne(404)).rejects.toThrow('Record with id 404 not found in table Wrestler');
  });
});
