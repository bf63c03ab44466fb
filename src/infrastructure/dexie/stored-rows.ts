import { entityFactories, type TableName } from '../../domain/entities/tables';
import { financeAsLines, financeFromLines, FINANCE_LINES_PREFIX } from './finance-lines';
import { playedAsLines, playedFromLines, PLAYED_LINES_PREFIX } from './played-lines';

// Issue 36: the rows of the weekly tables as stored (without the fields at their factory default, a
// production's played card, finance and war as JSON text) and as the game reads them. Pure: no
// Dexie here, so a test or tool can fill raw rows without loading the database library (the season
// runner installs fake-indexeddb before Dexie loads). sparse-rows-middleware.ts applies them.

export type Row = Record<string, unknown>;

/** The tables a year of play adds thousands of rows to (the others are a few hundred rows in all). */
export const SPARSE_TABLES: readonly TableName[] = ['Appearance', 'Segment', 'Production'];

/**
 * Lists and objects a row keeps as one line of compact JSON text: in the backup's pretty layout a
 * played card takes a line per value otherwise (two and a half times the room). Only the storage
 * holds them as text; every read gives them back as they were written.
 */
export const FIELDS_AS_TEXT: Partial<Record<TableName, readonly string[]>> = {
  // The id lists too: in the pretty layout each id takes a line, and each list a typeson `$types` line.
  Production: ['played', 'finance', 'war', 'brandIds', 'segmentIds'],
  Segment: ['appearanceIds', 'brandIds', 'championshipIds'],
};

/**
 * Text fields with a form of their own, smaller than JSON text (a played card and a money
 * explanation as lines: their JSON text's every quote is escaped in a backup). `encode` gives null for a value it would not read back
 * exactly (the JSON text is kept then); `decode` reads a text starting with `prefix`.
 */
const TEXT_FORMS: Record<string, { prefix: string; encode: (value: unknown) => string | null; decode: (text: string) => unknown }> = {
  played: { prefix: PLAYED_LINES_PREFIX, encode: playedAsLines, decode: playedFromLines },
  finance: { prefix: FINANCE_LINES_PREFIX, encode: financeAsLines, decode: financeFromLines },
};

/** The row with its text fields as text (the row itself when none is a list or object). */
export function withFieldsAsText(fields: readonly string[], row: Row): Row {
  let encoded: Row | null = null;
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'object' && value !== null) {
      encoded ??= { ...row };
      encoded[field] = TEXT_FORMS[field]?.encode(value) ?? JSON.stringify(value);
    }
  }
  return encoded ?? row;
}

/**
 * The row with its text fields read back (the row itself when none is text). A text that is not
 * JSON is left as it is: the field rules then judge it as they would any other value.
 */
export function withFieldsRead(fields: readonly string[], row: Row): Row {
  let decoded: Row | null = null;
  for (const field of fields) {
    const value = row[field];
    if (typeof value !== 'string') continue;
    const form = TEXT_FORMS[field];
    if (form && value.startsWith(form.prefix)) {
      decoded ??= { ...row };
      decoded[field] = form.decode(value);
      continue;
    }
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
export type Default = { key: string; value: unknown; fresh: (() => unknown) | null };

export function defaultsOf(table: TableName): Default[] {
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
export function withoutDefaults(defaults: readonly Default[], row: unknown): unknown {
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
export function withDefaultsFilled(defaults: readonly Default[], row: unknown): unknown {
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
