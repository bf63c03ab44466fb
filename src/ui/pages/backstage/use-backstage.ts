import { useCallback, useEffect, useRef, useState } from 'react';
import type { BackstageView, DamageChange } from '../../../application/roster';
import type { IsoDate } from '../../../domain/entities/base';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

/** What the last backstage action changed, for the "Last action" card. */
export type BackstageReport =
  | { kind: 'contracts'; date: IsoDate; expired: { id: number; name: string; contractExpires: IsoDate; brandNames: string[] }[] }
  | { kind: 'heal'; everyone: boolean; changes: DamageChange[] }
  | { kind: 'goal'; name: string; goal: string | null };

/** The backstage read model, reloaded after each action, and the actions with their reports. */
export function useBackstage() {
  const { roster, logger } = useServices();
  const [view, setView] = useState<BackstageView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BackstageReport | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const live = useRef(true);
  const viewRef = useRef<BackstageView | null>(null);
  viewRef.current = view;

  const load = useCallback(async () => {
    try {
      // Inside the async function so that even a synchronous failure becomes the error message.
      const next = await roster.backstage();
      if (live.current) {
        setView(next);
        setError(null);
      }
    } catch (cause) {
      logger.error('Could not read backstage', cause);
      if (live.current) setError(messageOf(cause));
    }
  }, [roster, logger]);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  const act = useCallback(
    async (work: () => Promise<BackstageReport>) => {
      setBusy(true);
      setActionError(null);
      try {
        const next = await work();
        if (live.current) setReport(next);
        await load();
      } catch (cause) {
        logger.error('Backstage action failed', cause);
        if (live.current) setActionError(messageOf(cause));
      } finally {
        if (live.current) setBusy(false);
      }
    },
    [load, logger],
  );

  const rowName = (id: number) => viewRef.current?.rows.find((r) => r.id === id)?.name ?? 'The wrestler';

  return {
    view,
    error,
    busy,
    report,
    actionError,
    /** Read again (after a renewal made elsewhere on the page). */
    reload: load,
    checkContracts: () =>
      act(async () => {
        const before = new Map(viewRef.current?.rows.map((r) => [r.id, r.brandNames]) ?? []);
        const expired = await roster.checkContracts();
        return {
          kind: 'contracts',
          date: viewRef.current?.date ?? '',
          expired: expired.map((w) => ({ id: w.id, name: w.name, contractExpires: w.contractExpires, brandNames: before.get(w.id) ?? [] })),
        };
      }),
    healOne: (id: number, amount: number) =>
      act(async () => ({ kind: 'heal', everyone: false, changes: [await roster.healOne(id, amount)] })),
    healEveryone: (amount: number) => act(async () => ({ kind: 'heal', everyone: true, changes: await roster.healEveryone(amount) })),
    setGoal: (id: number, championshipId: number) =>
      act(async () => {
        await roster.setGoal(id, championshipId);
        const title = viewRef.current?.championships.find((c) => c.id === championshipId)?.name ?? 'a title';
        return { kind: 'goal', name: rowName(id), goal: title };
      }),
    clearGoals: (id: number) =>
      act(async () => {
        await roster.clearGoals(id);
        return { kind: 'goal', name: rowName(id), goal: null };
      }),
  };
}

export type BackstageState = ReturnType<typeof useBackstage>;
