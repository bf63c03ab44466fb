import { Field, ProgressBar } from '@fluentui/react-components';
import type { RivalProgress } from './use-rival-week';

/**
 * Issue 18: while the calendar moves forward in a game with rivals, their shows run first; this
 * says so, with a bar over their shows (indeterminate until their number is known). Not a status
 * region (the page's announcements say the outcome).
 */
export function RivalWeekProgress({ progress }: { progress: RivalProgress | null }) {
  if (!progress) return null;
  const { done, total } = progress;
  const hint = total === 0 ? undefined : done >= total ? `${total} of ${total} shows run; closing the week…` : `${done} of ${total} shows run`;
  return (
    <Field label="Rivals are running their week…" hint={hint}>
      <ProgressBar value={total === 0 ? undefined : done} max={Math.max(1, total)} />
    </Field>
  );
}
