export { TalentPage } from './TalentPage';
