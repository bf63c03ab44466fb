import { useCallback, useEffect, useRef, useState } from 'react';
import type { BackstageRow, Modifier, StatChange } from '../../../application/roster';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export interface LastModification {
  modifier: Modifier;
  changes: StatChange[];
}

/** The wrestlers one can modify, who is chosen, and the last boost or penalty with its changes. */
export function useModifiers() {
  const { roster, logger } = useServices();
  const [rows, setRows] = useState<BackstageRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<LastModification | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const live = useRef(true);

  const load = useCallback(async () => {
    try {
      // Awaited inside the function, so even a synchronous failure becomes the error message.
      const view = await roster.backstage();
      // The list reads best alphabetically here: the player searches for names.
      if (live.current) setRows([...view.rows].sort((a, b) => a.name.localeCompare(b.name)));
    } catch (cause) {
      logger.error('Could not read the wrestlers', cause);
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

  const apply = async (modifier: Modifier) => {
    setBusy(true);
    setActionError(null);
    try {
      const changes = await roster.modify(modifier, [...chosen]);
      if (live.current) setLast({ modifier, changes });
      await load();
    } catch (cause) {
      logger.error('Could not apply the modifier', cause);
      if (live.current) setActionError(messageOf(cause));
    } finally {
      if (live.current) setBusy(false);
    }
  };

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
