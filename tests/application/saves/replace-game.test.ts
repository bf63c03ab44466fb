import { MAX_RECORD_ID } from '../../../src/domain/entities/record-ids';
import { playedGame, OPTIONS, replaceTestGame } from './support';

// Issue 14 item 1: replacing the whole game makes the database again, so the key generators start
// afresh, and a database already damaged by an id at IndexedDB's ceiling is repaired.

const CEILING = 2 ** 53 - 1;

describe('replacing the whole game', () => {
  it('starts the key generators afresh on a new game (cleared tables would keep counting)', async () => {
    const game = await playedGame();
    const filler = await game.repos.Segment.bulkCreate(Array.from({ length: 50 }, () => ({ name: 'filler' })));
    expect(filler.at(-1)!.id).toBeGreaterThanOrEqual(50);

    await game.services.newGame.startNewGame(OPTIONS);

    const created = await game.repos.Segment.create({ name: 'after' });
    const others = (await game.repos.Segment.all()).filter((s) => s.id !== created.id).map((s) => s.id);
    expect(created.id).toBe(Math.max(0, ...others) + 1);
  });

  it('starts them afresh on an import, and brings back the file\'s Game record (colour mode)', async () => {
    const game = await playedGame();
    const backup = await game.services.saves.backup();
    await game.repos.Wrestler.bulkCreate(Array.from({ length: 40 }, () => ({ name: 'extra' })));
    const maxInFile = Math.max(...(JSON.parse(await backup.blob.text()).data.data as { tableName: string; rows: { id: number }[] }[])
      .filter((t) => t.tableName === 'Wrestler')
      .flatMap((t) => t.rows.map((r) => r.id)));

    await game.services.saves.restore(backup.blob);

    expect((await game.repos.Wrestler.create({ name: 'next' })).id).toBe(maxInFile + 1);
    expect((await game.services.game.load()).dark).toBe(true);
  });

  it.each([
    ['a new game', (game: Awaited<ReturnType<typeof playedGame>>) => game.services.newGame.startNewGame(OPTIONS)],
    ['an import of a good backup', async (game: Awaited<ReturnType<typeof playedGame>>, backup: Blob) => game.services.saves.restore(backup)],
  ])('repairs a database whose key generator is at the ceiling, by %s', async (_name, replace) => {
    const game = await playedGame();
    const backup = (await game.services.saves.backup()).blob;
    // The damage of an old build: a row at 2^53 − 1 written past every check, straight through Dexie.
    await game.db.table('Segment').add({ name: 'poison', id: CEILING });
    await expect(game.repos.Production.create({})).resolves.toBeDefined();
    await expect(game.repos.Segment.create({ name: 'next' })).rejects.toThrow(/ConstraintError|key generator|No id is left/i);

    await replace(game, backup);

    expect(await game.repos.Segment.get(CEILING)).toBeUndefined();
    const production = await game.repos.Production.create({ date: '2026-01-01' });
    const segment = await game.repos.Segment.create({ name: 'works again' });
    expect(segment.id).toBeLessThan(MAX_RECORD_ID);
    expect(production.id).toBeLessThan(MAX_RECORD_ID);
  });

  it('refuses a save holding the id 2^53 − 1, naming table and row, and keeps the old game and every copy', async () => {
    const game = await playedGame();
    const file = JSON.parse(await (await game.services.saves.backup()).blob.text());
    const wrestlers = file.data.data.find((t: { tableName: string }) => t.tableName === 'Wrestler');
    wrestlers.rows[2].id = CEILING;
    const before = await game.dump();
    const copies = await game.services.saves.safetyCopies();

    await expect(game.services.saves.restore(new Blob([JSON.stringify(file)]))).rejects.toThrow(
      'Primary key differs for table Wrestler: row 3 has id 9007199254740991, ids must be whole numbers from 1 to 2,147,483,647',
    );
    expect(await game.dump()).toEqual(before);
    expect(await game.services.saves.safetyCopies()).toEqual(copies);
  });

  it('puts the old game back at once when writing the new one fails after the database was made again', async () => {
    const game = await playedGame();
    const before = await game.dump();
    vi.spyOn(game.db.table('Wrestler'), 'bulkPut').mockRejectedValueOnce(new Error('Tab is closing'));

    await expect(game.services.newGame.startNewGame(OPTIONS)).rejects.toThrow('Tab is closing');

    expect(await game.dump()).toEqual(before);
    expect(await game.copies.pending()).toBeNull();
  });

  describe('when no safety copy fits (storage full, issue 34)', () => {
    async function fullStorage() {
      const game = await playedGame();
      const full = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
      // How the browser refuses it: Dexie wraps IndexedDB's QuotaExceededError in `inner`.
      const keep = vi.spyOn(game.copies, 'keep').mockRejectedValue(Object.assign(new Error('AbortError'), { inner: full }));
      const backup = (await game.services.saves.backup()).blob;
      await game.repos.Brand.update(1, { name: 'After the backup' });
      return { game, backup, keep, copies: await game.services.saves.safetyCopies(), before: await game.dump() };
    }

    it('does not import, changes nothing and says the player is to be asked', async () => {
      const { game, backup, keep, copies, before } = await fullStorage();

      await expect(game.services.saves.restore(backup)).resolves.toBe('no room for a safety copy');

      expect(keep).toHaveBeenCalledTimes(1);
      expect(await game.dump()).toEqual(before);
      expect((await game.repos.Brand.get(1))?.name).toBe('After the backup');
      expect(await game.copies.pending()).toBeNull();
      expect(await game.services.saves.safetyCopies()).toEqual(copies);
    });

    it('imports, clearing and writing in one transaction, once the player agrees to go on without one', async () => {
      const { game, backup, copies } = await fullStorage();
      const file = JSON.parse(await backup.text()) as { data: { data: { tableName: string; rows: { id: number }[] }[] } };

      await expect(game.services.saves.restore(backup, undefined, { withoutCopy: true })).resolves.toBe('restored');

      expect((await game.repos.Brand.get(1))?.name).toBe('Played brand');
      const dump = await game.dump();
      // The file's rows, typeson's `$types` marks aside (they change nothing on read).
      const plain = (rows: object[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== '$types')));
      for (const { tableName, rows } of file.data.data) expect(dump[tableName]).toEqual(plain(rows));
      expect(await game.services.saves.safetyCopies()).toEqual(copies);
    });

    it('still takes a copy when one fits by then, even if the player agreed to go without', async () => {
      const { game, backup, keep, copies } = await fullStorage();
      keep.mockRestore();

      await game.services.saves.restore(backup, undefined, { withoutCopy: true });

      expect(await game.services.saves.safetyCopies()).toHaveLength(copies.length + 1);
    });

    it('asks before restoring a safety copy too; declined, the game is unchanged', async () => {
      const game = await playedGame();
      const copy = await game.copies.keep(await game.saveFiles.exportSave(), { date: '2026-11-21T10:00:00.000Z', reason: 'before import' });
      await game.repos.Brand.update(1, { name: 'Later' });
      const before = await game.dump();
      vi.spyOn(game.copies, 'keep').mockRejectedValue(Object.assign(new Error('quota'), { name: 'QuotaExceededError' }));

      await expect(game.services.saves.restoreSafetyCopy(copy.id)).resolves.toBe('no room for a safety copy');
      expect(await game.dump()).toEqual(before);

      await expect(game.services.saves.restoreSafetyCopy(copy.id, undefined, { withoutCopy: true })).resolves.toBe('restored');
      expect((await game.repos.Brand.get(1))?.name).toBe('Played brand');
    });

    it('goes on with a new game (already confirmed with a backup offered): not asked twice', async () => {
      const game = await playedGame();
      vi.spyOn(game.copies, 'keep').mockRejectedValue(Object.assign(new Error('quota'), { name: 'QuotaExceededError' }));

      await game.services.newGame.startNewGame(OPTIONS);

      expect((await game.repos.Brand.get(1))?.name).not.toBe('Played brand');
    });

    it('still fails on any other error of the copy, changing nothing', async () => {
      const game = await playedGame();
      const before = await game.dump();
      vi.spyOn(game.copies, 'keep').mockRejectedValue(new Error('Disk on fire'));
      const backup = (await game.services.saves.backup()).blob;

      await expect(game.services.saves.restore(backup, undefined, { withoutCopy: true })).rejects.toThrow('Disk on fire');
      expect(await game.dump()).toEqual(before);
    });
  });
});

describe('a replace interrupted by a closed tab', () => {
  it('is undone at the next start from its safety copy, and says which copy it put back', async () => {
    const game = await playedGame();
    const before = await game.dump();
    // What a replace has done when the tab dies after deleting the database: copy, note, delete.
    const copy = await game.copies.keep(await game.saveFiles.exportSave(), { date: '2026-11-21T10:00:00.000Z', reason: 'before import' });
    await game.copies.setPending(copy.id);
    await game.db.delete({ disableAutoOpen: false });

    expect(await game.services.saves.recoverInterrupted()).toEqual(copy);

    expect(await game.dump()).toEqual(before);
    expect(await game.copies.pending()).toBeNull();
    expect(await game.services.saves.recoverInterrupted()).toBeNull();
  });

  it('finds nothing to do on an ordinary start', async () => {
    const game = replaceTestGame();
    expect(await game.services.saves.recoverInterrupted()).toBeNull();
  });
});
