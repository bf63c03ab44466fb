// `/production/select` and `/production/:id` (issue 7 items 3, 4 and 8).
export { ProductionPage } from './ProductionPage';
export { ProductionSelectPage } from './ProductionSelectPage';
export { ProductionsRoute } from './ProductionsRoute';
