export { RosterPage } from './RosterPage';
