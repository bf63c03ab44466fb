import { isIsoDate } from '../../domain/dates';
import type { TableName } from '../../domain/entities/tables';
import type { Repositories } from '../ports/unit-of-work.port';
import { describeFields, type FieldSpec } from './record-fields';

/** Field key → what is wrong with its value. */
export type FieldErrors = Record<string, string>;

/** Some fields of a CMS write are not what their table stores; nothing was written. */
export class InvalidFieldsError extends Error {
  override name = 'InvalidFieldsError';
  constructor(readonly fields: FieldErrors) {
    super(`Check these fields: ${Object.keys(fields).join(', ')}.`);
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Why a value cannot be stored in the field, or null when it can. The use case's own check, whatever the caller parsed. */
function shapeError(field: FieldSpec, value: unknown): string | null {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? null : 'Must be text.';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Must be a number.';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'Must be true or false.';
    case 'enum':
      return field.options.includes(value as never) ? null : `Must be one of ${field.options.join(', ')}.`;
    case 'date':
      return value === '' || isIsoDate(value) || (field.nullable && value === null) ? null : 'Must be a date (YYYY-MM-DD).';
    case 'ref':
      return isId(value) || (field.nullable && value === null) ? null : 'Must be an id (a whole number above 0).';
    case 'refs':
      return Array.isArray(value) && value.every(isId) ? null : 'Must be a list of ids.';
    case 'texts':
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? null : 'Must be a list of text.';
    default:
      return null;
  }
}

/** Fields of `changes` whose values the table cannot store. Keys the table does not know are ignored (storage strips them). */
export function checkShape(table: TableName, changes: Readonly<Record<string, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of describeFields(table)) {
    if (!(field.key in changes) || changes[field.key] === undefined) continue;
    const error = shapeError(field, changes[field.key]);
    if (error) errors[field.key] = error;
  }
  return errors;
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

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
}
