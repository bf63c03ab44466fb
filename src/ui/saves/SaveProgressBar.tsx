import { Field, ProgressBar } from '@fluentui/react-components';
import type { SaveProgress } from '../../application/ports/save-files.port';

interface SaveProgressBarProps {
  /** The bar's accessible name, e.g. `Backup progress`. */
  label: string;
  /** Null until the first rows are counted: the bar then moves without a value. */
  progress: SaveProgress | null;
  /** What is happening before rows are counted, e.g. `Reading the file`. */
  waiting: string;
}

/** SPEC §7 progress of a backup or an import, shown (the adapter also logs it). */
export function SaveProgressBar({ label, progress, waiting }: SaveProgressBarProps) {
  const counted = progress !== null && progress.total > 0;
  return (
    <Field label={label} validationState="none" validationMessage={counted ? `${progress.done} of ${progress.total} rows` : waiting}>
      <ProgressBar thickness="large" max={1} value={counted ? Math.min(1, progress.done / progress.total) : undefined} />
    </Field>
  );
}
