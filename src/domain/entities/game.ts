import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';
import type { Difficulty, Gender, RuleSet } from './enums';
import type { HallOfFameEntry, OwnerYear, YearAwards } from './owner-season';
import type { WarTally } from './ratings-war';
import type { TalentMove, TalentOffer } from './talent-market';
import type { CareerNews } from './career-news';
import type { RecentStory } from './recent-story';
import type { RecentMatchup, Rivalry } from './rivalry';
import type { StandingOrders } from './standing-orders';

/** The one Game record's id (DESIGN §2). */
export const GAME_ID = 1;

/**
 * Version of the save's data shape. A save whose Game record carries another value shows the
 * out-of-date banner. The database schema itself stays at version 11 (a contract).
 */
export const STORE_VERSION = 11;

/**
 * Issue 19: the shape of the history the game's productions carry. 1: every production has its
 * lookup keys and every completed one its played card, so history is read through the lookup
 * index. 0 (a game saved before, until upgraded): history is read the old way, whole tables.
 */
export const HISTORY_INDEX = 1;

export interface Game extends BaseRecord {
  brandIds: number[];
  /** Days per calendar step. */
  amountOfDays: number;
  gender: Gender;
  tutorials: boolean;
  storeVersion: number;
  /** Current game date. */
  date: IsoDate;
  dark: boolean;
  /** Guided tutorial progress: the step reached, or 'done' / 'skipped'. */
  tutorialStep: number | 'done' | 'skipped';
  /** Wrestlers whose careers the player follows (`/careers`), oldest first. */
  careerWrestlerIds: number[];
  /**
   * Keys of the backstage conversations decided this week (kind, subject and week: see
   * src/domain/rules/dialogs.ts), so a decided one does not come back; older weeks' keys are dropped.
   */
  decidedDialogs: string[];
  /**
   * DESIGN §4 / issue 15: the rules this game plays by. A record without it (an old save) reads as
   * `classic`; the new-game form offers `living` first.
   */
  rules: RuleSet;
  /**
   * Issue 17: the game's rivalries, active and recently ended (entities/rivalry.ts; read them with
   * readRivalries). An old save has none.
   */
  rivalries: Rivalry[];
  /** Issue 17: decided matches of the last weeks, so the world can make a rivalry of repeated ones. */
  recentMatchups: RecentMatchup[];
  /**
   * Issue 35 (living rules): each promotion's storylines of the last eight weeks, so none repeats
   * (rules/story/recent-stories.ts; read it with readRecentStories). An old save has none.
   */
  recentStories: RecentStory[];
  /**
   * Issue 18: the company (promotion) the player runs; its brands are `brandIds`. null: the player
   * runs every brand and there are no rivals (an old save, until chosen in Settings). Read it with
   * playerCompanyOf / hasRivals (entities/promotion.ts).
   */
  playerCompanyId: number | null;
  /** Issue 18: chosen at the new game (read with difficultyOf). */
  difficulty: Difficulty;
  /** Issue 18: rivals' offers to the player's wrestlers (entities/talent-market.ts). */
  talentOffers: TalentOffer[];
  /** Issue 18: wrestlers who changed promotion, newest last, at most MAX_TALENT_MOVES. */
  talentMoves: TalentMove[];
  /** Issue 18: nights won this year and last (entities/ratings-war.ts), newest last. */
  warTally: WarTally[];
  /** Issue 18: the owner's years (objectives and verdicts), newest last. */
  ownerYears: OwnerYear[];
  /** Issue 18: each finished year's awards, newest last. */
  awards: YearAwards[];
  hallOfFame: HallOfFameEntry[];
  /** Issue 19: HISTORY_INDEX once every production carries what the lookup index needs; 0 before. */
  historyIndex: number;
  /**
   * Issue 32: Settings' "Compact backup": the downloaded backup is the library's compact JSON
   * instead of SPEC §7's pretty JSON (same data, smaller file). An old record reads as false.
   */
  compactBackup: boolean;
  /**
   * Issue 33: what "Simulate until…" may decide alone, per promotion the player ran (read with
   * ordersOf, entities/standing-orders.ts). An old record has none: the defaults apply.
   */
  standingOrders: StandingOrders[];
  /**
   * Issue 33 (living rules): the day the weekly charges (retainers, office, spending, the owner's
   * cover) are paid up to: a week is charged once when the date first passes it, whatever moves the
   * date. '' until the first living week (an old save, a new game).
   */
  paidThrough: IsoDate;
  /**
   * Issue 36 (living rules): the living week's news about careers and belts (announced and taken
   * retirements, the player's asks to stay, rookies arriving and signing, titles vacated with the
   * reason, Hall of Fame entries), newest last, bounded (entities/career-news.ts). An old save has none.
   */
  careerNews: CareerNews[];
}

/** The rules a game plays by; no game (or an old one) plays the spec's classic rules. */
export const ruleSetOf = (game: Pick<Game, 'rules'> | null | undefined): RuleSet => (game?.rules === 'living' ? 'living' : 'classic');

/** Whether the game plays the living-world rules (issue 15). */
export const isLiving = (game: Pick<Game, 'rules'> | null | undefined): boolean => ruleSetOf(game) === 'living';

export const createGame = (partial?: Partial<Game>): Game =>
  withDefaults<Game>(
    {
      ...baseDefaults(),
      color: '#000000',
      backgroundColor: '#c0bcbc',
      brandIds: [],
      amountOfDays: 7,
      gender: 'MALE',
      tutorials: true,
      storeVersion: STORE_VERSION,
      date: '',
      dark: true,
      tutorialStep: 0,
      careerWrestlerIds: [],
      decidedDialogs: [],
      rules: 'classic',
      rivalries: [],
      recentMatchups: [],
      recentStories: [],
      playerCompanyId: null,
      difficulty: 'NORMAL',
      talentOffers: [],
      talentMoves: [],
      warTally: [],
      ownerYears: [],
      awards: [],
      hallOfFame: [],
      historyIndex: 0,
      compactBackup: false,
      standingOrders: [],
      paidThrough: '',
      careerNews: [],
    },
    partial,
  );
