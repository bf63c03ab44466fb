import Dexie, { type DBCoreCursor, type DBCoreTable, type DBCoreTransaction } from 'dexie';
import type { TableName } from '../../domain/entities/tables';
import { defaultsOf, FIELDS_AS_TEXT, SPARSE_TABLES, withDefaultsFilled, withFieldsAsText, withFieldsRead, withoutDefaults, type Default, type Row } from './stored-rows';

// Issue 36 (saves that last a dynasty): the tables that grow every week store each row without
// the fields still at their factory default (an appearance's empty name, description, image,
// images list and colours, its false flags...), and every read through this database fills them
// back, so the game reads the same records as before. A backup writes the rows as stored (the
// exporter reads them raw, `readsStoredRows`), so the file is smaller; its import fills the
// defaults (normalise-record.ts) and they are left out again on the way in. A save of an earlier
// build (rows whole) reads the same. docs/decisions-saves.md "Rows are stored without their defaults".

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
  /** A middleware at `level` that wraps each sparse table with its defaults and text fields (the other tables pass through). */
  const onSparseTables = (name: string, level: number, wrap: (table: DBCoreTable, defaults: readonly Default[], fields: readonly string[]) => DBCoreTable) =>
    db.use({
      stack: 'dbcore',
      name,
      level,
      create: (down) => ({
        ...down,
        table: (tableName) => {
          const table = down.table(tableName);
          const defaults = defaultsByTable.get(tableName);
          return defaults ? wrap(table, defaults, FIELDS_AS_TEXT[tableName as TableName] ?? []) : table;
        },
      }),
    });
  /** The table's add and put requests with every value mapped by `map` (other writes as they are). */
  const writesMapped = (table: DBCoreTable, map: (row: unknown) => unknown): DBCoreTable['mutate'] => (request) =>
    request.type === 'add' || request.type === 'put' ? table.mutate({ ...request, values: request.values.map(map) }) : table.mutate(request);
  /** The row as the game reads it: text fields read back, defaults filled. */
  const wholeRow = (defaults: readonly Default[], fields: readonly string[]) => (row: unknown) => {
    const record = asObject(row);
    return record ? withDefaultsFilled(defaults, withFieldsRead(fields, record)) : row;
  };
  onSparseTables('kayfabe-stored-rows-whole-on-write', 11, (table, defaults, fields) => ({ ...table, mutate: writesMapped(table, wholeRow(defaults, fields)) }));
  onSparseTables('kayfabe-sparse-rows', 8, (table, defaults, fields) => {
    const sparse = (row: unknown) => {
      const record = asObject(row);
      // Defaults first: an empty list left out is smaller than its text "[]".
      return record ? withFieldsAsText(fields, withoutDefaults(defaults, record) as Row) : row;
    };
    const fill = wholeRow(defaults, fields);
    return {
      ...table,
      mutate: writesMapped(table, sparse),
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
  });
}
