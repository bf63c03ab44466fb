import type { ReplaceMode } from '../../application/ports/game-store.port';
import { isRecordId } from '../../domain/entities/record-ids';
import type { TableName } from '../../domain/entities/tables';
import type { KayfabeDatabase } from './kayfabe-database';

/** The channel of the ChangeFeed port (application/ports/change-feed.port.ts). */
const CHANGES_CHANNEL = 'kayfabe-changes';

/**
 * Tells other tabs the whole game was replaced. Posted here directly until the ChangeFeed adapter
 * is bound (issue 14, "completion"): same channel, same message.
 */
export function announceReplaced(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANGES_CHANNEL);
  channel.postMessage({ kind: 'replaced' });
  channel.close();
}

/**
 * Issue 14: replaces the whole game. `fresh` deletes the database and opens it again (same name,
 * schema 11, raw version 110), because only that resets IndexedDB's key generators (`clear()` keeps
 * them, so one id near 2^53 once stored would stop a table for good). The rows of `keep` are read
 * first and written back inside the write's transaction. Other tabs' Dexie connections close on
 * the delete's `versionchange` and reopen on their next read. `clear` empties the tables inside
 * the write's transaction instead (atomic on its own).
 */
export async function replaceDatabase<R>(
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
    }
    for (const [name, rows] of kept) await db.table(name).bulkAdd(rows);
    return await write();
  });
  announceReplaced();
  return result;
}

async function readKept(db: KayfabeDatabase, keep: readonly TableName[]): Promise<[TableName, unknown[]][]> {
  if (keep.length === 0) return [];
  const tables = keep.map((name) => db.table(name));
  const rows = await db.transaction('r', tables, () => Promise.all(tables.map((table) => table.toArray())));
  // A kept row with an id past the bound would damage the fresh database again: left behind.
  return keep.map((name, i) => [name, (rows[i] as { id?: unknown }[]).filter((row) => isRecordId(row.id))]);
}
