import type { IndexableType } from 'dexie';
import type { Stored } from '../../domain/entities/base';
import type { EntityByTable, TableName } from '../../domain/entities/tables';
import type { Logger } from '../../application/ports/logger.port';
import { DEFAULT_LIST_LIMIT, type IndexValue, type ListOptions, type RangeKey, type RangeOptions, type Repository } from '../../application/ports/repository.port';
import { countInRange, keysInRange, rowsInRange } from '../../domain/entities/record-range';
import { withDerivedFields } from '../../domain/entities/derived-fields';
import type { KayfabeDatabase, KayfabeTable } from './kayfabe-database';
import { leftBehindOr } from './database-watch';
import { notFound, requireId, shapeForCreate, shapeForUpdate, withoutId } from '../../domain/entities/record-shape';
import { requireFreshId, requireRecordIds } from '../../domain/entities/record-id-check';
import { assertRecordFields } from '../../domain/fields/record-check';

/** A request IndexedDB aborted because its transaction was (Dexie's BulkError when each of a bulk call's was). */
function abortedWithTransaction(error: unknown): boolean {
  const { name, failures } = (error ?? {}) as { name?: unknown; failures?: unknown };
  if (name === 'AbortError') return true;
  return name === 'BulkError' && Array.isArray(failures) && failures.length > 0 && failures.every((failure) => (failure as { name?: unknown } | null)?.name === 'AbortError');
}

/**
 * Ids worth one range read: enough of them, all valid keys, spanning at most three times as many
 * keys as there are ids (a range read of a row costs about a fifth of a `get`).
 */
const DENSE_MIN = 8;
function isDense(ids: readonly number[]): boolean {
  if (ids.length < DENSE_MIN || !ids.every((id) => Number.isSafeInteger(id))) return false;
  const [low, high] = bounds(ids);
  return high - low + 1 <= ids.length * 3;
}

/** The lowest and highest id (a loop: spreading tens of thousands of ids into Math.min overflows the stack). */
function bounds(ids: readonly number[]): [number, number] {
  let [low, high] = [Infinity, -Infinity];
  for (const id of ids) [low, high] = [Math.min(low, id), Math.max(high, id)];
  return [low, high];
}

/** Strings and finite numbers are valid IndexedDB keys; booleans and null are not. */
const isIndexableValue = (value: unknown): value is IndexableType =>
  typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value));

/**
 * The one repository implementation over Dexie. Calls made inside a DexieUnitOfWork join its
 * transaction automatically (Dexie tracks the ambient transaction), so this class knows nothing
 * about units of work. SPEC §8: the low-level wrapper logs and rethrows.
 */
export class DexieRepository<K extends TableName> implements Repository<EntityByTable[K]> {
  private readonly store: KayfabeTable<K>;

  constructor(
    private readonly db: KayfabeDatabase,
    readonly table: K,
    private readonly logger: Logger,
  ) {
    this.store = db.tableOf(table);
  }

  list({ offset = 0, limit = DEFAULT_LIST_LIMIT }: ListOptions = {}) {
    return this.guard('list', () => this.store.toCollection().offset(offset).limit(limit).toArray());
  }

  all() {
    return this.guard('all', () => this.store.toArray());
  }

  get(id: number) {
    return this.guard('get', () => this.store.get(id));
  }

  getMany(ids: readonly number[]) {
    return this.guard('getMany', async () => {
      const rows = isDense(ids) ? await this.idRange(ids) : await this.store.bulkGet([...ids]);
      return rows.filter((row): row is Stored<EntityByTable[K]> => row !== undefined);
    });
  }

  /**
   * Issue 19: the rows of ids that lie close together (a card's segments, a week's appearances: made
   * together, numbered together) in one read of their key range instead of one request each: in
   * Chromium here a `get` costs about as much as five rows of a range read. In the order asked.
   */
  private async idRange(ids: readonly number[]): Promise<(Stored<EntityByTable[K]> | undefined)[]> {
    const [low, high] = bounds(ids);
    const found = new Map((await this.store.where(':id').between(low, high, true, true).toArray()).map((row) => [row.id, row]));
    return ids.map((id) => found.get(id));
  }

