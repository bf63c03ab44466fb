import { useEffect, useState } from 'react';
import type { Stored } from '../../../domain/entities/base';
import type { Brand } from '../../../domain/entities/brand';
import type { Championship } from '../../../domain/entities/championship';
import type { Rumble } from '../../../domain/entities/rumble';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export interface RumblesData {
  /** Newest first (by date, then the newest record). */
  rumbles: Stored<Rumble>[];
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  championships: Stored<Championship>[];
}

/** What `/rumbles/start` lists and what its form chooses from; undefined while reading. */
export function useRumblesData(): { data: RumblesData | undefined; error: string | null } {
  const { repos, logger } = useServices();
  const [data, setData] = useState<RumblesData | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous failure becomes a handled rejection.
    (async () => Promise.all([repos.Rumble.all(), repos.Wrestler.all(), repos.Brand.all(), repos.Championship.all()]))().then(
      ([rumbles, wrestlers, brands, championships]) => {
        const newest = [...rumbles].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
        if (live) setData({ rumbles: newest, wrestlers, brands, championships });
      },
      (cause: unknown) => {
        logger.error('Could not list rumbles', cause);
        if (live) setError(messageOf(cause));
      },
    );
    return () => {
      live = false;
    };
  }, [repos, logger]);

  return { data, error };
}
