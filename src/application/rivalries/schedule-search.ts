import { addDays } from '../../domain/dates';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import { isPayoffShowType } from '../../domain/rules/living/rivalry-heat';
import { productionFor, showsOnDate } from '../../domain/rules/schedule';

/** One occurrence of a show on the calendar. */
export interface Occurrence {
  date: IsoDate;
  show: Stored<Show>;
}

/** A yearly show comes round within a year (and a few days for the week-of-month rule). */
export const SEARCH_DAYS = 400;

/** The brands a rivalry is booked on: the ones all its wrestlers share, else any of theirs, else the game's. */
export function sidesBrands(wrestlers: readonly Pick<Wrestler, 'brandIds'>[], gameBrandIds: readonly number[]): number[] {
  const lists = wrestlers.map((w) => w.brandIds);
  const shared = (lists[0] ?? []).filter((id) => lists.every((list) => list.includes(id)));
  if (shared.length > 0) return shared;
  const any = [...new Set(lists.flat())];
  return any.length > 0 ? any : [...gameBrandIds];
}

/** The first occurrence on or after `from` (day by day, shows of a day in id order) that `accept` takes. */
export function nextOccurrence(
  shows: readonly Stored<Show>[],
  brandIds: readonly number[],
  from: IsoDate,
  accept: (occurrence: Occurrence) => boolean,
  days = SEARCH_DAYS,
): Occurrence | null {
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    const found = showsOnDate(shows, date, brandIds)
      .sort((a, b) => a.id - b.id)
      .map((show) => ({ date, show }))
      .find(accept);
    if (found) return found;
  }
  return null;
}

/** The next PPV, major PPV or world show of the brands. */
export const nextPayoffShow = (shows: readonly Stored<Show>[], brandIds: readonly number[], from: IsoDate): Occurrence | null =>
  nextOccurrence(shows.filter((s) => isPayoffShowType(s.type)), brandIds, from, () => true);

/** The next occurrence of one show. */
export const nextOccurrenceOf = (show: Stored<Show>, from: IsoDate): Occurrence | null => nextOccurrence([show], [], from, () => true);

/** The next show of the brands whose production is not complete yet (none booked counts as open). */
export const nextOpenShow = (
  shows: readonly Stored<Show>[],
  brandIds: readonly number[],
  from: IsoDate,
  productions: readonly Stored<Production>[],
): Occurrence | null =>
  nextOccurrence(shows, brandIds, from, ({ show, date }) => !productionFor(productions, show.id, date)?.complete, 60);
