import { createBrand } from '../../../src/domain/entities/brand';
import { createWrestler } from '../../../src/domain/entities/wrestler';
import { ledgerOf } from '../../../src/domain/rules/ledger';
import { RepairableValuesError } from '../../../src/domain/fields';
import { replaceTestGame } from './support';

// Issue 34 item 7: a game an older version stored with a wage of 1e308 (its backup refused on
// import, a week failing on it) is named, repaired in one unit of work, and its backup imports.
describe('checking and repairing a damaged game', () => {
  it('names the damaged field, repairs it, and the backup imports afterwards', async () => {
    const game = replaceTestGame();
    await game.services.game.load();
    await game.repos.Brand.create({ name: 'North', balance: 1_000 });
    // Written past every check, straight through Dexie, as an older version could.
    await game.db.table('Wrestler').add({ ...createWrestler({ name: 'Nate Bramwell', cost: 1e308 }), id: 6 });
    const broken = await (await game.services.saves.backup()).blob.text();
    await expect(game.services.saves.restore(new Blob([broken]))).rejects.toThrow(/Wrestler 6: cost must be a number/);

    const found = await game.services.saves.damaged();
    expect(found).toEqual([expect.objectContaining({ table: 'Wrestler', rowId: 6, field: 'cost', value: 1e308, repaired: 1e15 })]);
    expect((await game.repos.Wrestler.get(6))?.cost).toBe(1e308); // checking changes nothing

    expect(await game.services.saves.repair()).toHaveLength(1);
    expect((await game.repos.Wrestler.get(6))?.cost).toBe(1e15);
    expect(await game.services.saves.damaged()).toEqual([]);
    const fixed = await (await game.services.saves.backup()).blob.text();
    await expect(game.services.saves.restore(new Blob([fixed]))).resolves.toBe('restored');
    expect((await game.repos.Wrestler.get(6))?.name).toBe('Nate Bramwell');
  });

  it('explains a repaired balance with a line in the brand ledger', async () => {
    const game = replaceTestGame();
    await game.services.game.load();
    await game.repos.Game.update(1, { date: '2026-12-13' });
    await game.db.table('Brand').bulkAdd([
      { ...createBrand({ name: 'North', balance: 2e15 }), id: 1 },
      { ...createBrand({ name: 'South', balance: Number.NEGATIVE_INFINITY }), id: 2 },
      { ...createBrand({ name: 'East', balance: 5_000 }), id: 3 },
    ]);
    const done = await game.services.saves.repair();
    expect(done.map((r) => [r.rowId, r.field, r.repaired])).toEqual([[1, 'balance', 1e15], [2, 'balance', -1e15]]);

    const [north, south, east] = await game.repos.Brand.getMany([1, 2, 3]);
    expect(ledgerOf(north)).toEqual([
      { date: '2026-12-13', amount: -1e15, label: 'Balance repaired', reason: expect.stringMatching(/^The balance was 2000000000000000, outside what a save can hold; Check and repair set it to \$1,000,000,000,000,000(\.00)?\.$/) },
    ]);
    // Not a number before: the line says what it was, for $0 (no amount can say the change).
    expect(ledgerOf(south)).toEqual([expect.objectContaining({ amount: 0, label: 'Balance repaired', reason: expect.stringContaining('(-Infinity)') })]);
    expect(ledgerOf(east)).toEqual([]);
  });

  it('offers the repair from the failure itself: a week refused by a damaged wage tells the shell what is out of its rules', async () => {
    const game = replaceTestGame();
    await game.services.game.load();
    await game.repos.Game.update(1, { rules: 'living', amountOfDays: 7 });
    await game.db.table('Brand').add({ ...createBrand({ name: 'North', balance: 1_000 }), id: 1 });
    await game.db.table('Wrestler').add({ ...createWrestler({ name: 'Nate Bramwell', cost: 1e308, brandIds: [1], contractType: 'FULL', contractExpires: '2030-01-01' }), id: 6 });
    const told: unknown[][] = [];
    const stop = game.services.saves.onDamage((found) => told.push(found));

    await expect(game.services.calendar.forward()).rejects.toThrow(/must be a number from/);
    await vi.waitFor(() => expect(told).toEqual([[expect.objectContaining({ table: 'Wrestler', rowId: 6, field: 'cost', repaired: 1e15 })]]));
    stop();
    // Checked at start too: the wage is in a table a week reads.
    expect(await game.services.saves.damagedAtStart()).toEqual([expect.objectContaining({ table: 'Wrestler', rowId: 6 })]);

    await game.services.saves.repair();
    await expect(game.services.calendar.forward()).resolves.toMatchObject({ date: expect.any(String) });
  });

  it('tells nothing when a refused write finds the stored game sound (a value typed, not stored)', async () => {
    const game = replaceTestGame();
    await game.services.game.load();
    const told: unknown[] = [];
    game.services.saves.onDamage((found) => told.push(found));
    await expect(game.repos.Brand.create({ name: 'North', balance: 1e308 })).rejects.toThrow(/balance must be a number/);
    await expect(game.services.game.update({ amountOfDays: 1e9 })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told).toEqual([]);
  });

  it('imports a damaged backup only after the warning, repaired the same way, with the balance explained in the ledger', async () => {
    const game = replaceTestGame();
    await game.services.game.load();
    await game.repos.Game.update(1, { date: '2026-12-13' });
    await game.db.table('Brand').add({ ...createBrand({ name: 'North', balance: 3e15 }), id: 1 });
    await game.db.table('Wrestler').add({ ...createWrestler({ name: 'Nate Bramwell', cost: 1e308 }), id: 6 });
    const broken = new Blob([await (await game.services.saves.backup()).blob.text()]);
    await game.services.saves.repair();
    await game.repos.Wrestler.update(6, { name: 'Played on' });

    // Refused at first, naming every value and what it would become; the game is unchanged.
    const refusal = await game.services.saves.restore(broken).then(() => null, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(RepairableValuesError);
    expect((refusal as RepairableValuesError).message).toBe('Brand 1: balance must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000 (it is 3000000000000000). 1 more value is outside the rules too.');
    expect((refusal as RepairableValuesError).repairs.map((r) => [r.table, r.rowId, r.field, r.repaired])).toEqual([['Brand', 1, 'balance', 1e15], ['Wrestler', 6, 'cost', 1e15]]);
    expect((await game.repos.Wrestler.get(6))?.name).toBe('Played on');

    // The player agrees: imported, each value within its rule.
    await expect(game.services.saves.restore(broken, undefined, { repair: true })).resolves.toBe('restored');
    expect((await game.repos.Wrestler.get(6))).toMatchObject({ name: 'Nate Bramwell', cost: 1e15 });
    const north = (await game.repos.Brand.get(1))!;
    expect(north.balance).toBe(1e15);
    // The change (−$2e15) is more than a ledger line holds: the line says the most it can, and the reason the rest.
    expect(ledgerOf(north)).toEqual([
      { date: '2026-12-13', amount: -1e15, label: 'Balance repaired', reason: 'The balance was 3000000000000000, outside what a save can hold; the import set it to $1,000,000,000,000,000.' },
    ]);
    expect(await game.services.saves.damaged()).toEqual([]);
  });
});
