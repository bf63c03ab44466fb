import { memo, useState } from 'react';
import { Field, Input, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { Stored } from '../../../domain/entities/base';
import type { Segment } from '../../../domain/entities/segment';
import { isIsoDate } from '../../../domain/dates';
import { formatDuration } from '../../../domain/format';
import type { Edit } from './edit-types';
import { SegmentTypeSelect } from './SegmentTypeSelect';
import { durationProblem, notesProblem, ratingProblem } from '../../../domain/rules/segment-limits';

type Problems = Partial<Record<'duration' | 'rating' | 'notes', string>>;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1', minWidth: 0 },
  complete: { alignSelf: 'end', paddingBottom: tokens.spacingVerticalXS },
  // An input keeps Fluent's minimum width otherwise, spilling out of its half of a phone's card.
  narrow: { minWidth: 0 },
});

export interface SegmentFormProps {
  segment: Stored<Segment>;
  /** The kind's `canUpdateDuration`: a fixed-length kind locks the duration. */
  canUpdateDuration: boolean;
  edit: Edit;
}

/**
 * SPEC §2 "Segment form": type, Tweet/Notes (the one optional field), date, rating, duration and
 * Complete. Text fields save when they lose focus; the inputs reset to what was stored after a save.
 * Memoised on the segment record (issue 19): a new winner or wrestler leaves the form alone.
 */
export const SegmentForm = memo(function SegmentForm({ segment, canUpdateDuration, edit }: SegmentFormProps) {
  const styles = useStyles();
  const id = segment.id;
  // Issue 34: a value the backup could not restore is refused next to its field, before any write.
  const [problems, setProblems] = useState<Problems>({});
  const judged = (field: keyof Problems, problem: string | null): boolean => {
    setProblems((now) => (now[field] === (problem ?? undefined) ? now : { ...now, [field]: problem ?? undefined }));
    return problem === null;
  };
  const numberOn = (value: string, field: 'duration' | 'rating', save: (n: number) => Promise<unknown>) => {
    const n = Number(value);
    if (value.trim() === '') return;
    const problem = field === 'duration' ? durationProblem(Number.isFinite(n) ? Math.max(0, n) : NaN) : ratingProblem(Number.isFinite(n) ? Math.max(0, n) : NaN);
    if (judged(field, problem)) void save(n);
  };
  return (
    <div className={styles.grid}>
      <SegmentTypeSelect className={styles.wide} label="Type" value={segment.type} onChange={(type) => void edit((s) => s.segments.setType(id, type))} />
      <Field className={styles.narrow} label="Date">
        <Input
          className={styles.narrow}
          key={`date-${segment.date}`}
          type="date"
          defaultValue={segment.date}
          onBlur={(e) => isIsoDate(e.target.value) && e.target.value !== segment.date && void edit((s) => s.segments.setDate(id, e.target.value))}
        />
      </Field>
      <Field
        className={styles.narrow}
        label="Duration (seconds)"
        hint={formatDuration(segment.duration)}
        validationMessage={problems.duration}
        validationState={problems.duration ? 'error' : 'none'}
      >
        <Input
          className={styles.narrow}
          key={`duration-${segment.duration}`}
          type="number"
          min={0}
          step={5}
          defaultValue={String(segment.duration)}
          disabled={!canUpdateDuration}
          onBlur={(e) => Number(e.target.value) !== segment.duration && numberOn(e.target.value, 'duration', (n) => edit((s) => s.segments.setDuration(id, n)))}
        />
      </Field>
      <Field
        className={styles.narrow}
        label="Rating"
        hint="Stars; simulating the show sets it."
        validationMessage={problems.rating}
        validationState={problems.rating ? 'error' : 'none'}
      >
        <Input
          className={styles.narrow}
          key={`rating-${segment.rating}`}
          type="number"
          min={0}
          step={0.01}
          defaultValue={String(segment.rating)}
          onBlur={(e) => Number(e.target.value) !== segment.rating && numberOn(e.target.value, 'rating', (n) => edit((s) => s.segments.setRating(id, n)))}
        />
      </Field>
      <Switch
        className={styles.complete}
        label="Complete"
        checked={segment.complete}
        onChange={(_, data) => void edit((s) => s.segments.setComplete(id, data.checked))}
      />
      <Field label="Tweet/Notes" className={styles.wide} validationMessage={problems.notes} validationState={problems.notes ? 'error' : 'none'}>
        <Textarea
          key={`notes-${segment.desc}`}
          defaultValue={segment.desc}
          resize="vertical"
          onBlur={(e) => e.target.value !== segment.desc && judged('notes', notesProblem(e.target.value)) && void edit((s) => s.segments.setNotes(id, e.target.value))}
        />
      </Field>
    </div>
  );
});
