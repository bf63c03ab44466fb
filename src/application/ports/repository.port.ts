import type { Stored } from '../../domain/entities/base';
import type { TableName } from '../../domain/entities/tables';
import type { RangeKey, RangeOptions } from '../../domain/entities/record-range';

export type { RangeKey, RangeOptions };

/** A value an index holds for a field: the field's own, or one element of a list field. */
export type IndexValue<V> = V extends readonly (infer E)[] ? E : V;

export interface ListOptions {
  /** Default 0. */
  offset?: number;
  /** Default 500 (SPEC §9). */
  limit?: number;
}

export const DEFAULT_LIST_LIMIT = 500;

/** The local data API of SPEC §7 for one table. Every method rejects with the catalogue's errors. */
export interface Repository<T extends { id?: number }> {
  readonly table: TableName;
  list(options?: ListOptions): Promise<Stored<T>[]>;
  /** Every row, in id order (no page limit). */
  all(): Promise<Stored<T>[]>;
  get(id: number): Promise<Stored<T> | undefined>;
  /** Rows for the ids that exist, in the order of `ids`. */
  getMany(ids: readonly number[]): Promise<Stored<T>[]>;
  /** Rows whose field equals the value (uses an index where one exists). */
  findBy<K extends keyof T & string>(field: K, value: T[K]): Promise<Stored<T>[]>;
  /** Rows whose field lies between the bounds, both included (uses an index where one exists), in id order. */
  findBetween<K extends keyof T & string>(field: K, lower: T[K], upper: T[K]): Promise<Stored<T>[]>;
  /**
   * Issue 19: a page of the rows whose field lies between the bounds (both included), in the
   * field's order and then by id (`reverse`: both descending); a list field gives one entry per
   * value of it in range, as a multi-entry index does. Through an index where one exists, a page
   * costs the rows it returns and skips, not the table.
   */
  range<K extends keyof T & string>(field: K, lower: IndexValue<T[K]>, upper: IndexValue<T[K]>, options?: RangeOptions): Promise<Stored<T>[]>;
  /** How many entries `range` would give without offset and limit (an index reads no row for it). */
  countRange<K extends keyof T & string>(field: K, lower: IndexValue<T[K]>, upper: IndexValue<T[K]>): Promise<number>;
  /**
   * The entries `range` would give (without offset and limit), as values and ids: through an index
   * the keys alone are read, no row (issue 19: the `figures:` lookup keys carry what /ratings charts).
   */
  rangeKeys<K extends keyof T & string>(field: K, lower: IndexValue<T[K]>, upper: IndexValue<T[K]>): Promise<RangeKey<IndexValue<T[K]>>[]>;
  /**
   * The ids of the entries `range` would give (without offset and limit), in its order: through an
   * index one request reads the index's ids alone (no row, no cursor step per entry).
   */
  rangeIds<K extends keyof T & string>(field: K, lower: IndexValue<T[K]>, upper: IndexValue<T[K]>): Promise<number[]>;
  count(): Promise<number>;
  /** Defaults merged under the fields; a generated id is assigned. */
  create(fields: Partial<T>): Promise<Stored<T>>;
  /**
   * Defaults, then the existing record, then the changes; fields the entity does not store are
   * stripped. Rejects `Invalid id provided.` without an id and
   * `Record with id {id} not found in table {table}` for a missing record.
   */
  update(id: number | undefined | null, changes: Partial<T>): Promise<Stored<T>>;
  delete(id: number): Promise<void>;
  /** A copy under a new id. */
  duplicate(id: number): Promise<Stored<T>>;
  clear(): Promise<void>;
  /** Insert or replace rows as given (ids kept). */
  bulkPut(rows: readonly T[]): Promise<void>;
  /**
   * Insert rows as given, ids kept. Rejects when an id is already taken (inside a unit of work,
   * that undoes the whole work; outside one, rows before the taken one may stay).
   */
  bulkAdd(rows: readonly Stored<T>[]): Promise<void>;
  /** Insert rows with defaults merged and new ids. */
  bulkCreate(rows: readonly Partial<T>[]): Promise<Stored<T>[]>;
}
