import { useState } from 'react';
import type { Modifier, StatChange } from '../../../application/roster';
import { useServices } from '../../services-context';
import { useLiveView } from '../../components/use-live-view';

export interface LastModification {
  modifier: Modifier;
  changes: StatChange[];
}

/** The wrestlers one can modify, who is chosen, and the last boost or penalty with its changes. */
export function useModifiers() {
  const { roster } = useServices();
  const live = useLiveView(async () => {
    const view = await roster.backstage();
    // The list reads best alphabetically here: the player searches for names.
    return [...view.rows].sort((a, b) => a.name.localeCompare(b.name));
  }, 'Could not read the wrestlers');
  const { view: rows, error, busy, actionError } = live;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [last, setLast] = useState<LastModification | null>(null);

  const apply = (modifier: Modifier) =>
    live.run('Could not apply the modifier', () => roster.modify(modifier, [...chosen]), (changes) => setLast({ modifier, changes }));

  return {
    rows,
    error,
    chosen,
    busy,
    last,
    actionError,
    apply,
    toggle: (id: number) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    choose: (ids: readonly number[]) => setChosen((current) => new Set([...current, ...ids])),
    clear: () => setChosen(new Set()),
  };
}
