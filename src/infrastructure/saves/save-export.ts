import Dexie, { type Table } from 'dexie';

// Issue 8: dexie-export-import spends most of a backup in typeson, which walks every value of
// every row looking for special types. Our rows are plain JSON, for which typeson only ever adds
// `$types: { <keypath>: "arrayNonindexKeys" }` for each array. This writes exactly the library's
// text for such rows (pretty, same chunking, same slices; tested byte for byte against it) and
// reads the next chunk while the current one is being written. Anything else in a row (a Date,
// undefined, NaN, a Blob, a `$types` key of its own...) returns null: the caller then lets the
// library write the whole backup. docs/decisions-saves.md "Speed (issue 8)".

/** typeson's marker for an array (its revival leaves a plain array as it is). */
const ARRAY_TYPE = 'arrayNonindexKeys';
/** Pretty JSON of a chunk of rows sits three levels deep in the file (the library's indentation). */
const ROW_INDENT = '\n      ';
const TABLE_INDENT = '\n    ';

export interface ExportProgress {
  done: number;
  total: number;
}

export interface ExportOptions {
  rowsPerChunk: number;
  onProgress?: (progress: ExportProgress) => void;
}

/** Thrown inside the read transaction when a row is not plain JSON; never escapes this module. */
class NotPlainJson extends Error {}

type Row = Record<string, unknown>;
type Types = Record<string, string>;

const escapeKey = (key: string): string => key.replace(/~/g, '~0').replace(/\./g, '~1');
const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Adds the keypath of every array under `value` to `types` (parents first, as typeson does). */
function collectTypes(value: unknown, keypath: string, types: Types, seen: Set<object>): void {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new NotPlainJson();
      return;
    case 'object':
      break;
    default:
      throw new NotPlainJson(); // undefined, bigint (a function or symbol never comes out of IndexedDB)
  }
  if (value === null) return;
  // typeson writes a repeated reference as "#keypath"; that is rare enough to leave to the library.
  if (seen.has(value)) throw new NotPlainJson();
  seen.add(value);
  const prefix = keypath ? `${keypath}.` : '';
  if (Array.isArray(value)) {
    // A hole or a named property on an array is typed by typeson too: the library's job.
    if (Object.getPrototypeOf(value) !== Array.prototype || Object.keys(value).length !== value.length) throw new NotPlainJson();
    types[keypath] = ARRAY_TYPE;
    for (let index = 0; index < value.length; index += 1) {
      if (!(index in value)) throw new NotPlainJson();
      collectTypes(value[index], prefix + index, types, seen);
    }
    return;
  }
  if (!isPlainObject(value)) throw new NotPlainJson();
  for (const key of Object.keys(value)) collectTypes((value as Row)[key], prefix + escapeKey(key), types, seen);
}

/** One chunk as the library writes it: the rows' pretty JSON without its brackets, re-indented. */
function encodeChunk(rows: Row[]): string {
  for (const row of rows) {
    if (Object.hasOwn(row, '$types') || Array.isArray(row)) throw new NotPlainJson();
    const types: Types = {};
    collectTypes(row, '', types, new Set());
    // The rows are this read's own copies, so marking them in place is safe (and the key goes last, as typeson puts it).
    for (const _ in types) {
      row.$types = types;
      break;
    }
  }
  const json = JSON.stringify(rows, undefined, 2).replaceAll('\n', ROW_INDENT);
  return json.substring(1, json.length - 1);
}

const schemaOf = (table: Table): string => [table.schema.primKey, ...table.schema.indexes].map((index) => index.src).join(',');

/** The next `limit` rows of `table` after key `after` (from the start when null), in key order. */
function readChunk(table: Table, after: unknown, limit: number): Promise<Row[]> {
  const read = (after === null ? table.limit(limit) : table.where(':id').above(after).limit(limit)).toArray() as Promise<Row[]>;
  // Read ahead: if the export stops before awaiting it, its failure must not be an unhandled rejection.
  read.catch(() => undefined);
  return read;
}

/**
 * A backup of every table in dexie-export-import's format, pretty-printed, `rowsPerChunk` rows per
 * chunk, read in one transaction; null when a row holds anything but plain JSON values.
 */
export async function exportPlainSave(db: Dexie, { rowsPerChunk, onProgress }: ExportOptions): Promise<Blob | null> {
  try {
    return await db.transaction('r', db.tables, () => exportTables(db, rowsPerChunk, onProgress));
  } catch (error) {
    if (error instanceof NotPlainJson) return null;
    throw error;
  }
}

async function exportTables(db: Dexie, limit: number, listener?: (progress: ExportProgress) => void): Promise<Blob> {
  // Outside our transaction, as the library does, should a listener ever touch the database.
  const onProgress = (progress: ExportProgress) => Dexie.ignoreTransaction(() => listener?.({ ...progress }));
  const counts = await Promise.all(db.tables.map((table) => table.count()));
  const progress = { done: 0, total: counts.reduce((a, b) => a + b, 0) };
  const tables = db.tables.map((table, i) => ({ name: table.name, schema: schemaOf(table), rowCount: counts[i] }));
  const header = JSON.stringify(
    { formatName: 'dexie', formatVersion: 1, data: { databaseName: db.name, databaseVersion: db.verno, tables, data: [] } },
    undefined,
    2,
  );
  const endOfData = header.lastIndexOf(']');
  const slices: BlobPart[] = [header.substring(0, endOfData)];
  onProgress(progress);
  for (const [index, table] of db.tables.entries()) {
    const inbound = !!table.schema.primKey.keyPath;
    if (!inbound) throw new NotPlainJson(); // rows stored as [key, value] pairs: the library's other layout
    const empty = JSON.stringify({ tableName: table.name, inbound: true, rows: [] }, undefined, 2).replaceAll('\n', TABLE_INDENT);
    const endOfRows = empty.lastIndexOf(']');
    slices.push(empty.substring(0, endOfRows));
    let next: Promise<Row[]> | null = readChunk(table, null, limit);
    let first = true;
    while (next) {
      const rows: Row[] = await next;
      if (rows.length === 0) break;
      // Ask for the next chunk before writing this one: IndexedDB reads while we stringify.
      const lastKey = Dexie.getByKeyPath(rows[rows.length - 1], table.schema.primKey.keyPath as string);
      next = rows.length === limit ? readChunk(table, lastKey, limit) : null;
      if (!first) slices.push(',', ROW_INDENT);
      first = false;
      slices.push(new Blob([encodeChunk(rows)]));
      progress.done += rows.length;
      onProgress(progress);
    }
    slices.push(empty.substring(endOfRows));
    if (index < db.tables.length - 1) slices.push(',');
  }
  slices.push(header.substring(endOfData));
  return new Blob(slices, { type: 'text/json' });
}
