import type Dexie from 'dexie';
import type { DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTransaction } from 'dexie';
import type { CommittedWrites, WrittenRows } from '../../application/ports/committed-writes.port';
import type { TableName } from '../../domain/entities/tables';

/**
 * Rows kept in all (a booking edit writes a few dozen): past it the oldest transactions are let go,
 * and one writing more than this (a simulation's commit) is not kept at all. A mark older than the
 * oldest transaction kept gives "not known", so a screen reads storage instead.
 */
export const LOGGED_ROWS = 1_000;
/** Transactions kept, whatever they wrote. */
export const LOGGED_TRANSACTIONS = 256;

type Written = [table: TableName, id: number, row: object | null];

interface Entry {
  seq: number;
  /** pending until committed; unknown when undone, too large, or not fully understood. */
  state: 'pending' | 'committed' | 'unknown';
  rows: Written[];
}

/**
 * Issue 19 (interaction-p95): the CommittedWrites port over a Dexie database. A DBCore middleware
 * (`recordWrites`) notes the rows each read-write transaction adds, puts and deletes as they
 * succeed; the rows count once the transaction commits. The unit of work says so as soon as its
 * transaction has committed (`committed`), before its caller goes on: IndexedDB's own complete
 * event may reach a listener only after the promises it settles have run on. The complete and abort
 * events are listened to as well, for writes made outside a unit of work.
 */
export class CommittedWriteLog implements CommittedWrites {
  private entries: Entry[] = [];
  private next = 0;
  /** Rows held by the entries kept. */
  private kept = 0;
  private readonly open = new WeakMap<object, Entry>();

  /** The next transaction's number, or the oldest one still writing (its rows may land on either side of the mark). */
  mark(): number {
    return this.entries.find((entry) => entry.state === 'pending')?.seq ?? this.next;
  }

  since(mark: number): WrittenRows | null {
    const first = this.entries[0];
    if (mark > this.next || (first !== undefined && first.seq > mark) || (first === undefined && mark < this.next)) return null;
    const tables: Partial<Record<TableName, Map<number, object | null>>> = {};
    for (const entry of this.entries) {
      if (entry.seq < mark) continue;
      if (entry.state !== 'committed') return null;
      for (const [table, id, row] of entry.rows) (tables[table] ??= new Map()).set(id, row);
    }
    return tables as WrittenRows;
  }

  /** The unit of work's transaction has committed: its rows count. */
  committed(trans: object | undefined): void {
    const entry = trans ? this.open.get(trans) : undefined;
    if (entry && entry.state === 'pending') entry.state = 'committed';
  }

  /** The transaction was undone (or may have been): its rows must not count. */
  undone(trans: object | undefined): void {
    const entry = trans ? this.open.get(trans) : undefined;
    if (entry) this.forget(entry);
  }

  /** Called by the middleware with each mutation that succeeded. */
  wrote(table: TableName, trans: DBCoreTransaction, request: DBCoreMutateRequest, response: DBCoreMutateResponse): void {
    const entry = this.entryOf(trans);
    if (entry.state === 'unknown') return;
    if (response.numFailures > 0 || request.type === 'deleteRange') return this.forget(entry);
    if (request.type === 'delete') {
      for (const key of request.keys) this.add(entry, table, key, null);
      return;
    }
    const { values } = request;
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i] as Record<string, unknown> | null;
      const key = response.results?.[i] ?? request.keys?.[i] ?? value?.id;
      if (value === null || typeof value !== 'object') return this.forget(entry);
      this.add(entry, table, key, value.id === key ? value : { ...value, id: key });
    }
  }

  private add(entry: Entry, table: TableName, key: unknown, row: object | null): void {
    if (entry.state === 'unknown') return;
    if (typeof key !== 'number' || entry.rows.length >= LOGGED_ROWS) return this.forget(entry);
    entry.rows.push([table, key, row]);
    this.kept += 1;
    this.trim();
  }

  /** Lets the oldest transactions go (never the newest) while too many rows or transactions are kept. */
  private trim(): void {
    while ((this.kept > LOGGED_ROWS || this.entries.length > LOGGED_TRANSACTIONS) && this.entries.length > 1) {
      const oldest = this.entries.shift()!;
      this.forget(oldest);
    }
  }

  private forget(entry: Entry): void {
    entry.state = 'unknown';
    this.kept -= entry.rows.length;
    entry.rows = [];
  }

  private entryOf(trans: DBCoreTransaction): Entry {
    const found = this.open.get(trans);
    if (found) return found;
    const entry: Entry = { seq: this.next, state: 'pending', rows: [] };
    this.next += 1;
    this.open.set(trans, entry);
    this.entries.push(entry);
    this.trim();
    const native = trans as Partial<EventTarget>;
    native.addEventListener?.('complete', () => this.committed(trans));
    native.addEventListener?.('abort', () => this.undone(trans));
    native.addEventListener?.('error', () => this.undone(trans));
    return entry;
  }
}

/**
 * Notes every successful add, put and delete on the log, below the middleware that derives fields
 * (level 10), so a row is noted as IndexedDB stores it.
 */
export function recordWrites(db: Dexie, log: CommittedWriteLog): void {
  db.use({
    stack: 'dbcore',
    name: 'kayfabe-committed-writes',
    level: 9,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: async (request) => {
            const response = await table.mutate(request);
            log.wrote(name as TableName, request.trans, request, response);
            return response;
          },
        };
      },
    }),
  });
}
