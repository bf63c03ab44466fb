import type { Stored, IsoDate } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Championship } from '../../entities/championship';
import type { Game } from '../../entities/game';
import type { Reign } from '../../entities/reign';
import type { Show } from '../../entities/show';
import type { Wrestler } from '../../entities/wrestler';

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
  /**
   * Issue 36: new wrestlers of the week (rookies, no id yet); the application creates them after
   * the rules have run. Absent or empty when nobody arrives.
   */
  arrivals?: Wrestler[];
  /** Issue 36: places on brands' rosters the week's retirements left (rookies.ts fills them; not stored). */
  openings?: { brandId: number; gender: Wrestler['gender'] }[];
}
