export { RankChampionshipsPage } from './RankChampionshipsPage';
export { ReignsPage } from './ReignsPage';
