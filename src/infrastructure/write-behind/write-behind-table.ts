import type { Stored } from '../../domain/entities/base';
import { notFound, requireId, shapeForCreate, shapeForUpdate, withoutId } from '../../domain/entities/record-shape';
import type { EntityByTable, TableName } from '../../domain/entities/tables';
import { requireFreshId, requireRecordIds } from '../../domain/entities/record-id-check';
import { DEFAULT_LIST_LIMIT, type IndexValue, type ListOptions, type RangeOptions, type Repository } from '../../application/ports/repository.port';
import { countInRange, keysInRange, rowsInRange, type RangeKey } from '../../domain/entities/record-range';
import { withDerivedFields } from '../../domain/entities/derived-fields';
import { deepFreeze, frozenCopy, sameRecord } from './frozen';

type Row = { id: number } & Record<string, unknown>;

/** One id as it was before a unit of work first changed it: its row, whether it was gone, its as-read row. */
interface IdState {
  row: Row | undefined;
  gone: boolean;
  /** `undefined`: not written in the batch before. */
  before: Row | null | undefined;
}

/**
 * What a rollback puts back: the ids the unit of work changed as they were (not a copy of the
 * whole table: a batch that starts from the last one's memory holds hundreds of rows), and the
 * table's own state.
 */
interface Undo {
  ids: Map<number, IdState>;
  complete: boolean;
  fetched: Map<string, [unknown, unknown][]>;
  nextId: number;
}

/**
 * What a table not read whole knows of storage (issue 18, season-simulation-rivals): the rows it
 * read or wrote, the ids it knows are absent, and the ranges of fields it asked storage for (every
 * stored row inside one is among the rows). Handed from a batch's commit to the next batch, which
 * then answers from it what this one already read (see BatchStart.memory).
 */
export interface TableMemory {
  rows: readonly Row[];
  gone: readonly number[];
  fetched: readonly [string, readonly [unknown, unknown][]][];
  /** Every stored row is among the rows (the table was read whole). */
  complete: boolean;
}

/** The writes of one table, ready for the commit's transaction. */
export interface PendingWrites {
  /** Rows storage had that are changed or deleted here, as storage had them: still so at commit? */
  expected: Map<number, Row>;
  /** New rows, under ids storage had not given (added, so a taken id fails the commit). */
  adds: Row[];
  puts: Row[];
  deletes: number[];
  /** Rows in the table when it was read whole, else null (checking many rows may then be one read). */
  wholeSize: number | null;
}

/**
 * One table of a batch (SPEC §7's Repository, kept in memory): reads go to storage once per row
 * (or once for the whole table, for scans) and are answered from memory afterwards; writes stay
 * in memory until the batch commits. New rows are numbered from `nextId`, where storage's own key
 * generator would start, so links between new rows keep their ids when written.
 */
export class WriteBehindTable<K extends TableName> implements Repository<EntityByTable[K]> {
  private rows = new Map<number, Row>();
  /** Ids known to be absent: deleted here, or asked for and not found. */
  private gone = new Set<number>();
  /** For each id written or deleted here: the row storage holds (null when none). */
  private before = new Map<number, Row | null>();
  /** Every row of storage has been read (scans are then answered from memory). */
  private complete = false;
  /**
   * Ranges of a field already asked of storage: every stored row inside one is in memory (or
   * known gone), so a query inside it is answered from memory (the schedule asks for the week's
   * productions, then each creation for its day's).
   */
  private fetched = new Map<string, [unknown, unknown][]>();
  /** Inside a unit of work: what undoes its changes (set at its first change). */
  private saved: Undo | null = null;
  private inWork = false;

  constructor(
    readonly table: K,
    private readonly base: Repository<EntityByTable[K]>,
    private nextId: number,
  ) {}

  /** Rows read elsewhere (a preload): taken as the whole table when `whole`. */
  seed(rows: readonly Stored<EntityByTable[K]>[], whole: boolean): void {
    for (const row of rows) {
      if (this.rows.has(row.id) || this.gone.has(row.id)) continue;
      this.rows.set(row.id, deepFreeze(row as unknown as Row));
      this.sorted = null;
    }
    if (whole) this.complete = true;
  }

