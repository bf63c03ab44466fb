export { AlignmentPage } from './AlignmentPage';
export { LeaguesPage } from './LeaguesPage';
export { RankWrestlersPage } from './RankWrestlersPage';
