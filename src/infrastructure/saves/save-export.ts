import Dexie, { type IndexableType, type Table } from 'dexie';
import { Utf8File } from './utf8-file';
import { readsStoredRows } from '../dexie/sparse-rows-middleware';

// Issue 8: dexie-export-import spends most of a backup in typeson, which walks every value of
// every row looking for special types. Our rows are plain JSON, for which typeson only ever adds
// `$types: { <keypath>: "arrayNonindexKeys" }` for each array. This writes exactly the library's
// text for such rows (pretty or compact, same chunking; tested byte for byte against it) and
// reads the next chunks while the current one is being written (issue 19: by key ranges taken
// first, a few ahead and across tables; keypaths built only for lists and objects; the rows
// stringified at their depth rather than re-indented after; every table's first chunk asked for
// and written while IndexedDB reads the keys; the text encoded into a reused buffer, utf8-file.ts).
// Anything else in a row (a Date, undefined, NaN, a Blob, a `$types` key of its own, a list or
// object under an empty key...) returns null: the caller then lets the library write the whole
// backup. docs/decisions-saves.md "Speed (issue 8)", "Backup text (issue 19)" and "Backup text:
// pretty by default, compact on request" (issue 32).

/** typeson's marker for an array (its revival leaves a plain array as it is). */
const ARRAY_TYPE = 'arrayNonindexKeys';
/** Pretty JSON of a chunk of rows sits three levels deep in the file (the library's indentation). */
const ROW_INDENT = '\n      ';
const TABLE_INDENT = '\n    ';
/** Chunks asked for ahead of the one being written (issue 19: the reads keep going while we write). */
const READ_AHEAD = 4;

export interface ExportProgress {
  done: number;
  total: number;
}

export interface ExportOptions {
  rowsPerChunk: number;
  onProgress?: (progress: ExportProgress) => void;
  /**
   * The library's `prettyJson`: indented text (the default here, as before), or compact text, as
   * the library writes it without the option (a third smaller, and quicker to write: issue 19).
   */
  pretty?: boolean;
}

/** Thrown inside the read transaction when a row is not plain JSON; never escapes this module. */
class NotPlainJson extends Error {}

type Row = Record<string, unknown>;
type Types = Record<string, string>;

// Keys holding `~` or `.` are escaped in typeson's keypaths; our keys never do, so test first.
const escapeKey = (key: string): string => (key.includes('~') || key.includes('.') ? key.replace(/~/g, '~0').replace(/\./g, '~1') : key);
const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** A leaf typeson leaves as it is (a string, a boolean, a finite number, null); objects are not leaves. */
function isPlainLeaf(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      return value === null;
    default:
      return false; // undefined, bigint (a function or symbol never comes out of IndexedDB)
  }
}

/**
 * Adds the keypath of every array under `value` to `types` (parents first, as typeson does). Only
 * objects get a keypath built: a leaf is checked where it sits (most values are leaves).
 */
function collectTypes(value: object, keypath: string, types: Types, seen: Set<object>): void {
  // typeson writes a repeated reference as "#keypath"; that is rare enough to leave to the library.
  if (seen.has(value)) throw new NotPlainJson();
  seen.add(value);
  const prefix = keypath ? `${keypath}.` : '';
  if (Array.isArray(value)) {
    // A hole or a named property on an array is typed by typeson too: the library's job.
    if (Object.getPrototypeOf(value) !== Array.prototype || Object.keys(value).length !== value.length) throw new NotPlainJson();
    types[keypath] = ARRAY_TYPE;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      if (typeof item === 'object' && item !== null) collectTypes(item, prefix + index, types, seen);
      else if (!isPlainLeaf(item)) throw new NotPlainJson();
    }
    return;
  }
  if (!isPlainObject(value)) throw new NotPlainJson();
  for (const key of Object.keys(value)) {
    const item = (value as Row)[key];
    if (typeof item === 'object' && item !== null) {
      // Under an empty key typeson's keypaths run into others' ("" is the row, "0" also its "0"):
      // its own marks then are the library's job (issue 32, found by save-export.property.test.ts).
      if (key === '') throw new NotPlainJson();
      collectTypes(item, prefix + escapeKey(key), types, seen);
    } else if (!isPlainLeaf(item)) throw new NotPlainJson();
  }
}