  /**
   * Starts from what a former batch knew of storage (its memory after its commit, when nothing
   * else wrote since): its rows are frozen already, so they are kept as they are.
   */
  adopt(memory: TableMemory): void {
    this.seed(memory.rows as unknown as Stored<EntityByTable[K]>[], false);
    for (const id of memory.gone) if (!this.rows.has(id)) this.gone.add(id);
    for (const [field, ranges] of memory.fetched) for (const [lower, upper] of ranges) this.addFetched(field, lower, upper);
    if (memory.complete) this.complete = true;
  }

  /** What this table knows of storage, for the next batch (after a commit, what storage holds). */
  memory(): TableMemory {
    return { rows: [...this.rows.values()], gone: [...this.gone], fetched: [...this.fetched], complete: this.complete };
  }

  /** Rows held in memory. */
  size(): number {
    return this.rows.size;
  }

  /**
   * A unit of work starts: its undo notes are begun at its first change, not now (a completion
   * changes a handful of the sixteen tables).
   */
  beginWork(): void {
    this.inWork = true;
    this.saved = null;
  }

  /**
   * The unit of work ends: kept, or rolled back (every id it changed as it was before; rows it only
   * read stay, as storage has them, and ranges it read may be read again).
   */
  endWork(keep: boolean): void {
    const undo = this.saved;
    if (!keep && undo) {
      for (const [id, was] of undo.ids) {
        if (was.row) this.rows.set(id, was.row);
        else this.rows.delete(id);
        if (was.gone) this.gone.add(id);
        else this.gone.delete(id);
        if (was.before === undefined) this.before.delete(id);
        else this.before.set(id, was.before);
      }
      Object.assign(this, { complete: undo.complete, fetched: undo.fetched, nextId: undo.nextId, sorted: null });
    }
    this.inWork = false;
    this.saved = null;
  }

  /** Called before every change: begins what a rollback restores. */
  private changing(): void {
    if (!this.inWork || this.saved) return;
    this.saved = { ids: new Map(), complete: this.complete, fetched: new Map(this.fetched), nextId: this.nextId };
  }

  /** Called before an id's row, absence or as-read row changes: notes it as it was, once per unit of work. */
  private noting(id: number): void {
    this.changing();
    const undo = this.saved;
    if (!undo || undo.ids.has(id)) return;
    undo.ids.set(id, { row: this.rows.get(id), gone: this.gone.has(id), before: this.before.has(id) ? this.before.get(id) : undefined });
  }

  pending(): PendingWrites {
    const writes: PendingWrites = { expected: new Map(), adds: [], puts: [], deletes: [], wholeSize: this.complete ? this.rows.size : null };
    for (const [id, stored] of this.before) {
      const row = this.rows.get(id);
      if (stored === null) {
        if (row) writes.adds.push(row);
        continue;
      }
      if (row && sameRecord(row, stored)) continue;
      writes.expected.set(id, stored);
      if (row) writes.puts.push(row);
      else writes.deletes.push(id);
    }
    return writes;
  }

  /** The id the next new row gets (after a commit: the one storage gives next). */
  nextFreeId(): number {
    return this.nextId;
  }

  /** The whole table when it was read whole, else null. Rows are frozen, so they are shared as they are. */
  wholeRows(): Stored<EntityByTable[K]>[] | null {
    return this.complete ? this.out() : null;
  }

  /** After a commit: what is in memory is what storage holds. */
  markWritten(): void {
    this.before = new Map();
  }

  /** The rows in id order, kept until the next change (a completion scans Reign once per title). */
  private sorted: Row[] | null = null;

  private inOrder(): Stored<EntityByTable[K]>[] {
    this.sorted ??= [...this.rows.values()].sort((a, b) => a.id - b.id);
    return this.sorted as unknown as Stored<EntityByTable[K]>[];
  }

  /**
   * The rows that pass, in id order: picked before sorting when the order is not kept (a table
   * holding a season's productions is asked for a week's by date after each change).
   */
  private matching(test: (row: Stored<EntityByTable[K]>) => boolean): Stored<EntityByTable[K]>[] {
    if (this.sorted) return (this.sorted as unknown as Stored<EntityByTable[K]>[]).filter(test);
    return ([...this.rows.values()] as unknown as Stored<EntityByTable[K]>[]).filter(test).sort((a, b) => a.id - b.id);
  }

