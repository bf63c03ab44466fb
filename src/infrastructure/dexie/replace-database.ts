import Dexie from 'dexie';
import type { ReplaceMode } from '../../application/ports/game-store.port';
import { isRecordId } from '../../domain/entities/record-ids';
import type { TableName } from '../../domain/entities/tables';
import type { KayfabeDatabase } from './kayfabe-database';

/**
 * Issue 14: replaces the whole game. `fresh` deletes the database and opens it again (same name,
 * schema 11, raw version 110), because only that resets IndexedDB's key generators (`clear()` keeps
 * them, so one id near 2^53 once stored would stop a table for good). The rows of `keep` are read
 * first and written back inside the write's transaction. Other tabs' Dexie connections close on
 * the delete's `versionchange` and stay closed (database-watch.ts: they are left behind); whatever
 * another tab wrote into the new database before the write began is emptied in the write's
 * transaction. `clear` empties the tables inside the write's transaction instead (atomic on its own).
 */
export async function replaceDatabase<R>(
  db: KayfabeDatabase,
  mode: ReplaceMode,
  keep: readonly TableName[],
  write: () => Promise<R>,
): Promise<R> {
  // Called inside a transaction, the caller's own unit of work would never drain: it writes in it.
  if (Dexie.currentTransaction !== null) return replaceAlone(db, mode, keep, write);
  return db.gate.exclusive(() => replaceAlone(db, mode, keep, write));
}

async function replaceAlone<R>(
  db: KayfabeDatabase,
  mode: ReplaceMode,
  keep: readonly TableName[],
  write: () => Promise<R>,
): Promise<R> {
  const kept = mode === 'fresh' ? await readKept(db, keep) : [];
  if (mode === 'fresh') {
    await db.delete({ disableAutoOpen: false });
    await db.open();
  }
  const result = await db.transaction('rw', db.allTables(), async () => {
    if (mode === 'clear') {
      for (const table of db.allTables()) if (!keep.some((name) => name === table.name)) await table.clear();
    } else {
      // Issue 34: another tab may have opened the new database before this transaction began (and
      // made a Game record in it): emptied here, so the write never meets a key already there.
      for (const table of db.allTables()) await table.clear();
    }
    for (const [name, rows] of kept) await db.table(name).bulkAdd(rows);
    return await write();
  });
  // Other tabs hear `replaced` from the application (ChangeFeed), never from a second channel of
  // this tab: that one would hear it too and leave this tab behind.
  return result;
}

async function readKept(db: KayfabeDatabase, keep: readonly TableName[]): Promise<[TableName, unknown[]][]> {
  if (keep.length === 0) return [];
  const tables = keep.map((name) => db.table(name));
  const rows = await db.transaction('r', tables, () => Promise.all(tables.map((table) => table.toArray())));
  // A kept row with an id past the bound would damage the fresh database again: left behind.
  return keep.map((name, i) => [name, (rows[i] as { id?: unknown }[]).filter((row) => isRecordId(row.id))]);
}
