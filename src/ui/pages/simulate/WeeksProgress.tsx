import { useId } from 'react';
import { Button, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { WeeksProgress as Progress } from '../../../application/calendar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface WeeksProgressProps {
  weeks: number;
  progress: Progress | null;
  cancelling: boolean;
  onCancel(): void;
}

/** "Week n of N, p productions done" as a bar and in words, and a Cancel that lets the week finish. */
export function WeeksProgress({ weeks, progress, cancelling, onCancel }: WeeksProgressProps) {
  const styles = useStyles();
  const hintId = useId();
  const week = progress?.week ?? 1;
  const done = progress?.productionsDone ?? 0;
  const label = `Week ${week} of ${weeks}, ${done} ${done === 1 ? 'production' : 'productions'} done`;
  // The bar moves within a week as its shows are done, so a one-week run moves too.
  const withinWeek = progress && progress.weekTotal > 0 && progress.weeksDone < progress.week ? progress.weekDone / progress.weekTotal : 0;
  const value = (progress?.weeksDone ?? 0) + withinWeek;
  return (
    <div className={styles.root}>
      <ProgressBar thickness="large" value={value} max={weeks} aria-label={label} aria-valuetext={label} />
      <Text>{label}</Text>
      <div className={styles.row}>
        <Button icon={<DismissRegular />} disabledFocusable={cancelling} aria-describedby={hintId} onClick={onCancel}>
          {cancelling ? 'Cancelling after this week…' : 'Cancel'}
        </Button>
        <Text id={hintId} size={200} className={styles.hint} aria-live="polite">
          {cancelling
            ? `Finishing week ${week}: it is saved whole, then the run stops.`
            : 'Cancel stops after the week under way; that week is saved whole.'}
        </Text>
      </div>
    </div>
  );
}