  /** A copy callers may change (the rows in it stay frozen). */
  private out(): Stored<EntityByTable[K]>[] {
    return [...this.inOrder()];
  }

  private async load(ids: readonly number[]): Promise<void> {
    if (this.complete) return;
    const missing = [...new Set(ids)].filter((id) => !this.rows.has(id) && !this.gone.has(id));
    if (missing.length === 0) return;
    const found = await this.base.getMany(missing);
    this.seed(found, false);
    for (const id of missing) if (!this.rows.has(id)) this.gone.add(id);
  }

  private async loadAll(): Promise<void> {
    if (!this.complete) this.seed(await this.base.all(), true);
  }

  /** Notes storage's row before the first write of each id, so the commit can check nobody changed it. */
  private async track(ids: readonly number[]): Promise<void> {
    await this.load(ids.filter((id) => !this.before.has(id)));
    this.changing();
    for (const id of ids) {
      if (this.before.has(id)) continue;
      this.noting(id);
      this.before.set(id, this.rows.get(id) ?? null);
    }
  }

  private put(row: Row): Stored<EntityByTable[K]> {
    this.changing();
    this.sorted = null;
    // Derived here too (issue 19), so a range over them sees the batch's own writes as storage will.
    const frozen = frozenCopy(withDerivedFields(this.table, row));
    this.noting(frozen.id);
    this.rows.set(frozen.id, frozen);
    this.gone.delete(frozen.id);
    return frozen as unknown as Stored<EntityByTable[K]>;
  }

  private insert(record: object): Stored<EntityByTable[K]> {
    // Issue 14: past the bound (or 2^53, where `+ 1` stops changing) an id would repeat: refuse.
    const id = requireFreshId(this.table, this.nextId);
    this.noting(id);
    this.nextId = id + 1;
    this.before.set(id, null);
    return this.put({ ...record, id } as Row);
  }

  async list({ offset = 0, limit = DEFAULT_LIST_LIMIT }: ListOptions = {}) {
    await this.loadAll();
    return this.out().slice(offset, offset + limit);
  }

  async all() {
    await this.loadAll();
    return this.out();
  }

  async get(id: number) {
    await this.load([id]);
    return this.rows.get(id) as Stored<EntityByTable[K]> | undefined;
  }

  async getMany(ids: readonly number[]) {
    await this.load(ids);
    return ids.map((id) => this.rows.get(id)).filter((row) => row !== undefined) as unknown as Stored<EntityByTable[K]>[];
  }

  // A query of a table not read whole asks storage for the rows that match there, then filters
  // what memory holds: every stored row that matches is then in memory, as this batch has it
  // (changed, or gone), and rows the batch changed or made to match are there too.
  async findBy<F extends keyof EntityByTable[K] & string>(field: F, value: EntityByTable[K][F]) {
    if (!this.covers(field, value, value)) this.fetch(field, value, value, await this.base.findBy(field, value));
    return this.matching((row) => row[field] === value);
  }

  async findBetween<F extends keyof EntityByTable[K] & string>(field: F, lower: EntityByTable[K][F], upper: EntityByTable[K][F]) {
    if (!this.covers(field, lower, upper)) this.fetch(field, lower, upper, await this.base.findBetween(field, lower, upper));
    return this.matching((row) => row[field] >= lower && row[field] <= upper);
  }

  // Issue 19: the whole range is asked of storage once (a batch needs every row of it in memory to
  // answer from there), then the page is cut from memory.
  async range<F extends keyof EntityByTable[K] & string>(
    field: F,
    lower: IndexValue<EntityByTable[K][F]>,
    upper: IndexValue<EntityByTable[K][F]>,
    options?: RangeOptions,
  ) {
    await this.fetchRange(field, lower, upper);
    return rowsInRange(this.inOrder(), field, lower as string, upper as string, options);
  }

