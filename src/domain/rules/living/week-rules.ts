import type { Stored, IsoDate } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Championship } from '../../entities/championship';
import type { Game } from '../../entities/game';
import type { Reign } from '../../entities/reign';
import type { Show } from '../../entities/show';
import type { Wrestler } from '../../entities/wrestler';
import type { Rng } from '../rng';
import { contractsRunOut } from './contract-expiry';
import { healInjuries } from './heal-week';
import { weeklyOverheadsRule } from './overheads';
import { redBalances } from './red-weeks';
import { rivalryWeek } from './rivalry-week';
import { statFade } from './stat-fade';
import { weeklyRetainers } from './wages';

/**
 * Issue 15: what a living game's week does when the calendar moves forward (wages and overheads,
 * contracts running out, injuries healing, stats fading). The application reads the world, runs
 * every rule in order inside the forward move's one unit of work, and writes back what changed.
 */
export interface WeekWorld {
  game: Stored<Game>;
  /** The game's date before the move. */
  from: IsoDate;
  /** The date after the move (from + amountOfDays). */
  to: IsoDate;
  /** Days moved (the game's amountOfDays). */
  days: number;
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  shows: Stored<Show>[];
  championships: Stored<Championship>[];
  /** Open reigns (no end date). */
  reigns: Stored<Reign>[];
  /** What happened, for the player (newest last): "Kip Sabian's contract ran out". */
  news: string[];
}

/** One named rule of the living week: the world in, the world out; only `rng` is random. */
export interface WeekRule {
  name: string;
  run: (world: WeekWorld, rng: Rng) => WeekWorld;
}

/**
 * The living week's rules, in the order they run. Each lives in its own file beside this one and
 * has its own tests; add a rule with one line here.
 */
export const LIVING_WEEK_RULES: readonly WeekRule[] = [
  // Injuries heal with the days passed; contracts run out before the week's wages are paid.
  healInjuries,
  { name: 'contracts run out', run: contractsRunOut },
  // The week's wages and overheads, then what being in the red costs.
  weeklyRetainers,
  weeklyOverheadsRule,
  redBalances,
  // The fade clamps whatever the rules before it changed into 0–100.
  statFade,
  // Issue 17, after every rule that draws (so their random streams stay as they were): rivalries
  // end cold or gone, and the world starts some where a brand has too few. It changes only the Game.
  { name: 'rivalries', run: rivalryWeek },
];

/** Every rule in order. */
export const runWeekRules = (world: WeekWorld, rng: Rng, rules: readonly WeekRule[] = LIVING_WEEK_RULES): WeekWorld =>
  rules.reduce((next, rule) => rule.run(next, rng), world);