/** Rows stringified three levels deep come out at their depth in the file (the library's indentation). */
const NESTED_EMPTY = JSON.stringify([[[[]]]], undefined, 2);
const NEST_OPEN = NESTED_EMPTY.indexOf('[]') + 1;
const NEST_CLOSE = NESTED_EMPTY.length - NEST_OPEN;

/** One chunk as the library writes it: the rows' JSON without its brackets (pretty: at their depth). */
function encodeChunk(rows: Row[], pretty: boolean): string {
  const seen = new Set<object>();
  for (const row of rows) {
    if (Object.hasOwn(row, '$types') || Array.isArray(row)) throw new NotPlainJson();
    const types: Types = {};
    seen.clear();
    collectTypes(row, '', types, seen);
    // The rows are this read's own copies, so marking them in place is safe (and the key goes last, as typeson puts it).
    for (const _ in types) {
      row.$types = types;
      break;
    }
  }
  if (!pretty) {
    const json = JSON.stringify(rows);
    return json.substring(1, json.length - 1);
  }
  // Nested, rather than re-indented after: one pass over the text instead of two.
  const json = JSON.stringify([[[rows]]], undefined, 2);
  return json.substring(NEST_OPEN, json.length - NEST_CLOSE);
}

const schemaOf = (table: Table): string => [table.schema.primKey, ...table.schema.indexes].map((index) => index.src).join(',');

/** A run of at most `limit` rows of one table, by the keys of its first and last rows. */
interface Chunk {
  table: Table;
  first: IndexableType;
  last: IndexableType;
}

interface TableChunks {
  rowCount: number;
  chunks: Chunk[];
}

/** Each table's rows cut into chunks of `limit`, in key order, from its keys alone (a cheap read). */
async function chunksOf(tables: Table[], limit: number): Promise<TableChunks[]> {
  const keysOf = await Promise.all(tables.map((table) => table.toCollection().primaryKeys()));
  return tables.map((table, index) => {
    const keys = keysOf[index];
    const chunks: Chunk[] = [];
    for (let start = 0; start < keys.length; start += limit) {
      chunks.push({ table, first: keys[start], last: keys[Math.min(start + limit, keys.length) - 1] });
    }
    return { rowCount: keys.length, chunks };
  });
}

/**
 * The chunks' rows in order, `ahead` reads kept asked for: IndexedDB reads the next chunks while
 * we write this one, and across tables, without holding the whole database at once.
 */
function readAhead(chunks: readonly Chunk[], ahead: number): () => Promise<Row[]> {
  const asked: Promise<Row[]>[] = [];
  let next = 0;
  const ask = () => {
    if (next >= chunks.length) return;
    const { table, first, last } = chunks[next];
    next += 1;
    const read = table.where(':id').between(first, last, true, true).toArray() as Promise<Row[]>;
    // If the export stops before awaiting it, its failure must not be an unhandled rejection.
    read.catch(() => undefined);
    asked.push(read);
  };
  for (let index = 0; index < ahead; index += 1) ask();
  return () => {
    ask();
    return asked.shift()!;
  };
}

/** A table's first chunk, written as soon as it is read: its rows and its text, none when the table is empty. */
interface FirstChunk {
  rowCount: number;
  text: Blob | null;
}

/**
 * Every table's first `limit` rows, asked for before anything else and written as they come, in
 * whatever order: IndexedDB reads the keys of the rest meanwhile (issue 19: the main thread used to
 * wait for the keys with nothing to do, a tenth of a decade's backup). A chunk's text does not
 * depend on where it goes in the file.
 */
