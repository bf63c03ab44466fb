import { useCallback, useEffect, useState } from 'react';
import type { EmptyProductionsSummary, Schedule } from '../../../application/calendar';
import type { Stored } from '../../../domain/entities/base';
import type { Production } from '../../../domain/entities/production';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export type Sweep = 'simulate' | 'randomise';

export type SweepState =
  | { state: 'idle' }
  | { state: 'running'; sweep: Sweep; done: number; total: number }
  | { state: 'finished'; sweep: Sweep; summary: EmptyProductionsSummary; productions: Stored<Production>[] }
  | { state: 'failed'; sweep: Sweep; message: string };

export interface EmptyProductionsState {
  schedule: Schedule | null;
  hasGame: boolean | null;
  error: string | null;
  sweep: SweepState;
  run(sweep: Sweep): Promise<void>;
  /** Reads the window again (after a run of weeks moved the calendar). */
  reload(): Promise<void>;
}

/** The schedule window, and the sweeps that fill (and simulate) its empty productions. */
export function useEmptyProductions(): EmptyProductionsState {
  const { calendar, game, analytics, logger } = useServices();
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [hasGame, setHasGame] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sweep, setSweep] = useState<SweepState>({ state: 'idle' });

  const load = useCallback(async () => {
    try {
      const [exists, window] = await Promise.all([game.hasGame(), calendar.schedule()]);
      setHasGame(exists);
      setSchedule(window);
    } catch (cause) {
      logger.error('Could not read the schedule', cause);
      setError(messageOf(cause));
    }
  }, [calendar, game, logger]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = useCallback(
    async (kind: Sweep) => {
      setSweep({ state: 'running', sweep: kind, done: 0, total: 0 });
      const onProgress = (done: number, total: number) => setSweep({ state: 'running', sweep: kind, done, total });
      try {
        const summary = await (kind === 'simulate'
          ? calendar.simulateEmptyProductions(onProgress)
          : calendar.randomiseEmptyProductions(onProgress));
        analytics.track('Simulate', kind, { value: summary.total });
        const productions = await calendar.sweptProductions(summary.productionIds);
        setSweep({ state: 'finished', sweep: kind, summary, productions });
      } catch (cause) {
        logger.error(`Could not ${kind} the empty productions`, cause);
        setSweep({ state: 'failed', sweep: kind, message: messageOf(cause) });
      }
      await load();
    },
    [calendar, analytics, logger, load],
  );

  return { schedule, hasGame, error, sweep, run, reload: load };
}
