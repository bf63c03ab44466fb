export { TournamentsPage } from './TournamentsPage';
