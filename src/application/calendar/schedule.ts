import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { Brand } from '../../domain/entities/brand';
import { companyOfShow, isRivalShow, rivalCompanyIds } from '../../domain/entities/promotion';
import { birthdaysOn } from '../../domain/rules/calendar';
import { addDays } from '../../domain/dates';
import { browseStepDays } from '../../domain/rules/time';
import { productionFor, scheduleDays, showsOnDate } from '../../domain/rules/schedule';
import type { Repositories } from '../ports/unit-of-work.port';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';

/** One show on one day of the window, with the production booked for it (null when none yet). */
export interface ScheduledShow {
  date: IsoDate;
  show: Stored<Show>;
  production: Stored<Production> | null;
}

export interface ScheduleDay {
  date: IsoDate;
  shows: ScheduledShow[];
  birthdays: Stored<Wrestler>[];
}

/** The read model the schedule screen renders (SPEC §2 "Schedule and calendar"). */
export interface Schedule {
  game: Stored<Game>;
  days: ScheduleDay[];
  /** Issue 33: how many steps before the game's own window these days are (0: the game's week). Browsing never moves the date. */
  stepsBack: number;
}

/** Whose shows a schedule holds: the player's (the schedule screen, the sweeps) or the rivals' (issue 18). */
export type ScheduleOf = 'player' | 'rivals';

/**
 * Issue 18: the shows rival promotions run, of every show: a rival's show (none of the game's
 * brands) owned by a rival company. A show of no company is nobody's: never booked by a rival
 * (its booker would fall back to the game's brands, the player's talent).
 */
function rivalShows(shows: readonly Stored<Show>[], game: Stored<Game>, brands: readonly Stored<Brand>[]): Stored<Show>[] {
  const rivals = new Set(rivalCompanyIds(game, brands));
  return shows.filter((show) => isRivalShow(show, game) && rivals.has(companyOfShow(show, game, brands) ?? -1));
}

/**
 * The schedule window: amountOfDays days from the Sunday of the game date's week, each with the
 * shows that occur (only the game's brands' shows, all when it has none; `of` 'rivals': only the
 * rival promotions' shows, none without rivals), the wrestlers whose birthday it is, and the
 * production matched by show and day.
 */
export async function buildSchedule(repos: Repositories, of: ScheduleOf = 'player', stepsBack = 0): Promise<Schedule> {
  const game = await requireGame(repos);
  const back = Number.isFinite(stepsBack) ? Math.max(0, Math.floor(stepsBack)) : 0;
  // Issue 33: an earlier window is read from an earlier date; the game's own date is untouched.
  const dates = scheduleDays(back === 0 ? game : { ...game, date: addDays(game.date, -back * browseStepDays(game.amountOfDays)) });
  const [allShows, wrestlers, productions, brands] = await Promise.all([
    repos.Show.all(),
    repos.Wrestler.all(),
    dates.length === 0 ? Promise.resolve([]) : productionsBetween(repos, dates[0], dates[dates.length - 1]),
    of === 'rivals' ? repos.Brand.all() : Promise.resolve([]),
  ]);
  const shows = of === 'rivals' ? rivalShows(allShows, game, brands) : allShows;
  const brandIds = of === 'rivals' ? [] : game.brandIds;
  const days = dates.map((date) => ({
    date,
    shows: showsOnDate(shows, date, brandIds).map((show) => ({
      date,
      show,
      production: productionFor(productions, show.id, date) ?? null,
    })),
    birthdays: birthdaysOn(wrestlers, date),
  }));
  return { game, days, stepsBack: back };
}

/**
 * Productions dated inside the window (dates compare as ISO strings), asked of the date index: a
 * season has hundreds of productions and the window a handful. A date with a time of day on the
 * last day sorts after that day's plain date, hence the upper bound.
 */
async function productionsBetween(repos: Repositories, first: IsoDate, last: IsoDate): Promise<Stored<Production>[]> {
  const found = await repos.Production.findBetween('date', first, `${last}\uffff`);
  return found.filter((p) => p.date.slice(0, 10) >= first && p.date.slice(0, 10) <= last);
}

/** The player's schedule window; `stepsBack` (issue 33) reads an earlier one, to look back on, without moving the date. */
export const createGenerateSchedule = ({ repos }: Pick<UseCaseDeps, 'repos'>) => (stepsBack = 0) => buildSchedule(repos, 'player', stepsBack);

/** Every show occurrence of a schedule, in day order. */
export const occurrencesOf = (schedule: Schedule): ScheduledShow[] => schedule.days.flatMap((day) => day.shows);