function firstChunks(tables: readonly Table[], limit: number, write: (rows: Row[]) => Blob): Promise<FirstChunk>[] {
  return tables.map((table) => {
    const first = table.orderBy(':id').limit(limit).toArray() as Promise<Row[]>;
    const written = first.then((rows) => ({ rowCount: rows.length, text: rows.length > 0 ? write(rows) : null }));
    // If the export stops before awaiting it, its failure must not be an unhandled rejection.
    written.catch(() => undefined);
    return written;
  });
}

/**
 * A backup of every table in dexie-export-import's format, pretty-printed unless `pretty` is false,
 * `rowsPerChunk` rows per chunk, read in one transaction; null when a row holds anything but plain
 * JSON values.
 */
export async function exportPlainSave(db: Dexie, { rowsPerChunk, onProgress, pretty = true }: ExportOptions): Promise<Blob | null> {
  try {
    return await db.transaction('r', db.tables, () => {
      // Issue 36: the rows as stored (the weekly tables without their defaults; the import fills them).
      readsStoredRows(Dexie.currentTransaction?.idbtrans);
      return exportTables(db, rowsPerChunk, pretty, onProgress);
    });
  } catch (error) {
    if (error instanceof NotPlainJson) return null;
    throw error;
  }
}

async function exportTables(db: Dexie, limit: number, pretty: boolean, listener?: (progress: ExportProgress) => void): Promise<Blob> {
  // Outside our transaction, as the library does, should a listener ever touch the database.
  const onProgress = (progress: ExportProgress) => Dexie.ignoreTransaction(() => listener?.({ ...progress }));
  // Rows stored as [key, value] pairs: the library's other layout.
  if (db.tables.some((table) => !table.schema.primKey.keyPath)) throw new NotPlainJson();
  // One buffer for the first chunks, one for the file: a 16 MB buffer made per chunk costs the
  // garbage collector more than it saves.
  const firstsFile = new Utf8File();
  const firsts = firstChunks(db.tables, limit, (rows) => {
    firstsFile.write(encodeChunk(rows, pretty));
    return firstsFile.blob();
  });
  const byTable = await chunksOf(db.tables, limit);
  const progress = { done: 0, total: byTable.reduce((sum, { rowCount }) => sum + rowCount, 0) };
  const tables = db.tables.map((table, i) => ({ name: table.name, schema: schemaOf(table), rowCount: byTable[i].rowCount }));
  const header = JSON.stringify(
    { formatName: 'dexie', formatVersion: 1, data: { databaseName: db.name, databaseVersion: db.verno, tables, data: [] } },
    undefined,
    pretty ? 2 : undefined,
  );
  const endOfData = header.lastIndexOf(']');
  const file = new Utf8File();
  file.write(header.substring(0, endOfData));
  onProgress(progress);
  // The first chunks are on their way already; the rest are read ahead in the file's order.
  const nextRows = readAhead(byTable.flatMap(({ chunks }) => chunks.slice(1)), READ_AHEAD);
  for (const [index, table] of db.tables.entries()) {
    const emptyJson = JSON.stringify({ tableName: table.name, inbound: true, rows: [] }, undefined, pretty ? 2 : undefined);
    const empty = pretty ? emptyJson.replaceAll('\n', TABLE_INDENT) : emptyJson;
    const endOfRows = empty.lastIndexOf(']');
    file.write(empty.substring(0, endOfRows));
    for (let chunk = 0; chunk < byTable[index].chunks.length; chunk += 1) {
      let rowCount: number;
      if (chunk === 0) {
        const first = await firsts[index];
        rowCount = first.rowCount;
        file.append(first.text!);
      } else {
        const rows = await nextRows();
        rowCount = rows.length;
        file.write(pretty ? `,${ROW_INDENT}` : ',');
        file.write(encodeChunk(rows, pretty));
      }
      progress.done += rowCount;
      onProgress(progress);
    }
    file.write(empty.substring(endOfRows));
    if (index < db.tables.length - 1) file.write(',');
  }
  file.write(header.substring(endOfData));
  return file.blob('text/json');
}
