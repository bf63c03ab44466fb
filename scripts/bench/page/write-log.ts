import { withDerivedFields } from '../../../src/domain/entities/derived-fields';
import type { TableName } from '../../../src/domain/entities/tables';
import type Dexie from 'dexie';
import { KAYFABE_SCHEMA } from '../../../src/infrastructure/dexie/kayfabe-database';

// Issue 19's `season-simulation-vs-raw`: the season's writes, noted as they reach IndexedDB (a
// Dexie DBCore middleware on the bench's database, nothing in the app), then written again raw
// into a scratch database, transaction by transaction, so the season's time can be read against
// what IndexedDB itself needs for the same rows on the same machine in the same run.

type Op = { type: 'put' | 'add'; values: unknown[] } | { type: 'delete'; keys: unknown[] };

/** One transaction's writes: each table's operations in order. */
type Group = Map<string, Op[]>;

export interface WriteLog {
  /** Rows written (added, put or deleted) since the log started or was last cleared. */
  rows(): number;
  transactions(): number;
  clear(): void;
  /** The noted writes, written again raw (native IndexedDB, one transaction each) into a fresh database: ms. */
  replayRaw(): Promise<number>;
}

/** Starts noting every write of `db` (call before the database opens). */
export function recordWrites(db: Dexie): WriteLog {
  let groups = new Map<object, Group>();
  db.use({
    stack: 'dbcore',
    name: 'bench-write-log',
    create(down) {
      return {
        ...down,
        table(name) {
          const table = down.table(name);
          return {
            ...table,
            mutate(req) {
              let group = groups.get(req.trans);
              if (!group) {
                group = new Map<string, Op[]>();
                groups.set(req.trans, group);
                // Only what the season wrote: an aborted transaction (a batch's id peek, a rolled
                // back unit of work) left nothing, so it is not written again raw either.
                const trans = req.trans as unknown as IDBTransaction;
                const log = groups;
                trans.addEventListener?.('abort', () => log.delete(req.trans));
              }
              const ops = group.get(name) ?? [];
              group.set(name, ops);
              // As they reach IndexedDB: the app's own middleware (registered first, so below this one)
              // derives the Production lookup keys after this sees the request (issue 19).
              if (req.type === 'put' || req.type === 'add') ops.push({ type: req.type, values: req.values.map((value: object) => withDerivedFields(name as TableName, value)) });
              else if (req.type === 'delete') ops.push({ type: 'delete', keys: [...req.keys] });
              return table.mutate(req);
            },
          };
        },
      };
    },
  });
  const all = () => [...groups.values()];
  return {
    rows: () => all().reduce((sum, group) => sum + [...group.values()].flat().reduce((n, op) => n + (op.type === 'delete' ? op.keys.length : op.values.length), 0), 0),
    transactions: () => groups.size,
    clear: () => {
      groups = new Map();
    },
    replayRaw: () => replay(all()),
  };
}

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** A scratch database with the game's stores and indexes. */
async function scratch(name: string): Promise<IDBDatabase> {
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    for (const [table, spec] of Object.entries(KAYFABE_SCHEMA)) {
      const store = open.result.createObjectStore(table, { keyPath: 'id', autoIncrement: true });
      // Dexie's index syntax: `*name` is a multi-entry index (issue 19's lookup keys), `&name` unique.
      for (const index of spec.split(',').slice(1)) {
        const name = index.replace(/^[*&]/, '');
        store.createIndex(name, name, { multiEntry: index.startsWith('*'), unique: index.startsWith('&') });
      }
    }
  };
  return request(open);
}

async function replay(groups: readonly Group[]): Promise<number> {
  const name = `kayfabe-bench-raw-${Date.now()}`;
  const db = await scratch(name);
  try {
    const start = performance.now();
    for (const group of groups) {
      const tx = db.transaction([...group.keys()], 'readwrite');
      for (const [table, ops] of group) {
        const store = tx.objectStore(table);
        for (const op of ops) {
          if (op.type === 'delete') for (const key of op.keys) store.delete(key as IDBValidKey);
          else for (const value of op.values) store.put(value);
        }
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
    }
    return performance.now() - start;
  } finally {
    db.close();
    await request(indexedDB.deleteDatabase(name));
  }
}
