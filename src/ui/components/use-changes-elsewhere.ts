import { useEffect, useRef } from 'react';
import type { GameChange } from '../../application/ports/change-feed.port';
import { useServices } from '../services-context';

/** How long a burst of another tab's writes (a week's sweep commits several) is gathered into one read. */
export const CHANGES_DEBOUNCE_MS = 250;

/**
 * Issue 14: calls `onChange` when another tab has written to the game, once per burst of writes
 * (debounced). `onChange` may change every render; the latest one is called.
 */
export function useChangesElsewhere(onChange: (change: GameChange & { kind: 'changed' }) => void): void {
  const { changes } = useServices();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = changes.subscribe((change) => {
      if (change.kind !== 'changed') return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(change), CHANGES_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [changes]);
}

/** Calls `onReplaced` when another tab has replaced the game (this tab is left behind). */
export function useReplacedElsewhere(onReplaced: () => void): void {
  const { changes } = useServices();
  const latest = useRef(onReplaced);
  latest.current = onReplaced;
  useEffect(() => changes.subscribe((change) => change.kind === 'replaced' && latest.current()), [changes]);
}
