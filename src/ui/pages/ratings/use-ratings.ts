import type { RatingsView } from '../../../application/ratings';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';

/** The ratings read model, loaded once per visit. */
export function useRatings(): { view: RatingsView | null; error: string | null } {
  const { ratings } = useServices();
  const { data, error } = useReadModel(() => ratings.view(), 'the ratings', 'ratings');
  return { view: data, error };
}
