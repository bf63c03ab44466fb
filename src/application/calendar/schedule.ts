import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import { birthdaysOn } from '../../domain/rules/calendar';
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
}

/**
 * The schedule window: amountOfDays days from the Sunday of the game date's week, each with the
 * shows that occur (only the game's brands' shows, all when it has none), the wrestlers whose
 * birthday it is, and the production matched by show and day.
 */
export async function buildSchedule(repos: Repositories): Promise<Schedule> {
  const game = await requireGame(repos);
  const dates = scheduleDays(game);
  const [shows, wrestlers, productions] = await Promise.all([
    repos.Show.all(),
    repos.Wrestler.all(),
    dates.length === 0 ? Promise.resolve([]) : productionsBetween(repos, dates[0], dates[dates.length - 1]),
  ]);
  const days = dates.map((date) => ({
    date,
    shows: showsOnDate(shows, date, game.brandIds).map((show) => ({
      date,
      show,
      production: productionFor(productions, show.id, date) ?? null,
    })),
    birthdays: birthdaysOn(wrestlers, date),
  }));
  return { game, days };
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

export const createGenerateSchedule = ({ repos }: Pick<UseCaseDeps, 'repos'>) => () => buildSchedule(repos);

/** Every show occurrence of a schedule, in day order. */
export const occurrencesOf = (schedule: Schedule): ScheduledShow[] => schedule.days.flatMap((day) => day.shows);
