import { memo } from 'react';
import { Field, Select } from '@fluentui/react-components';
import { segmentKinds, type SegmentKind } from '../../../domain/catalog/segment-kinds';
import { formatMoney } from '../../../domain/format';

/** The catalogue by category, in catalogue order (Competition, Presentation, Change, Transition). */
const kindsByCategory = (): [string, SegmentKind[]][] => {
  const groups = new Map<string, SegmentKind[]>();
  for (const kind of segmentKinds) groups.set(kind.category, [...(groups.get(kind.category) ?? []), kind]);
  const order = ['Competition', 'Presentation', 'Change', 'Transition'];
  return [...groups.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
};

export const kindLabel = (kind: SegmentKind): string => (kind.type === 'DEFAULT' ? 'Segment (undecided)' : kind.name);

/** A kind as a refusal names it ("in segment 2 (undecided)"), as the segment use cases do. */
export const bookedKindName = (kind: SegmentKind): string => (kind.type === 'DEFAULT' ? 'undecided' : kind.name);

const GROUPS = kindsByCategory();

// The catalogue never changes: its options are made once, not on every render of every segment
// (issue 19: formatting each kind's cost was a measurable part of a booking click).
const OPTIONS = GROUPS.map(([category, kinds]) => (
  <optgroup key={category} label={category}>
    {kinds.map((kind) => (
      <option key={kind.type} value={kind.type}>
        {kindLabel(kind)} · {formatMoney(kind.cost)}
      </option>
    ))}
  </optgroup>
));

export interface SegmentTypeSelectProps {
  label: string;
  value: string;
  disabled?: boolean;
  className?: string;
  onChange: (type: string) => void;
}

/** A segment type from the catalogue, grouped by category, with what each costs. */
export const SegmentTypeSelect = memo(function SegmentTypeSelect({ label, value, disabled, className, onChange }: SegmentTypeSelectProps) {
  return (
    <Field label={label} className={className}>
      <Select value={value} disabled={disabled} onChange={(_, data) => onChange(data.value)}>
        {OPTIONS}
      </Select>
    </Field>
  );
});
