import type { GameService } from './game';
import type { NewGameService } from './new-game';
import type { OfficeService } from './office';
import type { BrandServices } from './brands';
import type { BlogService } from './blog';
import type { CalendarServices } from './calendar';
import type { CareerServices } from './careers';
import type { HistoryServices } from './history';
import type { ChampionshipServices } from './championships';
import type { CmsService } from './cms';
import type { CoachServices } from './coach';
import type { ContractServices } from './contracts';
import type { DialogServices } from './dialogs';
import type { DraftServices } from './draft';
import type { ProductionServices } from './production';
import type { QuickMatchService } from './quick-match';
import type { RankingsServices } from './rankings';
import type { RatingsService } from './ratings';
import type { RivalryServices } from './rivalries';
import type { PromotionServices } from './promotions';
import type { WarServices } from './war';
import type { TalentServices } from './talent';
import type { OwnerServices } from './owner';
import type { RosterServices } from './roster';
import type { RumbleServices } from './rumble';
import type { SaveService } from './saves';
import type { SegmentServices } from './segments';
import type { TournamentServices } from './tournament';
import type { TutorialServices } from './tutorial';
import type { Analytics } from './ports/analytics.port';
import type { ChangeFeed } from './ports/change-feed.port';
import type { Clock } from './ports/clock.port';
import type { Logger } from './ports/logger.port';

// The shell's own ports live with their features; screens import them from here.
export type { GameService } from './game';
export type { Backup, SaveService } from './saves';

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
  /** Issue 19: upgrades a game saved before the history's lookup index. */
  history: HistoryServices;
  /** `/free-agents` and Backstage's renewals (issue 15): signing, renewing, contracts ending. */
  contracts: ContractServices;
  /** Issue 17 item 6: the booking coach on the production editor (how to improve, running order). */
  coach: CoachServices;

  /** `/rivalries` and the profile's rivalries (issue 17): heat, segments, payoff show; start, end, book. */
  rivalries: RivalryServices;
  /** Issue 18: promotions (the player's choice, rivals' read-only pages). */
  promotions: PromotionServices;
  /** Issue 18: the ratings war (nights won, the season so far). */
  war: WarServices;
  /** Issue 18: the war for talent (offers, counters, poaching, moves). */
  talent: TalentServices;
  /** Issue 18: the owner's objectives and verdict, awards, Hall of Fame. */
  owner: OwnerServices;
}

/**
 * Everything the UI may call, handed to React through one context (src/ui/services-context.tsx).
 * Later features add their use cases here.
 */
export interface AppServices extends PlayServices {
  game: GameService;
  saves: SaveService;
  analytics: Analytics;
  logger: Logger;
  clock: Clock;
  /** Issue 14: what other tabs changed (screens read again; a replaced game leaves this tab behind). */
  changes: ChangeFeed;
  /** `/setup/setup`, `/start` and `/import/:group`. */
  newGame: NewGameService;
  /** `/office` and `/roster`. */
  office: OfficeService;
}
