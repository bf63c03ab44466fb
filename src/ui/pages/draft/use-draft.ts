import { useCallback, useEffect, useState } from 'react';
import type { DraftFormValues, DraftProcessResult, DraftSubmitResult, DraftView } from '../../../application/draft';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export interface DraftState {
  view: DraftView | null;
  /** Reading the drafts failed (the screen shows it instead of the lists). */
  loadError: string | null;
  /** The last action failed (shown above the lists; the lists stay). */
  actionError: string | null;
  busy: boolean;
  result: DraftProcessResult | null;
  submit(values: DraftFormValues): Promise<DraftSubmitResult | null>;
  remove(draftId: number): Promise<void>;
  process(): Promise<void>;
  dismissResult(): void;
}

/** The draft read model and the use cases that change it; every change reloads the lists. */
export function useDraft(): DraftState {
  const { drafts, logger, analytics } = useServices();
  const [view, setView] = useState<DraftView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DraftProcessResult | null>(null);

  const load = useCallback(async () => {
    try {
      // Inside the async function, so even a synchronous failure lands in the message.
      setView(await drafts.view());
      setLoadError(null);
    } catch (cause) {
      logger.error('Could not read the drafts', cause);
      setLoadError(messageOf(cause));
    }
  }, [drafts, logger]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one use case with the screen marked busy, then reloads; a failure becomes the action error. */
  const act = useCallback(
    async <R,>(what: string, work: () => Promise<R>): Promise<R | null> => {
      setBusy(true);
      setActionError(null);
      try {
        return await work();
      } catch (cause) {
        logger.error(`Could not ${what}`, cause);
        setActionError(`Could not ${what}: ${messageOf(cause)}`);
        return null;
      } finally {
        await load();
        setBusy(false);
      }
    },
    [load, logger],
  );

  const submit = useCallback(
    (values: DraftFormValues) =>
      act('save the draft', async () => {
        const saved = await drafts.submit(values);
        if (saved.ok) analytics.track('Draft', 'create', { value: saved.draft.pick });
        return saved;
      }),
    [act, drafts, analytics],
  );

  const remove = useCallback(
    async (draftId: number) => {
      await act('remove the draft', async () => {
        await drafts.remove(draftId);
        analytics.track('Draft', 'remove');
      });
    },
    [act, drafts, analytics],
  );

  const process = useCallback(async () => {
    const done = await act('process the drafts', () => drafts.process());
    if (done) {
      analytics.track('Draft', 'process', { value: done.signed.length });
      setResult(done);
    }
  }, [act, drafts, analytics]);

  return { view, loadError, actionError, busy, result, submit, remove, process, dismissResult: () => setResult(null) };
}
