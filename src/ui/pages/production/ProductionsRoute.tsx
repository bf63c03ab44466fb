import { useParams } from 'react-router-dom';
import { ProductionPage } from './ProductionPage';
import { ProductionSelectPage } from './ProductionSelectPage';

/**
 * `/production/select` and `/production/*` share one entry in the route table: the list, or one
 * production when the rest of the path is its id.
 */
export function ProductionsRoute() {
  const rest = useParams()['*'];
  return rest && rest !== 'select' ? <ProductionPage /> : <ProductionSelectPage />;
}
