export { RivalriesPage } from './RivalriesPage';