  findBy<F extends keyof EntityByTable[K] & string>(field: F, value: EntityByTable[K][F]) {
    return this.guard('findBy', () => {
      const indexed = this.store.schema.indexes.some((index) => index.name === field);
      return indexed && isIndexableValue(value)
        ? this.store.where(field).equals(value).toArray()
        : this.store.filter((row) => row[field] === value).toArray();
    });
  }

  findBetween<F extends keyof EntityByTable[K] & string>(field: F, lower: EntityByTable[K][F], upper: EntityByTable[K][F]) {
    return this.guard('findBetween', async () => {
      const indexed = this.store.schema.indexes.some((index) => index.name === field);
      const rows = indexed && isIndexableValue(lower) && isIndexableValue(upper)
        ? await this.store.where(field).between(lower, upper, true, true).toArray()
        : await this.store.filter((row) => row[field] >= lower && row[field] <= upper).toArray();
      // An index gives them in index order; the port promises id order.
      return rows.sort((a, b) => a.id - b.id);
    });
  }

  range<F extends keyof EntityByTable[K] & string>(
    field: F,
    lower: IndexValue<EntityByTable[K][F]>,
    upper: IndexValue<EntityByTable[K][F]>,
    { reverse = false, offset = 0, limit }: RangeOptions = {},
  ) {
    return this.guard('range', async () => {
      if (!this.indexed(field) || !isIndexableValue(lower) || !isIndexableValue(upper)) {
        return rowsInRange(await this.store.toArray(), field, lower as string, upper as string, { reverse, offset, limit });
      }
      let rows = this.store.where(field).between(lower, upper, true, true);
      if (reverse) rows = rows.reverse();
      // A plain key range: Dexie skips the offset with cursor.advance, reading no skipped row.
      if (offset > 0) rows = rows.offset(offset);
      if (limit !== undefined) rows = rows.limit(Math.max(0, limit));
      return rows.toArray();
    });
  }

