import { entityFactories, type TableName } from '../entities/tables';
import { checkField, type FieldRule } from './field-rule';
import { checkRecordFields, refusalMessage, type FieldRefusal } from './record-check';
import { tableRules } from './table-rules';

// Issue 34 item 7: a game stored by an older version may hold a value its own backup refuses (a
// wage of 1e308, a note past 5,000 characters). Repairing brings each such field back within its
// rule, as near to what was there as the rule allows, so the game plays on and its backup imports.

/** One field put back within its rule: where, and from what to what. */
export interface FieldRepair extends FieldRefusal {
  repaired: unknown;
}

/** The value nearest to `value` that the rule keeps (the factory's default when nothing is near). */
function nearest(rule: FieldRule, value: unknown, fallback: unknown, rowId: number | null, table: TableName): unknown {
  switch (rule.kind) {
    case 'number': {
      if (typeof value !== 'number' || Number.isNaN(value)) return fallback;
      const { min, max } = rule.stored ?? rule;
      const clamped = Math.min(max, Math.max(min, value));
      return rule.whole ? Math.round(clamped) : clamped;
    }
    case 'text':
      if (typeof value !== 'string') return fallback;
      if (value.length > rule.maxLength) return value.slice(0, rule.maxLength);
      return rule.required && value.trim() === '' ? `${table} ${rowId ?? ''}`.trim() : value;
    case 'texts':
    case 'refs':
    case 'urls':
    case 'nested':
      if (!Array.isArray(value)) return fallback;
      return value.slice(0, rule.maxItems).filter((item) => checkField(rule, [item], 'stored') === null);
    default:
      return fallback;
  }
}

/**
 * The record with every field its table's rules refuse (as a store may hold them) put back within
 * the rule, and what was changed; the very record and no repairs when nothing is out of its rule.
 */
export function repairRecord<R extends object>(table: TableName, record: R): { record: R; repairs: FieldRepair[] } {
  const refusals = checkRecordFields(table, record, 'stored');
  if (refusals.length === 0) return { record, repairs: [] };
  const defaults = (entityFactories[table] as () => object)() as Record<string, unknown>;
  const rules = new Map(tableRules(table).map((rule) => [rule.key, rule]));
  const next = { ...record } as Record<string, unknown>;
  const repairs: FieldRepair[] = [];
  for (const refusal of refusals) {
    const rule = rules.get(refusal.field)!;
    let repaired = nearest(rule, refusal.value, defaults[refusal.field], refusal.rowId, table);
    if (checkField(rule, repaired, 'stored') !== null) repaired = defaults[refusal.field];
    next[refusal.field] = repaired;
    repairs.push({ ...refusal, repaired });
  }
  return { record: next as R, repairs };
}

/**
 * Issue 34 item 7: a save whose only faults are values outside their rules (an older version's
 * backup). It is refused as any other, naming the first value; the player may then import it
 * with every such value repaired, each listed here with what it would become.
 */
export class RepairableValuesError extends Error {
  override name = 'RepairableValuesError';
  constructor(readonly repairs: readonly FieldRepair[]) {
    const [first] = repairs;
    const more = repairs.length > 1 ? ` ${repairs.length - 1} more ${repairs.length === 2 ? 'value is' : 'values are'} outside the rules too.` : '';
    super(`${refusalMessage(first)}${more}`);
  }
}
