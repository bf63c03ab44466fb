import type { Stored } from '../entities/base';
import { entityFactories, type EntityByTable, type TableName } from '../entities/tables';
import { parseDecimal } from '../fields/decimal';
import type { FieldRule } from '../fields/field-rule';
import { tableRules } from '../fields/table-rules';
import { safeUrl, safeUrls, URL_FIELDS, URL_LIST_FIELDS } from './safe-url';
import { readPlayedCard } from '../entities/played-card';

// Issue 6: a row read from a save (older, hand-edited or hostile) becomes a record of today's
// shape. Missing fields take the factory's defaults, wrong types are coerced when no information
// is lost and reset to the default otherwise, unsafe URLs are dropped. Only a bad id refuses the
// row, because other rows point at it. docs/decisions-saves.md lists every rule. Issue 14: values
// of the right type but out of their field's limits are not repaired here: the import refuses them
// (checkRecordFields, docs/decisions-world.md "Issue 14: field rules").

type Row = Record<string, unknown>;

/** Lists of lists of ids (a rumble's eliminators per elimination, a tournament's rounds). */
const NESTED_ID_LISTS = new Set(['eliminatedByIds', 'rounds']);
/** Nullable fields that hold a number when set. */
const NULLABLE_NUMBER = /(Id|^seed)$/;
/** typeson's marker (dexie-export-import revives special types from it); our data has none. */
const DROPPED_KEYS = new Set(['$types']);
const URL_FIELD_SET: ReadonlySet<string> = new Set(URL_FIELDS);
/** Issue 19: a production's played card (null until completed), checked to its shape. */
const STRUCTURED: Readonly<Record<string, (value: unknown) => unknown>> = { played: readPlayedCard };
const URL_LIST_FIELD_SET: ReadonlySet<string> = new Set(URL_LIST_FIELDS);

const isPlainObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Numbers, and text in plain decimal notation (issue 14: "0x10", "1e3" or "Infinity" is not a number here). */
const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' ? parseDecimal(value.trim()) : undefined;
};

const toText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false };
const toBoolean = (value: unknown): boolean | undefined =>
  // Own keys only: "toString" or "constructor" must not read Object.prototype's functions.
  typeof value === 'boolean' ? value : typeof value === 'string' && Object.hasOwn(BOOLEAN_TEXT, value) ? BOOLEAN_TEXT[value] : undefined;

const idList = (value: unknown[]): number[] =>
  value.map(toNumber).filter((id): id is number => id !== undefined);

