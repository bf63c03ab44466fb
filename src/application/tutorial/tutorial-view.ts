import type { SnapshotFrom } from 'xstate';
import type { TutorialStep } from '../../domain/machines/guided-tutorial-steps';
import type { guidedTutorialMachine } from '../../domain/machines/guided-tutorial.machine';

export type TutorialSnapshot = SnapshotFrom<typeof guidedTutorialMachine>;

/** What the UI shows of the guided tutorial (a narrow selector for `useSelector`). */
export interface TutorialView {
  /** `idle` covers "not started" and "switched off" (then `enabled` is false). */
  status: 'idle' | 'running' | 'completed' | 'skipped';
  enabled: boolean;
  /** 1-based step on screen; 0 when none is. */
  step: number;
  total: number;
  current: TutorialStep | null;
}

export function tutorialView(snapshot: TutorialSnapshot): TutorialView {
  const { enabled, step, steps } = snapshot.context;
  const status = snapshot.matches('running')
    ? 'running'
    : snapshot.matches('completing') || snapshot.matches('completed')
      ? 'completed'
      : snapshot.matches('skipping') || snapshot.matches('skipped')
        ? 'skipped'
        : 'idle';
  const shown = status === 'running' ? step : 0;
  return { status, enabled, step: shown, total: steps.length, current: shown > 0 ? steps[shown - 1] : null };
}
