import { createNewGameService } from '../../../src/application/new-game';
import { createDexieTestStorage, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { TypedSeedSource } from '../../../src/infrastructure/seed/seed-source';
import { OPTIONS, playedGame } from './support';

// Issue 14 item 5: the game keeps a copy of itself before anything replaces it, and gives it back.

describe('safety copies', () => {
  it('are taken before a new game and before an import, newest first, the last three kept', async () => {
    const game = await playedGame();
    const backup = (await game.services.saves.backup()).blob;
    await game.services.newGame.startNewGame(OPTIONS);
    await game.services.saves.restore(backup);
    await game.services.newGame.startNewGame(OPTIONS);

    const copies = await game.services.saves.safetyCopies();
    expect(copies.map((copy) => copy.reason)).toEqual(['before new game', 'before import', 'before new game']);
    expect(copies.map((copy) => copy.id)).toEqual([...copies.map((copy) => copy.id)].sort((a, b) => b - a));
    for (const copy of copies) {
      expect(copy.size).toBe((await game.copies.fileOf(copy.id))!.size);
      expect(copy.date).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    // Issue 32: the player's backup is pretty JSON; a copy kept in the browser is the compact text.
    expect(await backup.text()).toMatch(/^\{\n  "formatName"/);
    expect(await (await game.copies.fileOf(copies[0].id))!.text()).toMatch(/^\{"formatName":"dexie","formatVersion":1,[^\n]*\}$/);
  });

  it('give back the game an import replaced, every row as it was (Game record included)', async () => {
    const game = await playedGame();
    const before = await game.dump();
    const other = await playedGame();
    await other.repos.Brand.update(1, { name: 'The other game' });
    // Another browser's game: its backup names that browser's database, as a player's file would name `kayfabe`.
    const file = (await (await other.services.saves.backup()).blob.text()).replace(other.db.name, game.db.name);
    await game.services.saves.restore(new Blob([file]));
    expect((await game.repos.Brand.get(1))?.name).toBe('The other game');

    const [copy] = await game.services.saves.safetyCopies();
    expect(copy.reason).toBe('before import');
    await game.services.saves.restoreSafetyCopy(copy.id);

    expect(await game.dump()).toEqual(before);
    // Restoring is itself a replace: the game it replaced is kept too.
    expect((await game.services.saves.safetyCopies())[0].reason).toBe('before restore');
  });

  it('give back the game a new game replaced, its Game record too', async () => {
    const game = await playedGame();
    const before = await game.dump();
    await game.services.newGame.startNewGame({ ...OPTIONS, amountOfDays: 14 });
    const [copy] = await game.services.saves.safetyCopies();

    await game.services.saves.restoreSafetyCopy(copy.id);

    expect(await game.dump()).toEqual(before);
  });

  it('can be restored even when it is the oldest of three (the new copy pushes it out)', async () => {
    const game = await playedGame();
    const played = await game.dump();
    for (let i = 0; i < 3; i += 1) await game.services.newGame.startNewGame(OPTIONS);
    const copies = await game.services.saves.safetyCopies();
    expect(copies).toHaveLength(3);
    const oldest = copies.at(-1)!;

    await game.services.saves.restoreSafetyCopy(oldest.id);

    expect(await game.dump()).toEqual(played);
    expect((await game.services.saves.safetyCopies()).map((copy) => copy.id)).not.toContain(oldest.id);
  });

  it('can be removed one by one', async () => {
    const game = await playedGame();
    const [copy] = await game.services.saves.safetyCopies();
    await game.services.saves.removeSafetyCopy(copy.id);
    expect(await game.services.saves.safetyCopies()).toEqual([]);
    await expect(game.services.saves.restoreSafetyCopy(copy.id)).rejects.toThrow('This safety copy is no longer kept.');
  });
});

describe('persistent storage', () => {
  it('is asked for once a new game has started', async () => {
    const storage = createDexieTestStorage(uniqueDatabaseName('persist'));
    const deviceStorage = { persist: vi.fn(async () => true), estimate: vi.fn() };
    const service = createNewGameService({ unitOfWork: storage.unitOfWork, seed: new TypedSeedSource(), deviceStorage });

    await service.startNewGame(OPTIONS);

    expect(deviceStorage.persist).toHaveBeenCalledOnce();
  });

  it('is reported as unknown where the browser has no storage manager', async () => {
    const game = await playedGame();
    expect(await game.services.saves.storage()).toEqual({ persisted: null, usage: null, quota: null });
  });
});
