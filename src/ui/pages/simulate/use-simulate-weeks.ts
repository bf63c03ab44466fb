import { useCallback, useEffect, useRef, useState } from 'react';
import type { WeeksProgress, WeeksSummary, WeeksTarget } from '../../../application/calendar';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export type WeeksRunState =
  | { state: 'idle' }
  | { state: 'running'; weeks: number; progress: WeeksProgress | null; cancelling: boolean }
  | { state: 'finished'; summary: WeeksSummary; run: number; target: WeeksTarget }
  | { state: 'failed'; message: string };

export interface SimulateWeeksState {
  run: WeeksRunState;
  start(target: WeeksTarget, weeks: number): Promise<void>;
  /** Stops after the week under way (saved whole). */
  cancel(): void;
  /** Issue 33: after a stop for decisions, runs the weeks still to go (the same date, or the weeks left). */
  goOn(): void;
}

/** What is left of a target after a run that did `weeksDone` of it. */
export const remainingTarget = (target: WeeksTarget, weeksDone: number): WeeksTarget =>
  target.weeks !== undefined ? { weeks: target.weeks - weeksDone } : target;

/** A run of many weeks (calendar.simulateWeeks) with its progress; `onDone` rereads the window. */
export function useSimulateWeeks(onDone: () => Promise<void>): SimulateWeeksState {
  const { calendar, analytics, logger } = useServices();
  const [run, setRun] = useState<WeeksRunState>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const runs = useRef(0);

  // Leaving the page stops the run after its current week, as Cancel does.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (target: WeeksTarget, weeks: number) => {
      const abort = new AbortController();
      controller.current = abort;
      setRun({ state: 'running', weeks, progress: null, cancelling: false });
      const onProgress = (progress: WeeksProgress) =>
        setRun((now) => (now.state === 'running' ? { ...now, progress } : now));
      try {
        const summary = await calendar.simulateWeeks(target, { onProgress, signal: abort.signal });
        analytics.track('Simulate', 'weeks', { value: summary.weeksDone });
        runs.current += 1;
        setRun({ state: 'finished', summary, run: runs.current, target });
      } catch (cause) {
        logger.error('Could not simulate the weeks', cause);
        setRun({ state: 'failed', message: messageOf(cause) });
      }
      controller.current = null;
      await onDone();
    },
    [calendar, analytics, logger, onDone],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setRun((now) => (now.state === 'running' ? { ...now, cancelling: true } : now));
  }, []);

  const goOn = useCallback(() => {
    if (run.state !== 'finished') return;
    const rest = remainingTarget(run.target, run.summary.weeksDone);
    void start(rest, rest.weeks ?? run.summary.weeks - run.summary.weeksDone);
  }, [run, start]);

  return { run, start, cancel, goOn };
}
