import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppServices } from '../../../application/services';
import { useServices } from '../../services-context';
import type { ProductionView } from './production-view';
import { messageOf } from '../../errors/message-of';
import { shareView } from './share-view';
import { createPendingEdits, type PendingEdits } from './pending-edits';

export interface ProductionState {
  /** undefined while the first read runs; null when there is no such production. */
  view: ProductionView | null | undefined;
  /** The last edit's failure, in the words of the error it raised. */
  error: string | null;
  /** An edit has been running for more than BUSY_AFTER_MS (quicker ones never show as busy). */
  busy: boolean;
  /** Reads the whole view again (after a simulation, which changes far more than the card). */
  reload(): Promise<void>;
  /**
   * Runs one booking edit of the card (segments, appearances, running order, venue) through the
   * services, then re-reads the card, whatever the outcome; the roster and the lists are kept.
   * Edits asked for while one runs wait their turn, in the order they were asked for.
   */
  act(work: (services: AppServices) => Promise<unknown>): Promise<void>;
  /** Resolves once every edit asked for so far has run and its card has been read again. */
  settled(): Promise<void>;
  /** How many edits are queued or running, from the click on (usePendingEdits re-renders only its reader). */
  pending: PendingEdits;
}

/** How long an edit runs before the page shows itself busy. */
export const BUSY_AFTER_MS = 250;

/** The production screen's data and its edits; every edit goes through a use case. */
export function useProduction(productionId: number): ProductionState {
  const services = useServices();
  const [view, setView] = useState<ProductionView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the newest read may land, so a slow read never overwrites a newer card.
  const latest = useRef(0);
  const shown = useRef(view);
  useEffect(() => {
    shown.current = view;
  }, [view]);

  const read = useCallback(
    async (whole: boolean) => {
      const ticket = ++latest.current;
      const before = shown.current;
      try {
        // Issue 19 (interaction-p95): after a booking edit only the card is read again; the view on
        // screen gives the rest (no booking edit writes the roster, the titles or the venues).
        const next = !whole && before && before.production.id === productionId
          ? await services.production.refreshCard(before)
          : await services.production.view(productionId);
        // Unchanged parts keep their objects, so only what the edit changed re-renders (issue 19).
        if (ticket === latest.current) setView((current) => shareView(current, next));
      } catch (cause) {
        services.logger.error('Could not read the production', cause);
        if (ticket === latest.current) setError(messageOf(cause));
      }
    },
    [services, productionId],
  );
  const reload = useCallback(() => read(true), [read]);

  useEffect(() => {
    setView(undefined);
    shown.current = undefined;
    void reload();
  }, [reload]);

  // Issue 19 (interaction-p95): edits run one after another in a queue instead of disabling the
  // page while one runs, and the page shows itself busy only once an edit has taken a while. Flipping
  // to busy at every click re-rendered the page in the very frame the edit's first reads came back
  // in, and delayed them by that render (30–80 ms a click on this machine).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [pending] = useState(createPendingEdits);
  const act = useCallback(
    (work: (services: AppServices) => Promise<unknown>) => {
      pending.set(pending.count() + 1);
      const slow = setTimeout(() => setBusy(true), BUSY_AFTER_MS);
      const run = async () => {
        try {
          await work(services);
          setError(null);
        } catch (cause) {
          services.logger.error('Could not change the production', cause);
          setError(messageOf(cause));
        } finally {
          await read(false);
        }
      };
      const done = queue.current.then(run).finally(() => {
        clearTimeout(slow);
        pending.set(pending.count() - 1);
        if (pending.count() === 0) setBusy(false);
      });
      queue.current = done;
      return done;
    },
    [services, read, pending],
  );
  const settled = useCallback(() => queue.current, []);

  return { view, error, busy, reload, act, settled, pending };
}