  countRange<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    return this.guard('countRange', async () =>
      this.indexed(field) && isIndexableValue(lower) && isIndexableValue(upper)
        ? this.store.where(field).between(lower, upper, true, true).count()
        : countInRange(await this.store.toArray(), field, lower as string, upper as string),
    );
  }

  rangeKeys<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    type Entry = RangeKey<IndexValue<EntityByTable[K][F]>>;
    return this.guard('rangeKeys', async (): Promise<Entry[]> => {
      if (!this.indexed(field) || !isIndexableValue(lower) || !isIndexableValue(upper)) {
        return keysInRange(await this.store.toArray(), field, lower as string, upper as string) as Entry[];
      }
      // A key cursor over the index: IndexedDB reads no row for it.
      const entries: Entry[] = [];
      await this.store.where(field).between(lower, upper, true, true).eachKey((key, cursor) => {
        entries.push({ key: key as Entry['key'], id: cursor.primaryKey as number });
      });
      return entries;
    });
  }

  rangeIds<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    return this.guard('rangeIds', async (): Promise<number[]> => {
      if (!this.indexed(field) || !isIndexableValue(lower) || !isIndexableValue(upper)) {
        return keysInRange(await this.store.toArray(), field, lower as string, upper as string).map(({ id }) => id);
      }
      // getAllKeys on the index (one request), where a key cursor takes a round trip per entry.
      return (await this.store.where(field).between(lower, upper, true, true).primaryKeys()) as number[];
    });
  }

  /** An index of the field, or the primary key itself (`id`: Dexie's where('id') walks the store in key order). */
  private indexed(field: string): boolean {
    return this.store.schema.primKey.keyPath === field || this.store.schema.indexes.some((index) => index.name === field);
  }

  count() {
    return this.guard('count', () => this.store.count());
  }

  create(fields: Partial<EntityByTable[K]>) {
    return this.guard('create', async () => {
      // Derived here as well as on the way in (derived-fields-middleware), so what it returns is what is stored.
      const record = withDerivedFields(this.table, shapeForCreate(this.table, fields));
      this.check(record);
      // In a transaction of its own (or the caller's): an id past the bound is taken back.
      const id = await this.db.transaction('rw', this.store, async () => requireFreshId(this.table, await this.store.add(record)));
      return { ...record, id } as Stored<EntityByTable[K]>;
    });
  }

  update(id: number | undefined | null, changes: Partial<EntityByTable[K]>) {
    return this.guard('update', () =>
      // Read and write in one transaction so a concurrent update cannot slip in between.
      this.db.transaction('rw', this.store, async () => {
        const key = requireId(id);
        // The fields written, not the record's others: an old record out of its rules stays editable.
        this.check({ ...changes, id: key });
        const existing = await this.store.get(key);
        if (!existing) throw notFound(key, this.table);
        const record = withDerivedFields(this.table, shapeForUpdate(this.table, key, existing, changes));
        await this.store.put(record);
        return record;
      }),
    );
  }

  delete(id: number) {
    return this.guard('delete', () => this.store.delete(id));
  }

  duplicate(id: number) {
    return this.guard('duplicate', () =>
      this.db.transaction('rw', this.store, async () => {
        const existing = await this.store.get(id);
        if (!existing) throw notFound(id, this.table);
        const copy = withoutId(existing) as EntityByTable[K];
        const newId = requireFreshId(this.table, await this.store.add(copy));
        return { ...copy, id: newId } as Stored<EntityByTable[K]>;
      }),
    );
  }

  clear() {
    return this.guard('clear', () => this.store.clear());
  }

  bulkPut(rows: readonly EntityByTable[K][]) {
    return this.guard('bulkPut', async () => {
      requireRecordIds(this.table, rows);
      for (const row of rows) this.check(row);
      await this.store.bulkPut([...rows]);
    });
  }

  bulkAdd(rows: readonly Stored<EntityByTable[K]>[]) {
    return this.guard('bulkAdd', async () => {
      requireRecordIds(this.table, rows);
      for (const row of rows) this.check(row);
      await this.store.bulkAdd([...rows]);
    });
  }

  bulkCreate(rows: readonly Partial<EntityByTable[K]>[]) {
    return this.guard('bulkCreate', async () => {
      const records = rows.map((fields) => withDerivedFields(this.table, shapeForCreate(this.table, fields)));
      for (const record of records) this.check(record);
      const ids = await this.db.transaction('rw', this.store, async () => {
        const added = await this.store.bulkAdd(records, { allKeys: true });
        return added.map((id) => requireFreshId(this.table, id));
      });
      return records.map((record, index) => ({ ...record, id: ids[index] }) as Stored<EntityByTable[K]>);
    });
  }

  /**
   * Issue 34: one rulebook at every door. Nothing is written that the game's own backup would
   * refuse on import (the field rules as a store may hold them, `domain/fields/table-rules.ts`): a
   * FieldRuleError names the table, row and field, and the unit of work it is in rolls back whole.
   */
  private check(row: object): void {
    assertRecordFields(this.table, row, 'stored');
  }

  private async guard<R>(operation: string, run: () => PromiseLike<R>): Promise<R> {
    try {
      return await run();
    } catch (caught) {
      const error = leftBehindOr(this.db, caught);
      // Undone with its transaction (a batch's failed check aborts the writes it had asked behind
      // it): not this call's failure, and the unit of work logs why it rolled back.
      if (abortedWithTransaction(error)) this.logger.debug(`${this.table}.${operation} undone with its transaction`);
      else this.logger.error(`${this.table}.${operation} failed`, error);
      throw error;
    }
  }
}
