import type { ProductionList, ProductionListQuery, ProductionRow } from '../../../application/production';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';

export type { ProductionRow };

/** One page of productions for the filters, newest first; null while the first page is read. */
export function useProductionList(query: Required<ProductionListQuery>): { list: ProductionList | null; error: string | null } {
  const { production } = useServices();
  const { data, error } = useReadModel(() => production.list(query), 'the productions', `${query.page}:${query.showId ?? ''}:${query.status}`);
  return { list: data, error };
}
