export { OfficePage } from './OfficePage';
