import { useEffect, useState } from 'react';
import type { Stored } from '../../../domain/entities/base';
import type { Production } from '../../../domain/entities/production';
import type { Show } from '../../../domain/entities/show';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export interface ProductionRow {
  production: Stored<Production>;
  showName: string;
}

/** Every production with its show's name, newest first; undefined while reading. */
export function useProductionList(): { rows: ProductionRow[] | undefined; shows: Stored<Show>[]; error: string | null } {
  const { repos, logger } = useServices();
  const [rows, setRows] = useState<ProductionRow[] | undefined>(undefined);
  const [shows, setShows] = useState<Stored<Show>[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous failure becomes a handled rejection.
    (async () => Promise.all([repos.Production.all(), repos.Show.all()]))().then(
      ([productions, allShows]) => {
        if (!live) return;
        const names = new Map(allShows.map((show) => [show.id, show.name]));
        const sorted = [...productions].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
        setRows(sorted.map((production) => ({ production, showName: (production.showId && names.get(production.showId)) || production.name })));
        setShows(allShows.filter((show) => productions.some((p) => p.showId === show.id)));
      },
      (cause: unknown) => {
        logger.error('Could not list productions', cause);
        if (live) setError(messageOf(cause));
      },
    );
    return () => {
      live = false;
    };
  }, [repos, logger]);

  return { rows, shows, error };
}
