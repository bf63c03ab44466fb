import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services-context';
import { messageOf } from '../errors/message-of';
import { useChangesElsewhere } from './use-changes-elsewhere';

export interface ReadModel<T> {
  data: T | null;
  error: string | null;
  /** Reads again (after a write), keeping the current data on screen meanwhile. */
  reload: () => void;
}

/**
 * A screen's read model, read when `key` changes and on `reload()`. A failure (no game, no
 * storage) becomes a message, never a crash: the page keeps its title and says what went wrong.
 * Another tab's write reads it again too (issue 14), the data staying on screen meanwhile.
 */
export function useReadModel<T>(read: () => Promise<T>, what: string, key: string): ReadModel<T> {
  const { logger } = useServices();
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous throw lands in the error message.
    (async () => read())().then(
      (data) => live && setState({ data, error: null }),
      (cause: unknown) => {
        logger.error(`Could not read ${what}`, cause);
        if (live) setState({ data: null, error: messageOf(cause) });
      },
    );
    return () => {
      live = false;
    };
    // `read` is a fresh closure each render; `key` says when what it reads has changed.
  }, [key, round, logger, what]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useChangesElsewhere(reload);
  return { ...state, reload };
}
