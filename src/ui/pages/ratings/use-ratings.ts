import { useEffect, useState } from 'react';
import type { RatingsView } from '../../../application/ratings';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

/** The ratings read model, loaded once per visit. */
export function useRatings(): { view: RatingsView | null; error: string | null } {
  const { ratings, logger } = useServices();
  const [view, setView] = useState<RatingsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous failure lands in the error message.
    (async () => ratings.view())().then(
      (next) => live && setView(next),
      (cause: unknown) => {
        logger.error('Could not read the ratings', cause);
        if (live) setError(messageOf(cause));
      },
    );
    return () => {
      live = false;
    };
  }, [ratings, logger]);
  return { view, error };
}
