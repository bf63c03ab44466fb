import type { ProductionRow } from '../../../application/production';
import type { Stored } from '../../../domain/entities/base';
import type { Show } from '../../../domain/entities/show';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';

export type { ProductionRow };

/** Every production with its show's name, newest first; undefined while reading. */
export function useProductionList(): { rows: ProductionRow[] | undefined; shows: Stored<Show>[]; error: string | null } {
  const { production } = useServices();
  const { data, error } = useReadModel(() => production.list(), 'the productions', '');
  return { rows: data?.rows, shows: data?.shows ?? NO_SHOWS, error };
}

// One empty list for every render while reading, so what depends on it does not change identity.
const NO_SHOWS: Stored<Show>[] = [];
