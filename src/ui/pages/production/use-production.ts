import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppServices } from '../../../application/services';
import { useServices } from '../../services-context';
import type { ProductionView } from './production-view';
import { messageOf } from '../../errors/message-of';
import { shareView } from './share-view';
import { useChangesElsewhere } from '../../components/use-changes-elsewhere';

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
  /** The view as last read, before React has rendered it (after `settled`, the card every edit left). */
  latest(): ProductionView | null | undefined;
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
  // The view as last read (React renders it a moment later): the next refresh starts from it.
  const shown = useRef(view);

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
        if (ticket !== latest.current) return;
        // Unchanged parts keep their objects, so only what the edit changed re-renders (issue 19).
        const shared = shareView(shown.current, next);
        shown.current = shared;
        setView(shared);
      } catch (cause) {
        services.logger.error('Could not read the production', cause);
        if (ticket === latest.current) setError(messageOf(cause));
      }
    },
    [services, productionId],
  );
  const reload = useCallback(() => read(true), [read]);
  // A refresh after an edit takes this tab's own writes from the write log (issue 19), which never
  // holds another tab's: when another tab writes to the game, the whole view is read again.
  useChangesElsewhere(() => void reload());

  useEffect(() => {
    setView(undefined);
    shown.current = undefined;
    void reload();
  }, [reload]);

  // Issue 19 (interaction-p95): edits run one after another in a queue instead of disabling the
  // page while one runs, and the page shows itself busy only once an edit has taken a while. Flipping
  // to busy at every click re-rendered the page in the very frame the edit's first reads came back
  // in, and delayed them by that render (30–80 ms a click on this machine).
  // Nothing re-renders at the click: Simulate, clicked while edits are on their way, waits for
  // them (settled) and decides on the card they leave (latest) rather than being disabled at every
  // click, which restyled and animated it for a moment on each booking click.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const act = useCallback(
    (work: (services: AppServices) => Promise<unknown>) => {
      pending.current += 1;
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
        pending.current -= 1;
        if (pending.current === 0) setBusy(false);
      });
      queue.current = done;
      return done;
    },
    [services, read],
  );
  const settled = useCallback(() => queue.current, []);
  const latestView = useCallback(() => shown.current, []);

  return { view, error, busy, reload, act, settled, latest: latestView };
}
