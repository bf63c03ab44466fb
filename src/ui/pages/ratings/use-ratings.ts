import type { RatingsFilter, RatingsView } from '../../../application/ratings';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';

/** The ratings read model for a filter; read again when the filter changes (the last view stays meanwhile). */
export function useRatings(filter: RatingsFilter): { view: RatingsView | null; error: string | null } {
  const { ratings } = useServices();
  const { data, error } = useReadModel(() => ratings.view(filter), 'the ratings', `ratings:${filter.scope ?? ''}:${filter.window ?? ''}`);
  return { view: data, error };
}
