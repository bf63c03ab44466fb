import { createWrestler } from '../../../src/domain/entities/wrestler';
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
});
