import { lazyPage } from './lazy-page';

// One chunk per group of related screens keeps the first load light (SPEC §7 lazily loaded routes).
const setup = () => import('../pages/setup');
// The title ranking and the reigns it links to share a chunk.
const championships = () => import('../pages/championships');
// The schedule and /create-show share a chunk: booking a show goes from one to the other.
const schedule = () => import('../pages/schedule');
const quickMatch = () => import('../pages/quick-match');
// The ranking, league and alignment screens read one roster: one chunk.
const rankings = () => import('../pages/rankings');

export const WelcomePage = lazyPage(() => import('../pages/WelcomePage'), 'WelcomePage');
export const SettingsPage = lazyPage(() => import('../pages/SettingsPage'), 'SettingsPage');

export const SetupPage = lazyPage(setup, 'SetupPage');
export const StartPage = lazyPage(setup, 'StartPage');
export const ImportPage = lazyPage(setup, 'ImportPage');

export const OfficePage = lazyPage(() => import('../pages/office'), 'OfficePage');
export const SimulatePage = lazyPage(() => import('../pages/simulate'), 'SimulatePage');
export const CalendarPage = lazyPage(() => import('../pages/calendar'), 'CalendarPage');
export const ShowSchedulePage = lazyPage(schedule, 'ShowSchedulePage');
export const BackstagePage = lazyPage(() => import('../pages/backstage'), 'BackstagePage');
export const FreeAgentsPage = lazyPage(() => import('../pages/contracts'), 'FreeAgentsPage');
export const HelpPage = lazyPage(() => import('../pages/help'), 'HelpPage');
export const DialogsPage = lazyPage(() => import('../pages/dialogs'), 'DialogsPage');

export const RosterPage = lazyPage(() => import('../pages/roster'), 'RosterPage');
export const RankWrestlersPage = lazyPage(rankings, 'RankWrestlersPage');
export const RankChampionshipsPage = lazyPage(championships, 'RankChampionshipsPage');
export const BrandsPage = lazyPage(() => import('../pages/brands'), 'BrandsPage');
export const ReignsPage = lazyPage(championships, 'ReignsPage');
export const AlignmentPage = lazyPage(rankings, 'AlignmentPage');
export const ModifiersPage = lazyPage(() => import('../pages/modifiers'), 'ModifiersPage');
export const RatingsPage = lazyPage(() => import('../pages/ratings'), 'RatingsPage');
export const RivalriesPage = lazyPage(() => import('../pages/rivalries'), 'RivalriesPage');
export const OwnerPage = lazyPage(() => import('../pages/owner'), 'OwnerPage');

// Issue 18 item 4: the war for talent.
export const TalentPage = lazyPage(() => import('../pages/talent'), 'TalentPage');

// Issue 18: the list of promotions and one promotion's page share a chunk.
const promotions = () => import('../pages/promotions');
export const PromotionsPage = lazyPage(promotions, 'PromotionsPage');
export const PromotionPage = lazyPage(promotions, 'PromotionPage');

export const RumblesPage = lazyPage(() => import('../pages/rumbles'), 'RumblesPage');
export const TournamentsPage = lazyPage(() => import('../pages/tournaments'), 'TournamentsPage');
export const DraftPage = lazyPage(() => import('../pages/draft'), 'DraftPage');
export const LeaguesPage = lazyPage(rankings, 'LeaguesPage');
// A career and the list of careers share a chunk: one opens the other.
const careers = () => import('../pages/careers');
export const CareerModePage = lazyPage(careers, 'CareerModePage');
export const CareersPage = lazyPage(careers, 'CareersPage');
export const QuickModePage = lazyPage(quickMatch, 'QuickModePage');
export const MatchSimulationPage = lazyPage(quickMatch, 'MatchSimulationPage');

// `/production/select` and `/production/*` both render ProductionsRoute (the list, or one production).
const productions = () => import('../pages/production');
export const ProductionsPage = lazyPage(productions, 'ProductionsRoute');
export const ProductionSelectPage = lazyPage(productions, 'ProductionSelectPage');
export const ProductionPage = lazyPage(productions, 'ProductionPage');
export const CreateShowPage = lazyPage(schedule, 'CreateShowPage');
export const DashboardPage = lazyPage(() => import('../pages/cms'), 'DashboardPage');
export const BlogPage = lazyPage(() => import('../pages/blog'), 'BlogPage');