  async countRange<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    await this.fetchRange(field, lower, upper);
    return countInRange(this.inOrder(), field, lower as string, upper as string);
  }

  async rangeKeys<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    await this.fetchRange(field, lower, upper);
    return keysInRange(this.inOrder(), field, lower as string, upper as string) as RangeKey<IndexValue<EntityByTable[K][F]>>[];
  }

  async rangeIds<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    return (await this.rangeKeys(field, lower, upper)).map(({ id }) => id);
  }

  private async fetchRange(field: keyof EntityByTable[K] & string, lower: unknown, upper: unknown): Promise<void> {
    if (this.covers(field, lower, upper)) return;
    const base = this.base as unknown as { range(f: string, l: unknown, u: unknown): Promise<Stored<EntityByTable[K]>[]> };
    this.fetch(field, lower, upper, await base.range(field, lower, upper));
  }

  private covers(field: string, lower: unknown, upper: unknown): boolean {
    const comparable = (value: unknown) => typeof value === 'string' || typeof value === 'number';
    if (this.complete) return true;
    if (!comparable(lower) || !comparable(upper)) return false;
    return (this.fetched.get(field) ?? []).some(
      ([from, to]) => typeof from === typeof lower && (from as number) <= (lower as number) && (upper as number) <= (to as number),
    );
  }

  private fetch(field: string, lower: unknown, upper: unknown, rows: readonly Stored<EntityByTable[K]>[]): void {
    this.seed(rows, false);
    this.addFetched(field, lower, upper);
  }

  /**
   * Notes a range as read. Ranges of one field that overlap become one (each was read whole, so
   * their union is): a batch that starts from the last one's memory then asks storage only for a
   * range that reaches past what was read (a week's war reads five weeks back by date).
   */
  private addFetched(field: string, lower: unknown, upper: unknown): void {
    const comparable = (value: unknown) => typeof value === 'string' || typeof value === 'number';
    if (!comparable(lower) || typeof lower !== typeof upper) {
      this.fetched.set(field, [...(this.fetched.get(field) ?? []), [lower, upper]]);
      return;
    }
    let [from, to] = [lower as number, upper as number];
    const kept: [unknown, unknown][] = [];
    for (const range of this.fetched.get(field) ?? []) {
      const [a, b] = range as [number, number];
      if (typeof a === typeof from && typeof b === typeof to && a <= to && from <= b) [from, to] = [a < from ? a : from, b > to ? b : to];
      else kept.push(range);
    }
    this.fetched.set(field, [...kept, [from, to]]);
  }

  async count() {
    await this.loadAll();
    return this.rows.size;
  }

  async create(fields: Partial<EntityByTable[K]>) {
    return this.insert(shapeForCreate(this.table, fields));
  }

  async update(id: number | undefined | null, changes: Partial<EntityByTable[K]>) {
    const key = requireId(id);
    const existing = await this.get(key);
    if (!existing) throw notFound(key, this.table);
    await this.track([key]);
    return this.put(shapeForUpdate(this.table, key, existing, changes) as unknown as Row);
  }

  async delete(id: number) {
    await this.track([id]);
    this.noting(id);
    this.sorted = null;
    this.rows.delete(id);
    this.gone.add(id);
  }

  async duplicate(id: number) {
    const existing = await this.get(id);
    if (!existing) throw notFound(id, this.table);
    return this.insert(withoutId(existing));
  }

  async clear() {
    const ids = (await this.all()).map((row) => row.id);
    await this.track(ids);
    this.sorted = null;
    for (const id of ids) {
      this.noting(id);
      this.rows.delete(id);
      this.gone.add(id);
    }
  }

  async bulkPut(rows: readonly EntityByTable[K][]) {
    requireRecordIds(this.table, rows);
    const withIds = rows.filter((row) => row.id !== undefined) as unknown as Row[];
    await this.track(withIds.map((row) => row.id));
    for (const row of rows) {
      if (row.id === undefined) this.insert(row);
      else this.put(row as unknown as Row);
    }
  }

  async bulkAdd(rows: readonly Stored<EntityByTable[K]>[]) {
    requireRecordIds(this.table, rows);
    const ids = rows.map((row) => row.id);
    await this.load(ids);
    const taken = ids.find((id) => this.rows.has(id));
    if (taken !== undefined) throw new Error(`Key ${taken} already exists in table ${this.table}`);
    await this.track(ids);
    for (const row of rows) this.put(row as unknown as Row);
  }

  async bulkCreate(rows: readonly Partial<EntityByTable[K]>[]) {
    return rows.map((fields) => this.insert(shapeForCreate(this.table, fields)));
  }
}
