import { useCallback, useEffect, useState } from 'react';
import type { AlignmentChange, RankingRoster } from '../../../application/rankings';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export interface RankingRosterState {
  roster: RankingRoster | null;
  error: string | null;
  /** Shows a change the service made without reading the whole roster again. */
  applyAlignment: (change: AlignmentChange) => void;
}

/** The ranking roster, read once per visit; a failure becomes a message, never a crash. */
export function useRankingRoster(): RankingRosterState {
  const { rankings, logger } = useServices();
  const [roster, setRoster] = useState<RankingRoster | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous failure lands in the error message.
    (async () => rankings.roster())().then(
      (next) => live && setRoster(next),
      (cause: unknown) => {
        logger.error('Could not read the roster', cause);
        if (live) setError(messageOf(cause));
      },
    );
    return () => {
      live = false;
    };
  }, [rankings, logger]);

  const applyAlignment = useCallback((change: AlignmentChange) => {
    setRoster((current) =>
      current && {
        ...current,
        wrestlers: current.wrestlers.map((w) => (w.id === change.wrestlerId ? { ...w, alignment: change.to } : w)),
      },
    );
  }, []);

  return { roster, error, applyAlignment };
}
