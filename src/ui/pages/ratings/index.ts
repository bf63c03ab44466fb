export { RatingsPage } from './RatingsPage';
