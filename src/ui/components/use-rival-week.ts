import { useCallback, useState } from 'react';
import type { ForwardOptions } from '../../application/calendar';
import type { RivalShowsSummary } from '../../application/rivals/rival-shows';

/** Where the rivals' shows are while the calendar moves forward (issue 18); null when none are running. */
export interface RivalProgress {
  done: number;
  total: number;
}

/**
 * Issue 18: the forward move's rivals, watched. `watch()` gives the options to hand to forward and
 * a reader of what the rivals' week did; `progress` is what the screen shows meanwhile (only games
 * with rivals report any); `finish()` clears it.
 */
export function useRivalWeek() {
  const [progress, setProgress] = useState<RivalProgress | null>(null);
  const watch = useCallback(() => {
    let summary: RivalShowsSummary | null = null;
    const options: ForwardOptions = {
      onRivalProgress: (done, total) => setProgress({ done, total }),
      onRivalShows: (ran) => {
        summary = ran;
      },
    };
    return { options, summary: () => summary };
  }, []);
  const finish = useCallback(() => setProgress(null), []);
  return { progress, watch, finish };
}

/** What the announcement adds after a forward move with rivals: how many of their shows ran. */
export function rivalsRan(summary: RivalShowsSummary | null): string {
  if (!summary || summary.scheduled === 0) return '';
  const shows = `${summary.scheduled} ${summary.scheduled === 1 ? 'show' : 'shows'}`;
  return summary.completed === summary.scheduled
    ? ` Rivals ran their ${shows}.`
    : ` Rivals ran ${summary.completed} of their ${shows}.`;
}
