import type { TableName } from '../entities/tables';
import { checkField, type CheckMode } from './field-rule';
import { quoteValue } from './quote';
import { tableRules } from './table-rules';

/** One value a field rule refuses: where it is, and the limit it breaks. */
export interface FieldRefusal {
  table: TableName;
  /** The record's id, or null for a record not stored yet. */
  rowId: number | null;
  field: string;
  /** The limit in words, e.g. `must be a whole number from 0 to 6`. */
  limit: string;
  value: unknown;
}

/** Text in quotes (so blanks show), cut to a readable length; other values as quoteValue says. */
const shown = (value: unknown): string => (typeof value === 'string' ? `"${value === '' ? '' : quoteValue(value)}"` : quoteValue(value));

/** `Show 3: dayIndex must be a whole number from 0 to 6 (it is 99).` */
export const refusalMessage = ({ table, rowId, field, limit, value }: FieldRefusal): string =>
  `${table} ${rowId === null ? '(new record)' : rowId}: ${field} ${limit} (it is ${shown(value)}).`;

/** A value out of its field's limits; nothing was written. */
export class FieldRuleError extends Error {
  override name = 'FieldRuleError';
  constructor(readonly refusals: readonly FieldRefusal[]) {
    super(refusals.map(refusalMessage).join(' '));
  }
}

type Row = Readonly<Record<string, unknown>>;

/**
 * The fields of `row` that break their table's rules. Only keys the row holds are checked (a
 * partial write is checked as far as it goes); keys the table does not store are not ours to judge.
 */
export function checkRecordFields(table: TableName, record: object, mode: CheckMode = 'entry'): FieldRefusal[] {
  const row = record as Row;
  const rowId = typeof row.id === 'number' ? row.id : null;
  const refusals: FieldRefusal[] = [];
  for (const rule of tableRules(table)) {
    if (!Object.hasOwn(row, rule.key) || row[rule.key] === undefined) continue;
    const limit = checkField(rule, row[rule.key], mode);
    if (limit) refusals.push({ table, rowId, field: rule.key, limit, value: row[rule.key] });
  }
  return refusals;
}

/** Throws a FieldRuleError when any field of the row breaks its rule. */
export function assertRecordFields(table: TableName, row: object, mode: CheckMode = 'entry'): void {
  const refusals = checkRecordFields(table, row, mode);
  if (refusals.length > 0) throw new FieldRuleError(refusals);
}
