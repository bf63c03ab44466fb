import type { Stored } from '../../domain/entities/base';
import { TABLE_NAMES, type EntityByTable, type TableName } from '../../domain/entities/tables';
import { DEFAULT_LIST_LIMIT, type IndexValue, type ListOptions, type RangeOptions, type Repository } from '../../application/ports/repository.port';
import { countInRange, keysInRange, rowsInRange, type RangeKey } from '../../domain/entities/record-range';
import { withDerivedFields } from '../../domain/entities/derived-fields';
import type { Repositories } from '../../application/ports/unit-of-work.port';
import { notFound, requireId, shapeForCreate, shapeForUpdate, withoutId } from '../../domain/entities/record-shape';
import { RecordIdError, requireFreshId, requireRecordIds } from '../../domain/entities/record-id-check';
import { isRecordId } from '../../domain/entities/record-ids';
import { assertRecordFields } from '../../domain/fields/record-check';

type Row = { id: number } & Record<string, unknown>;

/**
 * Test twin of the Dexie database: every table a Map, ids counting up per table like `++id`.
 * Rows are cloned in and out, as IndexedDB does, so callers cannot mutate stored state.
 */
export class InMemoryStore {
  tables = new Map<TableName, Map<number, Row>>(TABLE_NAMES.map((name) => [name, new Map()]));
  nextIds = new Map<TableName, number>(TABLE_NAMES.map((name) => [name, 1]));

  rows(table: TableName): Map<number, Row> {
    return this.tables.get(table)!;
  }

  takeId(table: TableName, wanted?: number): number {
    const next = this.nextIds.get(table)!;
    // As the Dexie repository: a given id past the bound is refused, a generated one too.
    if (wanted !== undefined && !isRecordId(wanted)) throw new RecordIdError(table, wanted);
    const id = wanted ?? requireFreshId(table, next);
    this.nextIds.set(table, Math.max(next, id + 1));
    return id;
  }

  snapshot(): () => void {
    const tables = structuredClone(this.tables);
    const nextIds = new Map(this.nextIds);
    return () => {
      this.tables = tables;
      this.nextIds = nextIds;
    };
  }
}

export class InMemoryRepository<K extends TableName> implements Repository<EntityByTable[K]> {
  constructor(
    private readonly store: InMemoryStore,
    readonly table: K,
  ) {}

  private sorted(): Stored<EntityByTable[K]>[] {
    const rows = [...this.store.rows(this.table).values()].sort((a, b) => a.id - b.id);
    return rows.map((row) => structuredClone(row) as unknown as Stored<EntityByTable[K]>);
  }

  private read(id: number): Stored<EntityByTable[K]> | undefined {
    const row = this.store.rows(this.table).get(id);
    return row && (structuredClone(row) as unknown as Stored<EntityByTable[K]>);
  }

  private write(record: object, wantedId?: number): Stored<EntityByTable[K]> {
    const id = this.store.takeId(this.table, wantedId);
    const row = withDerivedFields(this.table, { ...structuredClone(record), id } as Row);
    this.store.rows(this.table).set(id, row);
    return structuredClone(row) as unknown as Stored<EntityByTable[K]>;
  }

  async list({ offset = 0, limit = DEFAULT_LIST_LIMIT }: ListOptions = {}) {
    return this.sorted().slice(offset, offset + limit);
  }

  async all() {
    return this.sorted();
  }

  async get(id: number) {
    return this.read(id);
  }

  async getMany(ids: readonly number[]) {
    return ids.map((id) => this.read(id)).filter((row) => row !== undefined);
  }

  async findBy<F extends keyof EntityByTable[K] & string>(field: F, value: EntityByTable[K][F]) {
    return this.sorted().filter((row) => row[field] === value);
  }

  async findBetween<F extends keyof EntityByTable[K] & string>(field: F, lower: EntityByTable[K][F], upper: EntityByTable[K][F]) {
    return this.sorted().filter((row) => row[field] >= lower && row[field] <= upper);
  }

  async range<F extends keyof EntityByTable[K] & string>(
    field: F,
    lower: IndexValue<EntityByTable[K][F]>,
    upper: IndexValue<EntityByTable[K][F]>,
    options?: RangeOptions,
  ) {
    return rowsInRange(this.sorted(), field, lower as string, upper as string, options);
  }

  async countRange<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    return countInRange(this.sorted(), field, lower as string, upper as string);
  }

  async rangeKeys<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    return keysInRange(this.sorted(), field, lower as string, upper as string) as RangeKey<IndexValue<EntityByTable[K][F]>>[];
  }

  async rangeIds<F extends keyof EntityByTable[K] & string>(field: F, lower: IndexValue<EntityByTable[K][F]>, upper: IndexValue<EntityByTable[K][F]>) {
    return keysInRange(this.sorted(), field, lower as string, upper as string).map(({ id }) => id);
  }

  async count() {
    return this.store.rows(this.table).size;
  }

  /** Issue 34, as the Dexie repository: nothing is written that a save import would refuse. */
  private check(rows: readonly object[]): void {
    for (const row of rows) assertRecordFields(this.table, row, 'stored');
  }

  async create(fields: Partial<EntityByTable[K]>) {
    const record = shapeForCreate(this.table, fields);
    this.check([record]);
    return this.write(record);
  }

  async update(id: number | undefined | null, changes: Partial<EntityByTable[K]>) {
    const key = requireId(id);
    this.check([{ ...changes, id: key }]);
    const existing = this.read(key);
    if (!existing) throw notFound(key, this.table);
    return this.write(shapeForUpdate(this.table, key, existing, changes), key);
  }

  async delete(id: number) {
    this.store.rows(this.table).delete(id);
  }

  async duplicate(id: number) {
    const existing = this.read(id);
    if (!existing) throw notFound(id, this.table);
    return this.write(withoutId(existing));
  }

  async clear() {
    this.store.rows(this.table).clear();
  }

  async bulkPut(rows: readonly EntityByTable[K][]) {
    requireRecordIds(this.table, rows);
    this.check(rows);
    for (const row of rows) this.write(row, row.id);
  }

  async bulkAdd(rows: readonly Stored<EntityByTable[K]>[]) {
    requireRecordIds(this.table, rows);
    this.check(rows);
    for (const row of rows) {
      if (this.store.rows(this.table).has(row.id)) throw new Error(`Key ${row.id} already exists in table ${this.table}`);
      this.write(row, row.id);
    }
  }

  async bulkCreate(rows: readonly Partial<EntityByTable[K]>[]) {
    const records = rows.map((fields) => shapeForCreate(this.table, fields));
    this.check(records);
    return records.map((record) => this.write(record));
  }
}

export function createInMemoryRepositories(store: InMemoryStore = new InMemoryStore()): Repositories {
  const entries = TABLE_NAMES.map((table) => [table, new InMemoryRepository(store, table)]);
  return Object.fromEntries(entries) as Repositories;
}
