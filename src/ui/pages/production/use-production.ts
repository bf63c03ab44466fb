import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppServices } from '../../../application/services';
import { useServices } from '../../services-context';
import type { ProductionView } from './production-view';
import { messageOf } from '../../errors/message-of';
import { shareView } from './share-view';

export interface ProductionState {
  /** undefined while the first read runs; null when there is no such production. */
  view: ProductionView | null | undefined;
  /** The last edit's failure, in the words of the error it raised. */
  error: string | null;
  busy: boolean;
  /** Reads the whole view again (after a simulation, which changes far more than the card). */
  reload(): Promise<void>;
  /**
   * Runs one booking edit of the card (segments, appearances, running order, venue) through the
   * services, then re-reads the card, whatever the outcome; the roster and the lists are kept.
   */
  act(work: (services: AppServices) => Promise<unknown>): Promise<void>;
}

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

  const act = useCallback(
    async (work: (services: AppServices) => Promise<unknown>) => {
      setBusy(true);
      try {
        await work(services);
        setError(null);
      } catch (cause) {
        services.logger.error('Could not change the production', cause);
        setError(messageOf(cause));
      } finally {
        await read(false);
        setBusy(false);
      }
    },
    [services, read],
  );

  return { view, error, busy, reload, act };
}
