export { DraftPage } from './DraftPage';
