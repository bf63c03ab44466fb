import { useRef, useState } from 'react';
import type { BackstageView, TreatmentQuote } from '../../../application/roster';
import type { IsoDate } from '../../../domain/entities/base';
import { useServices } from '../../services-context';
import { useLiveView } from '../../components/use-live-view';

/** What the last backstage action changed, for the "Last action" card. */
export type BackstageReport =
  | { kind: 'contracts'; date: IsoDate; expired: { id: number; name: string; contractExpires: IsoDate; brandNames: string[] }[] }
  | { kind: 'heal'; everyone: boolean; treatment: TreatmentQuote }
  | { kind: 'goal'; name: string; goal: string | null };

/** A treatment the player is asked to pay for: one wrestler (an id) or everyone (null), by an amount. */
export interface TreatmentAsk {
  id: number | null;
  amount: number;
  quote: TreatmentQuote;
}

/** The backstage read model, reloaded after each action, and the actions with their reports. */
export function useBackstage() {
  const { roster } = useServices();
  const { view, error, busy, actionError, load, run } = useLiveView(() => roster.backstage(), 'Could not read backstage');
  const [report, setReport] = useState<BackstageReport | null>(null);
  // Issue 33: a treatment is priced first and paid only once the player confirms the quote.
  const [asking, setAsking] = useState<TreatmentAsk | null>(null);
  const viewRef = useRef<BackstageView | null>(null);
  viewRef.current = view;
  const act = (work: () => Promise<BackstageReport>) => run('Backstage action failed', work, setReport);

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
    /** The treatment waiting for the player's answer, priced. */
    asking,
    /** Prices treating one wrestler (an id) or everyone on the player's roster (null), and asks. */
    askTreatment: (id: number | null, amount: number) =>
      run('Could not price the treatment', () => roster.quoteTreatment(id === null ? null : [id], amount), (quote) => setAsking({ id, amount, quote })),
    cancelTreatment: () => setAsking(null),
    /** Pays for the treatment asked about and applies it. */
    confirmTreatment: () => {
      const ask = asking;
      setAsking(null);
      if (!ask) return Promise.resolve();
      return act(async () => ({
        kind: 'heal',
        everyone: ask.id === null,
        treatment: ask.id === null ? await roster.healEveryone(ask.amount) : await roster.healOne(ask.id, ask.amount),
      }));
    },
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
