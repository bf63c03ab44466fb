import { useCallback, useEffect, useRef, useState } from 'react';
import { DIALOG_OVER, type Dialog, type DialogInbox, type DialogOption, type DialogOutcome } from '../../../application/dialogs';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

/** Runs `read` once per change of its inputs; the latest answer wins, a late one after unmount is dropped. */
function useRead<T>(read: () => Promise<T>, what: string) {
  const { logger } = useServices();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setData(undefined);
    setError(null);
    (async () => {
      try {
        // Inside the async function, so even a synchronous failure becomes the error message.
        const next = await read();
        if (live) setData(next);
      } catch (cause) {
        logger.error(`Could not read ${what}`, cause);
        if (live) setError(messageOf(cause));
      }
    })();
    return () => {
      live = false;
    };
  }, [read, what, logger]);
  return { data, error };
}

/** The open conversations of the week. */
export function useInbox() {
  const { dialogs } = useServices();
  const read = useCallback(() => dialogs.inbox(), [dialogs]);
  const { data, error } = useRead<DialogInbox>(read, 'the dialogs');
  return { inbox: data, error };
}

/**
 * One conversation (null: it is over) and the decision. `decide` resolves with the outcome, or
 * null when it failed (the reason is in `decideError`; a conversation closed meanwhile reads as over).
 */
export function useConversation(key: string) {
  const { dialogs, analytics, logger } = useServices();
  const read = useCallback(() => dialogs.open(key), [dialogs, key]);
  const { data, error } = useRead<Dialog | null>(read, 'the conversation');
  const [busy, setBusy] = useState(false);
  const [decideError, setDecideError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const decide = async (option: DialogOption): Promise<DialogOutcome | null> => {
    setBusy(true);
    setDecideError(null);
    try {
      const outcome = await dialogs.decide(key, option.id);
      analytics.track('WouldYouLikeTo', data?.kind ?? 'dialog', { label: option.id });
      return outcome;
    } catch (cause) {
      logger.error('Could not decide the dialog', cause);
      if (live.current) {
        if (messageOf(cause) === DIALOG_OVER) setOver(true);
        else setDecideError(messageOf(cause));
      }
      return null;
    } finally {
      if (live.current) setBusy(false);
    }
  };

  return { dialog: over ? null : data, error, busy, decideError, decide };
}
