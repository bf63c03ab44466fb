export { BrandsPage } from './BrandsPage';
