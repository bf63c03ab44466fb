import { useCallback, useEffect, useRef, useState } from 'react';
import type { RumbleServices } from '../../../application/rumble';
import { useServices } from '../../services-context';
import type { RumbleView } from './rumble-view';
import { describeStep } from './step-announcement';
import { messageOf } from '../../errors/message-of';

export type RumbleAction = 'start' | 'enter' | 'eliminate' | 'finish' | 'run' | 'remove';

export interface RumbleState {
  /** undefined while the first read runs; null when there is no such rumble. */
  view: RumbleView | null | undefined;
  /** The last read's or action's failure. */
  error: string | null;
  /** The action under way, if any: every control waits for it. */
  pending: RumbleAction | null;
  /** What the last step did, in a sentence (for the live region). */
  announcement: string;
  /**
   * Sends one step (or the delete); ignored while another is under way, so a double click runs it
   * once. True when it went through.
   */
  act(action: RumbleAction): Promise<boolean>;
}

/** One rumble and its steps, each a use case (its own unit of work), then a fresh read. */
export function useRumble(rumbleId: number): RumbleState {
  const { rumbles, logger } = useServices();
  const [view, setView] = useState<RumbleView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<RumbleAction | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A ref, not state: a second click in the same frame must see the first one at once.
  const running = useRef(false);
  const viewRef = useRef<RumbleView | null | undefined>(undefined);

  const reload = useCallback(async () => {
    try {
      const next = await rumbles.view(rumbleId);
      viewRef.current = next;
      setView(next);
      return next;
    } catch (cause) {
      logger.error('Could not read the rumble', cause);
      setError(messageOf(cause));
      return undefined;
    }
  }, [rumbles, logger, rumbleId]);

  useEffect(() => {
    viewRef.current = undefined;
    setView(undefined);
    setAnnouncement('');
    void reload();
  }, [reload]);

  const act = useCallback(
    async (action: RumbleAction) => {
      const before = viewRef.current;
      if (running.current || !before) return false;
      running.current = true;
      setPending(action);
      let failed = false;
      try {
        await (rumbles[action] as RumbleServices['remove'])(rumbleId);
        setError(null);
      } catch (cause) {
        logger.error(`Could not ${action} the rumble`, cause);
        setError(messageOf(cause));
        failed = true;
      }
      // A deleted rumble has nothing left to read, and the page is leaving: every control stays off.
      if (action === 'remove' && !failed) return true;
      try {
        const after = await reload();
        setAnnouncement(after && !failed ? describeStep(before, after) : '');
      } finally {
        running.current = false;
        setPending(null);
      }
      return !failed;
    },
    [rumbles, logger, rumbleId, reload],
  );

  return { view, error, pending, announcement, act };
}
