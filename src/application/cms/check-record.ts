import type { TableName } from '../../domain/entities/tables';
import type { Repositories } from '../ports/unit-of-work.port';
import { checkRecordFields } from '../../domain/fields';
import { describeFields } from './record-fields';
import { showProblems } from '../../domain/rules/show-limits';

/** Field key → what is wrong with its value. */
export type FieldErrors = Record<string, string>;

/** Some fields of a CMS write are not what their table stores; nothing was written. */
export class InvalidFieldsError extends Error {
  override name = 'InvalidFieldsError';
  /** `where`: the table and row the fields belong to (`Wrestler 12`), so the message names them. */
  constructor(readonly fields: FieldErrors, where?: string) {
    const list = Object.entries(fields).map(([key, error]) => `${key}: ${error}`).join(' ');
    super(`Check these fields${where ? ` of ${where}` : ''}: ${list}`);
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** `must be a whole number from 0 to 6` → `Must be a whole number from 0 to 6.` */
const sentence = (limit: string): string => `${limit.charAt(0).toUpperCase()}${limit.slice(1)}.`;

const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Fields of `changes` whose values break their table's field rules (src/domain/fields, issue 14:
 * the same rules save import applies), as the player enters them. A value the record already holds
 * (`existing`) is not the player's entry and is not judged again: an old record keeps working in
 * the editor. Keys the table does not know are ignored (storage strips them).
 */
export function checkShape(
  table: TableName,
  changes: Readonly<Record<string, unknown>>,
  existing?: Readonly<Record<string, unknown>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const refusal of checkRecordFields(table, changes, 'entry')) {
    if (existing && Object.hasOwn(existing, refusal.field) && sameValue(existing[refusal.field], refusal.value)) continue;
    errors[refusal.field] = sentence(refusal.limit);
  }
  return { ...errors, ...playerWords(table, changes, existing) };
}

/**
 * Issue 34: a table whose form has its own words (the show form: show-limits.ts) says them instead
 * of the rule's, for the fields the player changed; the points' order is judged on the record as
 * it would be stored.
 */
function playerWords(table: TableName, changes: Readonly<Record<string, unknown>>, existing?: Readonly<Record<string, unknown>>): FieldErrors {
  if (table !== 'Show') return {};
  const changed = (key: string) => Object.hasOwn(changes, key) && !(existing && Object.hasOwn(existing, key) && sameValue(existing[key], changes[key]));
  const problems: FieldErrors = showProblems({ ...existing, ...changes });
  const pointsChanged = changed('minPoints') || changed('maxPoints');
  return Object.fromEntries(Object.entries(problems).filter(([key]) => changed(key) || (key === 'minPoints' && pointsChanged)));
}

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isId) : isId(value) ? [value] : []);

/**
 * Ids the changes point at that no record of the target table has. Only ids the write brings in
 * are checked (not those `existing` already held): a dangling id left by an earlier delete must not
 * block editing the rest of the record. One read per referenced table.
 */
export async function checkReferences(
  repos: Repositories,
  table: TableName,
  rows: readonly Readonly<Record<string, unknown>>[],
  existing: Readonly<Record<string, unknown>> = {},
): Promise<FieldErrors> {
  const wanted = new Map<TableName, { key: string; ids: number[] }[]>();
  for (const field of describeFields(table)) {
    if (field.kind !== 'ref' && field.kind !== 'refs') continue;
    const held = new Set(idsOf(existing[field.key]));
    const ids = [...new Set(rows.flatMap((row) => idsOf(row[field.key])))].filter((id) => !held.has(id));
    if (ids.length > 0) wanted.set(field.table, [...(wanted.get(field.table) ?? []), { key: field.key, ids }]);
  }
  const errors: FieldErrors = {};
  for (const [target, asks] of wanted) {
    const found = new Set((await repos[target].getMany([...new Set(asks.flatMap((ask) => ask.ids))])).map((row) => row.id));
    for (const { key, ids } of asks) {
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length === 1) errors[key] = `No ${target} has id ${missing[0]}.`;
      if (missing.length > 1) errors[key] = `No ${target} has ids ${missing.join(', ')}.`;
    }
  }
  return errors;
}

export function throwIfAny(errors: FieldErrors, where?: string): void {
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors, where);
}
