import { entityFactories, type TableName } from '../../domain/entities/tables';
import { enumOptions, LABELS, REF_TABLE, UNITS } from './field-hints';

// The CMS form is generated: each field's kind comes from its factory default (a number, a boolean,
// a list…) refined by the hints of field-hints.ts (which lists hold ids, which strings are enums).
// docs/decisions-cms.md explains the choice.

export type EnumValue = string | number;

export type FieldKind =
  | { kind: 'text'; multiline: boolean }
  | { kind: 'number'; unit: 'money' | 'seconds' | null }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: readonly EnumValue[] }
  | { kind: 'date'; nullable: boolean }
  /** One id of another table; nullable ones may be left empty. */
  | { kind: 'ref'; table: TableName; nullable: boolean }
  /** A list of ids of another table. */
  | { kind: 'refs'; table: TableName }
  /** A list of strings (image addresses). */
  | { kind: 'texts' }
  /** Anything without a form of its own (nested lists, free-form objects), edited as JSON. */
  | { kind: 'json' };

export type FieldSpec = FieldKind & { key: string; label: string };

const DATE_KEYS = new Set(['date', 'dob', 'startDate', 'endDate', 'contractExpires']);
const MULTILINE_KEYS = new Set(['desc', 'storyline']);

/** `avgTicketPrice` → `Avg ticket price`. */
export const humanize = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function kindOf(table: TableName, key: string, value: unknown): FieldKind {
  const options = enumOptions(table, key);
  if (options) return { kind: 'enum', options };
  const refTable = REF_TABLE[key];
  if (refTable && Array.isArray(value)) return { kind: 'refs', table: refTable };
  if (refTable) return { kind: 'ref', table: refTable, nullable: value === null };
  if (DATE_KEYS.has(key)) return { kind: 'date', nullable: value === null };
  if (typeof value === 'boolean') return { kind: 'boolean' };
  if (typeof value === 'number') return { kind: 'number', unit: UNITS[key] ?? null };
  if (typeof value === 'string') return { kind: 'text', multiline: MULTILINE_KEYS.has(key) };
  if (key === 'images') return { kind: 'texts' };
  return { kind: 'json' };
}

const cache = new Map<TableName, readonly FieldSpec[]>();

/** Every field a table's records store, in the factory's order (name first), id excluded. */
export function describeFields(table: TableName): readonly FieldSpec[] {
  const known = cache.get(table);
  if (known) return known;
  const defaults = entityFactories[table]() as unknown as Record<string, unknown>;
  const fields = Object.entries(defaults)
    .filter(([key]) => key !== 'id')
    .map(([key, value]): FieldSpec => ({ ...kindOf(table, key, value), key, label: LABELS[key] ?? humanize(key) }));
  cache.set(table, fields);
  return fields;
}

/** A new record's starting values: the factory's defaults. */
export { defaultsOf } from '../../domain/rules/normalise-record';

/** Game is edit-only: there is exactly one, record 1 (DESIGN §2). */
export const isEditOnly = (table: TableName): boolean => table === 'Game';
