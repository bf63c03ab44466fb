export { OwnerPage } from './OwnerPage';
