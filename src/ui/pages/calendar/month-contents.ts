import type { IsoDate, Stored } from '../../../domain/entities/base';
import type { Production } from '../../../domain/entities/production';
import type { Show } from '../../../domain/entities/show';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { birthdaysOn } from '../../../domain/rules/calendar';
import { productionFor, showsOnDate } from '../../../domain/rules/schedule';
import { monthDays } from './month';

export interface CalendarShow {
  show: Stored<Show>;
  production: Stored<Production> | null;
}

export interface CalendarDay {
  date: IsoDate;
  /** The shows that occur that day (the game's brands only), with their productions. */
  shows: CalendarShow[];
  /** Productions dated that day whose show does not occur then (edited or removed shows). */
  otherProductions: Stored<Production>[];
  birthdays: Stored<Wrestler>[];
}

export interface World {
  shows: Stored<Show>[];
  wrestlers: Stored<Wrestler>[];
  productions: Stored<Production>[];
  brandIds: number[];
}

/** SPEC §2 Schedule and calendar, for every day of a month: the same rules as the schedule window. */
export function monthContents(first: IsoDate, world: World): Map<IsoDate, CalendarDay> {
  const days = new Map<IsoDate, CalendarDay>();
  for (const date of monthDays(first)) {
    const shows = showsOnDate(world.shows, date, world.brandIds).map((show) => ({
      show,
      production: productionFor(world.productions, show.id, date) ?? null,
    }));
    const matched = new Set(shows.map(({ production }) => production?.id));
    const otherProductions = world.productions.filter((p) => p.date.slice(0, 10) === date && !matched.has(p.id));
    days.set(date, { date, shows, otherProductions, birthdays: birthdaysOn(world.wrestlers, date) });
  }
  return days;
}
