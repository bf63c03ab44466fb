import { Field, ProgressBar } from '@fluentui/react-components';
import type { Sweep } from './use-empty-productions';

export const SWEEP_TITLES: Record<Sweep, string> = {
  simulate: 'Simulating empty productions',
  randomise: 'Randomising empty productions',
};

/** The sweep's progress bar, labelled, with `done of total` in words. */
export function SweepProgress({ sweep, done, total }: { sweep: Sweep; done: number; total: number }) {
  const counted = total > 0;
  return (
    <Field label={SWEEP_TITLES[sweep]} validationState="none" validationMessage={counted ? `${done} of ${total} shows done` : 'Finding the empty shows…'}>
      <ProgressBar
        thickness="large"
        value={counted ? done : undefined}
        max={counted ? total : undefined}
        aria-valuetext={counted ? `${done} of ${total}` : undefined}
      />
    </Field>
  );
}
