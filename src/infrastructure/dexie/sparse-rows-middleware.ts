import Dexie, { type DBCoreCursor, type DBCoreTransaction } from 'dexie';
import { entityFactories, type TableName } from '../../domain/entities/tables';

// Issue 36 (saves that last a dynasty): the tables that grow every week store each row without
// the fields still at their factory default (an appearance's empty name, description, image,
// images list and colours, its false flags...), and every read through this database fills them
// back, so the game reads the same records as before. A backup writes the rows as stored (the
// exporter reads them raw, `readsStoredRows`), so the file is smaller; its import fills the
// defaults (normalise-record.ts) and they are left out again on the way in. A save of an earlier
// build (rows whole) reads the same. docs/decisions-saves.md "Rows are stored without their defaults".

type Row = Record<string, unknown>;

/** The tables a year of play adds thousands of rows to (the others are a few hundred rows in all). */
export const SPARSE_TABLES: readonly TableName[] = ['Appearance', 'Segment', 'Production'];

/**
 * Lists and objects a row keeps as one line of compact JSON text: in the backup's pretty layout a
 * played card takes a line per value otherwise (two and a half times the room). Only the storage
 * holds them as text; every read gives them back as they were written.
 */
const FIELDS_AS_TEXT: Partial<Record<TableName, readonly string[]>> = {
  Production: ['played', 'finance', 'war'],
};

/** The row with its text fields as JSON text (the row itself when none is a list or object). */
function withFieldsAsText(fields: readonly string[], row: Row): Row {
  let encoded: Row | null = null;
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'object' && value !== null) {
      encoded ??= { ...row };
      encoded[field] = JSON.stringify(value);
    }
  }
  return encoded ?? row;
}

/**
 * The row with its text fields read back (the row itself when none is text). A text that is not
 * JSON is left as it is: the field rules then judge it as they would any other value.
 */
function withFieldsRead(fields: readonly string[], row: Row): Row {
  let decoded: Row | null = null;
  for (const field of fields) {
    const value = row[field];
    if (typeof value !== 'string') continue;
    try {
      const parsed: unknown = JSON.parse(value);
      decoded ??= { ...row };
      decoded[field] = parsed;
    } catch {
      // Not ours: left for the caller's rules.
    }
  }
  return decoded ?? row;
}

/**
 * A row of a backup (or of the store) as the game reads it, before its defaults are filled: text
 * fields read back. The import calls it before it judges a row (a played card kept as text would
 * otherwise be a text where a list belongs).
 */
export function storedRowAsRead(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const fields = FIELDS_AS_TEXT[table as TableName];
  return fields ? withFieldsRead(fields, row) : row;
}

/** A default worth leaving out: a leaf, or an empty list or object (filled back with a fresh one). */
type Default = { key: string; value: unknown; fresh: (() => unknown) | null };

function defaultsOf(table: TableName): Default[] {
  const factory = entityFactories[table] as unknown as () => Row;
  const defaults: Default[] = [];
  for (const [key, value] of Object.entries(factory())) {
    if (Array.isArray(value)) {
      if (value.length === 0) defaults.push({ key, value, fresh: () => [] });
    } else if (typeof value === 'object' && value !== null) {
      if (Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0) defaults.push({ key, value, fresh: () => ({}) });
    } else if (value !== undefined) defaults.push({ key, value, fresh: null });
  }
  return defaults;
}

const isEmptyList = (value: unknown): boolean => Array.isArray(value) && value.length === 0 && Object.getPrototypeOf(value) === Array.prototype;
const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0;

/** Whether `value` is the default, so that filling it back gives an equal value. */
function atDefault(entry: Default, value: unknown): boolean {
  if (entry.fresh === null) return Object.is(value, entry.value);
  return Array.isArray(entry.value) ? isEmptyList(value) : isEmptyObject(value);
}

/** The row as stored: without the fields at their defaults (the row itself when none is). */
function withoutDefaults(defaults: readonly Default[], row: unknown): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const record = row as Row;
  let sparse: Row | null = null;
  for (const entry of defaults) {
    if (Object.hasOwn(record, entry.key) && atDefault(entry, record[entry.key])) {
      sparse ??= { ...record };
      delete sparse[entry.key];
    }
  }
  return sparse ?? row;
}

/** The row as the game reads it: every missing default filled back (the row itself when none is missing). */
function withDefaultsFilled(defaults: readonly Default[], row: unknown): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const record = row as Row;
  let whole: Row | null = null;
  for (const entry of defaults) {
    if (!Object.hasOwn(record, entry.key)) {
      whole ??= { ...record };
      whole[entry.key] = entry.fresh ? entry.fresh() : entry.value;
    }
  }
  return whole ?? row;
}

/** Each sparse table's defaults, made on first use (a test or a tool reading raw rows). */
let defaultsCache: Map<string, Default[]> | null = null;

/**
 * A row as stored (in IndexedDB or a backup) as the game reads it: text fields read back and the
 * defaults filled, the same as every read through the game's connection. A whole row (an older
 * save's) and a row of another table come back as they are. Tests and tools that read the store
 * or a backup without the game call it to see every field.
 */
