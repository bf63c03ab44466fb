import { isIsoDate } from '../../domain/dates';
import { isRecordId } from '../../domain/entities/record-ids';
import { parseDecimal } from '../../domain/fields';
import type { FieldSpec } from './record-fields';

// Between a stored value and what a form control holds: text for most kinds, a boolean for switches.

export type FormValue = string | boolean;
export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

const ID = /^\d+$/;
// Issue 14: ids and numbers are plain decimal ("0x10", "1e3" and "Infinity" are refused).
const isId = (text: string) => ID.test(text) && isRecordId(Number(text));

/** What the form control shows for a stored value. */
export function toInput(field: FieldSpec, value: unknown): FormValue {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'refs':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'texts':
      return Array.isArray(value) ? value.join('\n') : '';
    case 'json':
      return JSON.stringify(value ?? null);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

const ok = (value: unknown): Parsed => ({ ok: true, value });
const fail = (error: string): Parsed => ({ ok: false, error });

function parseText(field: FieldSpec, text: string): Parsed {
  const trimmed = text.trim();
  switch (field.kind) {
    case 'number': {
      const n = parseDecimal(trimmed);
      return n === undefined ? fail('Enter a number.') : ok(n);
    }
    case 'enum': {
      const option = field.options.find((candidate) => String(candidate) === text);
      return option === undefined ? fail('Choose one of the listed values.') : ok(option);
    }
    case 'date':
      if (trimmed === '') return ok(field.nullable ? null : '');
      return isIsoDate(trimmed) ? ok(trimmed) : fail('Enter a date as YYYY-MM-DD.');
    case 'ref':
      if (trimmed === '') return field.nullable ? ok(null) : fail(`Enter the id of a ${field.table} record.`);
      return isId(trimmed) ? ok(Number(trimmed)) : fail('An id is a whole number above 0.');
    case 'refs': {
      const parts = trimmed.split(/[\s,]+/).filter((part) => part !== '');
      const bad = parts.find((part) => !isId(part));
      return bad === undefined ? ok(parts.map(Number)) : fail(`Ids are whole numbers above 0, separated by commas ("${bad}" is not).`);
    }
    case 'texts':
      return ok(text.split('\n').map((line) => line.trim()).filter((line) => line !== ''));
    case 'json':
      try {
        return ok(JSON.parse(text));
      } catch {
        return fail('This is not valid JSON.');
      }
    default:
      return ok(text);
  }
}

/** The stored value a form control's content stands for, or why it cannot be one. */
export function parseInput(field: FieldSpec, input: FormValue): Parsed {
  if (field.kind === 'boolean') return ok(input === true);
  return parseText(field, typeof input === 'string' ? input : String(input));
}

/** Every control of a form read back: the values when all parse, else one message per bad field. */
export function parseForm(
  fields: readonly FieldSpec[],
  inputs: Readonly<Record<string, FormValue>>,
): { ok: true; values: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!(field.key in inputs)) continue;
    const parsed = parseInput(field, inputs[field.key]);
    if (parsed.ok) values[field.key] = parsed.value;
    else errors[field.key] = parsed.error;
  }
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, errors };
}

/** The form of a record: one control value per field. */
export const toInputs = (fields: readonly FieldSpec[], record: Readonly<Record<string, unknown>>): Record<string, FormValue> =>
  Object.fromEntries(fields.map((field) => [field.key, toInput(field, record[field.key])]));