/** A positive whole number, or a string holding one (hand-edited files); otherwise undefined. */
export function normaliseId(value: unknown): number | undefined {
  const id = toNumber(value);
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The value a field keeps, given its default: the same kind, a lossless coercion, or undefined. */
function coerce(key: string, value: unknown, fallback: unknown, nullable: NullableKind): unknown {
  if (URL_FIELD_SET.has(key)) return safeUrl(value);
  if (URL_LIST_FIELD_SET.has(key)) return safeUrls(value);
  if (Array.isArray(fallback)) {
    if (!Array.isArray(value)) return undefined;
    if (NESTED_ID_LISTS.has(key)) return value.map((inner) => (Array.isArray(inner) ? idList(inner) : []));
    return key.endsWith('Ids') ? idList(value) : value;
  }
  if (fallback === null) {
    // Nullable fields: ids (`directorId`), `seed` and the numbers of the field rules (`cardRating`)
    // hold a number, objects (a production's `war`) an object, the rest (`endDate`) a string.
    if (value === null) return null;
    if (Object.hasOwn(STRUCTURED, key)) return STRUCTURED[key](value) ?? undefined;
    if (nullable === 'number') return toNumber(value);
    if (nullable === 'object') return isPlainObject(value) ? value : undefined;
    return toText(value);
  }
  switch (typeof fallback) {
    case 'number':
      return toNumber(value);
    case 'string':
      return toText(value);
    case 'boolean':
      return toBoolean(value);
    default:
      return isPlainObject(value) ? value : undefined;
  }
}

export interface NormalisedRecord<K extends TableName> {
  record: Stored<EntityByTable[K]>;
  /** Fields the row lacked, filled from the defaults (an older save). */
  filled: string[];
  /** Fields whose value was changed: coerced to the right type, reset, or an unsafe URL dropped. */
  repaired: string[];
}

/**
 * What normalising a table's rows needs, worked out once per table (issue 8: a 100,000-row save
 * spent most of its checking time building a default record per row). The defaults held here are
 * never handed out: a record gets its own copy of a default list or object.
 */
interface TablePlan {
  defaults: Row;
  fields: [key: string, fallback: unknown, allowed: ReadonlySet<unknown> | undefined, nullable: NullableKind][];
}

/** What a field whose default is null holds when it is not null. */
type NullableKind = 'number' | 'object' | 'text';

function nullableKind(key: string, rule: FieldRule | undefined): NullableKind {
  if (NULLABLE_NUMBER.test(key) || rule?.kind === 'number' || rule?.kind === 'ref') return 'number';
  return rule?.kind === 'object' ? 'object' : 'text';
}

const plans = new Map<TableName, TablePlan>();

function planOf(table: TableName): TablePlan {
  let plan = plans.get(table);
  if (!plan) {
    const defaults = defaultsOf(table);
    // Issue 14: the enumerations are the field rules' (src/domain/fields), as the CMS offers them.
    const rules = new Map(tableRules(table).map((rule) => [rule.key, rule] as const));
    const fields = Object.entries(defaults).map(([key, fallback]): TablePlan['fields'][number] => {
      const rule = rules.get(key);
      return [key, fallback, rule?.kind === 'enum' ? new Set<unknown>(rule.options) : undefined, nullableKind(key, rule)];
    });
    plan = { defaults, fields };
    plans.set(table, plan);
  }
  return plan;
}

/** A default the record may own: lists and objects copied, plain values as they are. */
const own = (fallback: unknown): unknown => (typeof fallback === 'object' && fallback !== null ? structuredClone(fallback) : fallback);

/** Today's record for a row of `table`, or null when its id is not a positive whole number. */
export function normaliseRecord<K extends TableName>(table: K, row: Row): NormalisedRecord<K> | null {
  const id = normaliseId(row.id);
  if (id === undefined) return null;
  const { defaults, fields } = planOf(table);
  const record: Row = {};
  const filled: string[] = [];
  const repaired: string[] = [];
  // Extra fields are kept as they are: a Dexie app with the same schema may store more than we do.
  for (const key of Object.keys(row)) {
    if (Object.hasOwn(defaults, key) || DROPPED_KEYS.has(key)) continue;
    if (key === '__proto__') defineField(record, key, row[key]);
    else record[key] = row[key]; // `id` on every row: an assignment is far cheaper than defineProperty
  }
  for (const [key, fallback, allowed, nullable] of fields) {
    const given = Object.hasOwn(row, key) ? row[key] : undefined;
    if (given === undefined) {
      filled.push(key);
      record[key] = own(fallback);
      continue;
    }
    let value = coerce(key, given, fallback, nullable);
    if (value !== undefined && allowed && !allowed.has(value)) value = undefined;
    if (value === undefined) value = own(fallback);
    if (!sameValue(value, given)) repaired.push(key);
    record[key] = value;
  }
  record.id = id;
  if (id !== row.id) repaired.push('id');
  return { record: record as unknown as Stored<EntityByTable[K]>, filled, repaired };
}

/** A fresh default record of the table, seen untyped (the rules are the same for every table). */
export const defaultsOf = (table: TableName): Row => (entityFactories[table] as unknown as () => Row)();

/** An own data property even for `__proto__`, as JSON.parse itself creates it. */
function defineField(target: Row, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i])));
