import type { DBCoreTransaction } from 'dexie';
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
  const written = new WeakMap<DBCoreTransaction, Set<TableName>>();
  const note = (trans: DBCoreTransaction, table: string) => {
    let tables = written.get(trans);
    if (!tables) {
      const noted = new Set<TableName>();
      written.set(trans, noted);
      tables = noted;
      // Dexie's core transaction is IndexedDB's own: `complete` fires once it has committed.
      const idb = trans as unknown as Partial<IDBTransaction>;
      idb.addEventListener?.('complete', () => feed.publish({ kind: 'changed', tables: [...noted] }));
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
    if (change.kind === 'replaced') leave();
  });
}