export function storedRowWhole(table: string, row: Record<string, unknown>): Record<string, unknown> {
  defaultsCache ??= new Map(SPARSE_TABLES.map((name) => [name as string, defaultsOf(name)]));
  const defaults = defaultsCache.get(table);
  if (!defaults) return row;
  return withDefaultsFilled(defaults, withFieldsRead(FIELDS_AS_TEXT[table as TableName] ?? [], row)) as Record<string, unknown>;
}

/**
 * Another connection to the same database, without the game's middleware: it reads the rows as
 * stored (the library's backup, when ours hands it back, writes what ours would). Close it after.
 */
export async function storedRowsConnection(db: Dexie): Promise<Dexie> {
  // The same tables in the same order (a backup lists them so), the same keys and indexes.
  const schema = Object.fromEntries(db.tables.map((table) => [table.name, [table.schema.primKey, ...table.schema.indexes].map((index) => index.src).join(',')]));
  const plain = new Dexie(db.name);
  plain.version(db.verno).stores(schema);
  await plain.open();
  return plain;
}

/** Transactions that read rows as stored (the backup's): nothing is filled for them. */
const storedReads = new WeakSet<object>();

/**
 * Marks the transaction running now (Dexie's ambient one) as reading rows as stored: the backup
 * writes them so. Call inside `db.transaction(...)`.
 */
export function readsStoredRows(trans: object | undefined | null): void {
  if (trans) storedReads.add(trans);
}

const fills = (trans: DBCoreTransaction): boolean => !storedReads.has(trans as object);

/** A cursor whose value is read filled (the cursor itself otherwise). */
function filledCursor(cursor: DBCoreCursor | null, fill: (row: unknown) => unknown): DBCoreCursor | null {
  if (!cursor) return cursor;
  // IndexedDB's own getters must be called on the cursor itself (as Dexie's virtual index does).
  return Object.create(cursor, {
    key: { get: () => cursor.key },
    primaryKey: { get: () => cursor.primaryKey },
    value: { get: () => fill(cursor.value) },
  }) as DBCoreCursor;
}

const asObject = (row: unknown): Row | null => (typeof row === 'object' && row !== null && !Array.isArray(row) ? (row as Row) : null);

/**
 * Sits below the write log (level 9) and the derived fields (level 10): both see rows whole. A row
 * written as stored (a safety copy put back, sparse, text fields and all) is made whole first,
 * above them (level 11), so the lookup keys are derived from it as from any other row.
 */
export function storeRowsWithoutDefaults(db: Dexie): void {
  const defaultsByTable = new Map(SPARSE_TABLES.map((table) => [table as string, defaultsOf(table)]));
  /** The row as the game reads it: text fields read back, defaults filled. */
  const wholeRow = (defaults: readonly Default[], fields: readonly string[]) => (row: unknown) => {
    const record = asObject(row);
    return record ? withDefaultsFilled(defaults, withFieldsRead(fields, record)) : row;
  };
  db.use({
    stack: 'dbcore',
    name: 'kayfabe-stored-rows-whole-on-write',
    level: 11,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        const defaults = defaultsByTable.get(name);
        if (!defaults) return table;
        const whole = wholeRow(defaults, FIELDS_AS_TEXT[name as TableName] ?? []);
        return {
          ...table,
          mutate: (request) =>
            request.type === 'add' || request.type === 'put' ? table.mutate({ ...request, values: request.values.map(whole) }) : table.mutate(request),
        };
      },
    }),
  });
  db.use({
    stack: 'dbcore',
    name: 'kayfabe-sparse-rows',
    level: 8,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        const defaults = defaultsByTable.get(name);
        if (!defaults) return table;
        const fields = FIELDS_AS_TEXT[name as TableName] ?? [];
        const sparse = (row: unknown) => {
          const record = asObject(row);
          return record ? withoutDefaults(defaults, withFieldsAsText(fields, record)) : row;
        };
        const fill = wholeRow(defaults, fields);
        return {
          ...table,
          mutate: (request) =>
            request.type === 'add' || request.type === 'put'
              ? table.mutate({ ...request, values: request.values.map(sparse) })
              : table.mutate(request),
          // `.then` on the promises below, never `await`: they are Dexie's own, which keep the
          // transaction alive for the caller's next request (a native await can let it commit).
          get: (request) => table.get(request).then((row: unknown) => (fills(request.trans) ? fill(row) : row)),
          getMany: (request) => table.getMany(request).then((rows: unknown[]) => (fills(request.trans) ? rows.map(fill) : rows)),
          query: (request) =>
            table.query(request).then((response) =>
              request.values && fills(request.trans) ? { ...response, result: response.result.map(fill) } : response),
          openCursor: (request) =>
            table.openCursor(request).then((cursor) => (request.values === false || !fills(request.trans) ? cursor : filledCursor(cursor, fill))),
        };
      },
    }),
  });
}
