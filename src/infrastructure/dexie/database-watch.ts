import Dexie, { type DBCoreTransaction } from 'dexie';
import type { GameChange } from '../../application/ports/change-feed.port';
import type { TableName } from '../../domain/entities/tables';
import { LeftBehindError } from '../../domain/errors';
import type { KayfabeDatabase } from './kayfabe-database';

/** What the watch needs of the change feed: publish to other tabs, tell this one, hear the others. */
export interface WatchFeed {
  publish(change: GameChange): void;
  announce(change: GameChange): void;
  subscribe(listener: (change: GameChange) => void): () => void;
}

const leftBehind = new WeakSet<KayfabeDatabase>();

/** Per watched database: a count of the writes this tab has seen or heard of (writeStamp). */
const stamps = new WeakMap<KayfabeDatabase, { value: number }>();
/** Batch commits (their IndexedDB transactions), counted when they begin, not when they complete. */
const batchCommits = new WeakSet<object>();

/**
 * A number that changes whenever the database may have changed: a write transaction of this tab
 * completed, another tab said it wrote, or this tab was left behind. NaN for a database nobody
 * watches (never equal to itself, so nothing is taken as unchanged). DexieBatchSource starts a
 * batch from the last one's commit only while it has not moved.
 */
export const writeStamp = (db: KayfabeDatabase): number => stamps.get(db)?.value ?? Number.NaN;

/**
 * Called inside a batch's commit transaction, before its first write: the stamp moves now, once,
 * and not again when the transaction completes, so the batch knows exactly what its own commit
 * counted (the completion event may come after the commit's caller has resumed).
 */
export function noteBatchCommit(db: KayfabeDatabase): void {
  const stamp = stamps.get(db);
  if (!stamp) return;
  const trans = Dexie.currentTransaction?.idbtrans;
  if (trans) batchCommits.add(trans);
  stamp.value += 1;
}

/** True once another tab replaced the game this tab's database connection was serving. */
export const isLeftBehind = (db: KayfabeDatabase): boolean => leftBehind.has(db);

/**
 * What a failed storage call reports: once left behind, Dexie's DatabaseClosedError (the
 * connection is closed on purpose) says why in the player's words.
 */
export function leftBehindOr(db: KayfabeDatabase, error: unknown): unknown {
  if (!isLeftBehind(db) || error instanceof LeftBehindError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'DatabaseClosedError' ? new LeftBehindError(error) : error;
}

/**
 * Issue 14, cross-tab changes. Every committed write of this tab is published with the tables it
 * wrote (a DBCore middleware notes them on the transaction and publishes on its `complete`; an
 * aborted transaction publishes nothing). When another tab replaces the game (its import or new
 * game announces it, or its delete of the database closes this connection through `versionchange`)
 * this tab is left behind: its connection closes for good, so no write of the old game can land
 * in the new one, and its subscribers hear `replaced`.
 */
export function watchDatabase(db: KayfabeDatabase, feed: WatchFeed): void {
  const stamp = { value: 0 };
  stamps.set(db, stamp);
  const written = new WeakMap<DBCoreTransaction, Set<TableName>>();
  const note = (trans: DBCoreTransaction, table: string) => {
    let tables = written.get(trans);
    if (!tables) {
      const noted = new Set<TableName>();
      written.set(trans, noted);
      tables = noted;
      // Dexie's core transaction is IndexedDB's own: `complete` fires once it has committed.
      const idb = trans as unknown as Partial<IDBTransaction>;
      idb.addEventListener?.('complete', () => {
        if (!batchCommits.has(trans)) stamp.value += 1;
        feed.publish({ kind: 'changed', tables: [...noted] });
      });
    }
    tables.add(table as TableName);
  };
  db.use({
    stack: 'dbcore',
    name: 'kayfabe-change-feed',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return { ...table, mutate: (request) => (note(request.trans, name), table.mutate(request)) };
      },
    }),
  });

  const leave = () => {
    stamp.value += 1;
    if (leftBehind.has(db)) return;
    leftBehind.add(db);
    db.close({ disableAutoOpen: true });
  };
  // Dexie's own handler closes too, but lets the next call reopen the new database silently:
  // handlers run newest first, and `false` keeps Dexie's from undoing this close.
  db.on('versionchange', () => {
    leave();
    feed.announce({ kind: 'replaced' });
    return false;
  });
  feed.subscribe((change) => {
    // Another tab wrote (or this one learned it was replaced): a batch starts afresh.
    stamp.value += 1;
    // Issue 34: a connection not yet open has read nothing of the old game (a tab that waited at
    // its start for that replace to end): it opens the new database when first used. One opened
    // on the old database before its delete is left behind by the delete's `versionchange`.
    if (change.kind === 'replaced' && db.isOpen()) leave();
  });
}
