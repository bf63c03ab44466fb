import { useCallback, useEffect, useRef, useState } from 'react';
import { DIALOG_OVER, type Dialog, type DialogInbox, type DialogOption, type DialogOutcome } from '../../../application/dialogs';
import { editConflictOf, type EditConflictError } from '../../../domain/records/edit-conflict';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

/**
 * Runs `read` once per change of its inputs (and of `generation`, to read again); the latest
 * answer wins, a late one after unmount is dropped.
 */
function useRead<T>(read: () => Promise<T>, what: string, generation = 0) {
  const { logger } = useServices();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  // A re-read of the same thing keeps showing what was read until the fresh answer comes.
  const lastRead = useRef(read);
  useEffect(() => {
    let live = true;
    if (lastRead.current !== read) setData(undefined);
    lastRead.current = read;
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
  }, [read, what, logger, generation]);
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
  // Issue 14: an answer refused because the conversation reads otherwise now; `reads` re-reads it.
  const [conflict, setConflict] = useState<{ error: EditConflictError; option: DialogOption } | null>(null);
  const [reads, setReads] = useState(0);
  const read = useCallback(() => dialogs.open(key), [dialogs, key]);
  const { data, error } = useRead<Dialog | null>(read, 'the conversation', reads);
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

  /** Answers the conversation as shown (`asRead`); "Overwrite anyway" passes it as it reads now. */
  const decide = async (option: DialogOption, asRead: Dialog | undefined = data ?? undefined): Promise<DialogOutcome | null> => {
    setBusy(true);
    setDecideError(null);
    try {
      const outcome = await dialogs.decide(key, option.id, asRead);
      setConflict(null);
      analytics.track('WouldYouLikeTo', data?.kind ?? 'dialog', { label: option.id });
      return outcome;
    } catch (cause) {
      const refused = editConflictOf(cause);
      if (refused) {
        if (live.current) setConflict({ error: refused, option });
        return null;
      }
      logger.error('Could not decide the dialog', cause);
      if (live.current) {
        setConflict(null);
        if (messageOf(cause) === DIALOG_OVER) setOver(true);
        else setDecideError(messageOf(cause));
      }
      return null;
    } finally {
      if (live.current) setBusy(false);
    }
  };

  return {
    dialog: over ? null : data, error, busy, decideError, decide, conflict,
    /** "Reload": the conversation as it reads now; the player answers again. */
    reload: () => {
      setConflict(null);
      setReads((n) => n + 1);
    },
    /** "Overwrite anyway": the same answer to the conversation as it reads now. */
    overwrite: () => {
      if (!conflict) return Promise.resolve(null);
      // The dialog closes first (as the release's confirmation does), so no modal outlives the page.
      setConflict(null);
      return decide(conflict.option, conflict.error.current as unknown as Dialog);
    },
    keepReading: () => setConflict(null),
  };
}
