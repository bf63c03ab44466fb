import { useRef, useState } from 'react';
import type { BackstageView, DamageChange } from '../../../application/roster';
import type { IsoDate } from '../../../domain/entities/base';
import { useServices } from '../../services-context';
import { useLiveView } from '../../components/use-live-view';

/** What the last backstage action changed, for the "Last action" card. */
export type BackstageReport =
  | { kind: 'contracts'; date: IsoDate; expired: { id: number; name: string; contractExpires: IsoDate; brandNames: string[] }[] }
  | { kind: 'heal'; everyone: boolean; changes: DamageChange[] }
  | { kind: 'goal'; name: string; goal: string | null };

/** The backstage read model, reloaded after each action, and the actions with their reports. */
export function useBackstage() {
  const { roster } = useServices();
  const { view, error, busy, actionError, load, run } = useLiveView(() => roster.backstage(), 'Could not read backstage');
  const [report, setReport] = useState<BackstageReport | null>(null);
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
