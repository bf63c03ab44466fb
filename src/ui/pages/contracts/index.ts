export { FreeAgentsPage } from './FreeAgentsPage';
