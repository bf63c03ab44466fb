import { createBrandServices, type BrandServices } from './brands';
import { createBlogService, type BlogService } from './blog';
import { createCalendarServices, type CalendarServices } from './calendar';
import { createCareerServices, type CareerServices } from './careers';
import { createChampionshipServices, type ChampionshipServices } from './championships';
import { createCmsService, type CmsService } from './cms';
import { createDialogServices, type DialogServices } from './dialogs';
import type { UseCaseDeps } from './deps';
import { createDraftServices, type DraftServices } from './draft';
import { createProductionServices, type ProductionServices } from './production';
import { createQuickMatchService, type QuickMatchService } from './quick-match';
import { createRankingsServices, type RankingsServices } from './rankings';
import { createRatingsService, type RatingsService } from './ratings';
import { createRosterServices, type RosterServices } from './roster';
import { createRumbleServices, type RumbleServices } from './rumble';
import { createSegmentServices, type SegmentServices } from './segments';
import { createTournamentServices, type TournamentServices } from './tournament';
import { createTutorialServices, type TutorialServices } from './tutorial';

/** The use cases of playing a game: booking, simulating, the calendar, the roster and events. */
export interface PlayServices {
  production: ProductionServices;
  segments: SegmentServices;
  calendar: CalendarServices;
  roster: RosterServices;
  rumbles: RumbleServices;
  /** `/tournaments`: single-elimination brackets, played a match, a round or all at once. */
  tournaments: TournamentServices;
  drafts: DraftServices;
  tutorial: TutorialServices;
  /** `/simulate-match/create` and `/quick-mode/:id`: exhibitions that change nothing until applied. */
  quickMatch: QuickMatchService;
  /** `/ratings`: viewers and ratings of completed productions. */
  ratings: RatingsService;
  /** `/blog`: recaps of completed productions. */
  blog: BlogService;
  /** `/rank/championships` and `/reigns`: titles, holders and reign history. */
  championships: ChampionshipServices;
  /** `/brands`: brands with their money, director, roster and champions; create and edit. */
  brands: BrandServices;
  /** `/rank/wrestlers`, `/leagues` and `/alignment`: the roster ranked, tabulated and turned. */
  rankings: RankingsServices;
  /** `/dashboard` (CMS): every record of every table, listed, edited, copied and removed. */
  cms: CmsService;
  /** `/dialog`: backstage conversations that ask the player to decide. */
  dialogs: DialogServices;
  /** `/careers` and `/career-mode/*`: followed wrestlers' careers. */
  careers: CareerServices;
}

export function createPlayServices(deps: UseCaseDeps): PlayServices {
  const production = createProductionServices(deps);
  return {
    production,
    segments: createSegmentServices(deps),
    calendar: createCalendarServices({ ...deps, productions: createProductionServices }),
    roster: createRosterServices({ ...deps, createProduction: production.createProduction }),
    rumbles: createRumbleServices(deps),
    tournaments: createTournamentServices(deps),
    drafts: createDraftServices(deps),
    tutorial: createTutorialServices(deps),
    quickMatch: createQuickMatchService(deps),
    ratings: createRatingsService(deps),
    blog: createBlogService(deps),
    championships: createChampionshipServices(deps),
    brands: createBrandServices(deps),
    rankings: createRankingsServices(deps),
    cms: createCmsService(deps),
    dialogs: createDialogServices(deps),
    careers: createCareerServices(deps),
  };
}
