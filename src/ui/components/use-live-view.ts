import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../errors/message-of';
import { useServices } from '../services-context';

/**
 * Issue 32, the shared part of the screens that read a view and run actions on it (backstage,
 * modifiers): the view read on mount (a failure logged as `readFailed` and shown as `error`), read
 * again after each action; `run` marks the screen busy while an action works, hands its result to
 * `done` and shows its error (logged as `failed`) until the next one. Nothing is set once the screen
 * has gone.
 */
export function useLiveView<V>(read: () => Promise<V>, readFailed: string) {
  const { logger } = useServices();
  const live = useRef(true);
  const reader = useRef(read);
  reader.current = read;
  const [view, setView] = useState<V | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      // Awaited inside the function, so even a synchronous failure becomes the error message.
      const next = await reader.current();
      if (live.current) {
        setView(next);
        setError(null);
      }
    } catch (cause) {
      logger.error(readFailed, cause);
      if (live.current) setError(messageOf(cause));
    }
  }, [logger, readFailed]);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  const run = useCallback(
    async <R>(failed: string, work: () => Promise<R>, done: (result: R) => void) => {
      setBusy(true);
      setActionError(null);
      try {
        const result = await work();
        if (live.current) done(result);
        await load();
      } catch (cause) {
        logger.error(failed, cause);
        if (live.current) setActionError(messageOf(cause));
      } finally {
        if (live.current) setBusy(false);
      }
    },
    [load, logger],
  );

  return { view, error, busy, actionError, load, run };
}
