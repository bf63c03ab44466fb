import { formatNumber } from '../format';
import { isIsoDate } from '../dates';
import { isRecordId, MAX_RECORD_ID } from '../entities/record-ids';
import type { TableName } from '../entities/tables';
import { isSafeUrl } from '../rules/safe-url';

// Issue 14: the kind and limits of one stored field. `checkField` says which limit a value breaks,
// in words that finish "<table> <row>: <field> …", or null when the value may be stored.

export type EnumOption = string | number;

/** Whole numbers are counts, ids, indexes; the others take fractions (money to the cent, stats by halves). */
export interface NumberRule {
  kind: 'number';
  min: number;
  max: number;
  whole: boolean;
  /** Stats are stored raw (DESIGN §3: capped when read), so a stored value may leave [min, max] within these. */
  stored?: { min: number; max: number };
  unit?: 'money' | 'seconds' | 'stat';
  /** null means "not set" (a production's seed before it is completed). */
  nullable?: boolean;
}

export type RuleKind =
  | { kind: 'text'; maxLength: number; required: boolean }
  /** An address (SPEC §3 image, music, video): '' or an http(s) / raster data URL (safe-url). */
  | { kind: 'url'; maxLength: number }
  | { kind: 'urls'; maxItems: number; maxLength: number }
  | NumberRule
  | { kind: 'boolean' }
  | { kind: 'enum'; options: readonly EnumOption[] }
  /** An ISO calendar day; '' (not set) unless required, null when nullable. */
  | { kind: 'date'; required: boolean; nullable: boolean }
  /** One id of another table; `none` is the factory's "not set" value (null or 0). */
  | { kind: 'ref'; table: TableName; none: null | 0 }
  | { kind: 'refs'; table: TableName; maxItems: number }
  /** Lists of lists of numbers (a rumble's eliminators, a tournament's rounds, ratings, durations). */
  | { kind: 'nested'; maxItems: number }
  | { kind: 'texts'; maxItems: number; maxLength: number }
  /**
   * A free-form object (a segment's meta); null allowed when the factory's default is null (issue 18:
   * production.war); `list`: a free-form list instead (issue 19: production.played, checked to its
   * shape on import by normalise-record).
   */
  | { kind: 'object'; nullable?: boolean; list?: boolean };

export type FieldRule = RuleKind & { key: string };

/** Which limits apply: what a player enters (CMS, forms) or what a store may hold (import, generators). */
export type CheckMode = 'entry' | 'stored';

const count = (n: number): string => formatNumber(n);

/** The limit of a number rule in words, e.g. `a whole number from 0 to 6`. */
export function numberLimit(rule: NumberRule, mode: CheckMode = 'entry'): string {
  const { min, max } = mode === 'stored' && rule.stored ? rule.stored : rule;
  return `${rule.whole ? 'a whole number' : 'a number'} from ${count(min)} to ${count(max)}`;
}

function numberProblem(rule: NumberRule, value: unknown, mode: CheckMode): string | null {
  if (value === null && rule.nullable) return null;
  const { min, max } = mode === 'stored' && rule.stored ? rule.stored : rule;
  const fits = typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max && (!rule.whole || Number.isInteger(value));
  return fits ? null : `must be ${numberLimit(rule, mode)}`;
}

const textProblem = (value: unknown, maxLength: number): string | null =>
  typeof value !== 'string' ? 'must be text' : value.length > maxLength ? `must be at most ${count(maxLength)} characters` : null;

const listProblem = (value: unknown, maxItems: number): string | null =>
  !Array.isArray(value) ? 'must be a list' : value.length > maxItems ? `must hold at most ${count(maxItems)} items` : null;

const ID_LIMIT = `ids are whole numbers from 1 to ${count(MAX_RECORD_ID)}`;

/** Why the value cannot be stored in the field (the limit it breaks), or null when it can. */
export function checkField(rule: FieldRule, value: unknown, mode: CheckMode = 'entry'): string | null {
  switch (rule.kind) {
    case 'text': {
      const problem = textProblem(value, rule.maxLength);
      return problem ?? (rule.required && (value as string).trim() === '' ? 'must not be blank' : null);
    }
    case 'url':
      return textProblem(value, rule.maxLength) ?? (value === '' || isSafeUrl(value) ? null : 'must be an http(s) address or an image');
    case 'urls':
      return listProblem(value, rule.maxItems) ?? ((value as unknown[]).every((item) => textProblem(item, rule.maxLength) === null && isSafeUrl(item)) ? null : 'must be http(s) addresses or images');
    case 'number':
      return numberProblem(rule, value, mode);
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'enum':
      return rule.options.includes(value as EnumOption) ? null : `must be one of ${rule.options.join(', ')}`;
    case 'date':
      if (value === null) return rule.nullable ? null : 'must be a date (YYYY-MM-DD)';
      if (value === '') return rule.required ? 'must be a date (YYYY-MM-DD), not blank' : null;
      return typeof value === 'string' && value.length <= 30 && isIsoDate(value) ? null : 'must be a real date (YYYY-MM-DD)';
    case 'ref':
      return value === rule.none || isRecordId(value) ? null : `must be the id of a ${rule.table} record (${ID_LIMIT})`;
    case 'refs':
      return listProblem(value, rule.maxItems) ?? ((value as unknown[]).every(isRecordId) ? null : `must be ids of ${rule.table} records (${ID_LIMIT})`);
    case 'nested':
      return listProblem(value, rule.maxItems) ?? ((value as unknown[]).every((inner) => Array.isArray(inner) && inner.length <= rule.maxItems && inner.every((n) => typeof n === 'number' && Number.isFinite(n))) ? null : 'must be lists of numbers');
    case 'texts':
      return listProblem(value, rule.maxItems) ?? ((value as unknown[]).every((item) => textProblem(item, rule.maxLength) === null) ? null : `must be texts of at most ${count(rule.maxLength)} characters`);
    case 'object':
      if (value === null) return rule.nullable ? null : rule.list ? 'must be a list' : 'must be an object';
      if (rule.list) return Array.isArray(value) ? null : 'must be a list';
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : 'must be an object';
    default:
      return null;
  }
}
