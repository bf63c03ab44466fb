import type { FieldSpec, RecordPage } from '../../../application/cms';
import { segmentKindByType } from '../../../domain/catalog/segment-kinds';
import { formatDuration, formatMoney } from '../../../domain/format';

const NONE = '—';
const SHOWN_NAMES = 3;

/** How a record list cell shows a key field: money as dollars, seconds as h:m:s, ids by name. */
export function cellText(field: FieldSpec | undefined, value: unknown, names: RecordPage['names']): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (!field) return String(value);
  switch (field.kind) {
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'number':
      if (field.unit === 'money') return formatMoney(Number(value));
      return field.unit === 'seconds' ? formatDuration(Number(value)) : String(value);
    case 'ref':
      return names[field.table]?.[value as number] ?? `#${String(value)} (missing)`;
    case 'refs': {
      const ids = value as number[];
      if (ids.length === 0) return NONE;
      const shown = ids.slice(0, SHOWN_NAMES).map((id) => names[field.table]?.[id] ?? `#${id} (missing)`);
      return ids.length > SHOWN_NAMES ? `${shown.join(', ')} +${ids.length - SHOWN_NAMES} more` : shown.join(', ');
    }
    case 'enum':
      return optionLabel(field.key, value as string | number);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** An enumeration value as a player reads it; stored values stay as they are. */
export function optionLabel(key: string, value: string | number): string {
  if (key === 'type') {
    const kind = segmentKindByType(String(value));
    if (kind) return kind.type === 'DEFAULT' ? 'Segment (undecided)' : kind.name;
  }
  if (key === 'tutorialStep') {
    if (value === 0) return 'Not started';
    return typeof value === 'number' ? `Step ${value}` : value === 'done' ? 'Done' : 'Skipped';
  }
  return String(value);
}
