export { ModifiersPage } from './ModifiersPage';
