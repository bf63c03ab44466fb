import { addDays, dayIndexOf, dayOfMonth, monthIndexOf, sundayOf } from '../dates';
import type { IsoDate } from '../entities/base';
import type { Game } from '../entities/game';
import type { Production } from '../entities/production';
import type { Show } from '../entities/show';

type Scheduled = Pick<Show, 'frequency' | 'dayIndex' | 'weekIndex' | 'monthIndex'>;

/** DESIGN §3: week of month = floor(day of month / 7). */
export const weekOfMonth = (date: IsoDate): number => Math.floor(dayOfMonth(date) / 7);

/** SPEC §2: weekday for every show, plus week-of-month (monthly, yearly) and month (yearly). */
export function occursOn(show: Scheduled, date: IsoDate): boolean {
  if (show.dayIndex !== dayIndexOf(date)) return false;
  if (show.frequency === 'weekly') return true;
  if (show.weekIndex !== weekOfMonth(date)) return false;
  return show.frequency === 'monthly' || show.monthIndex === monthIndexOf(date);
}

/** SPEC §2: the game's brands filter shows; an empty list means every show. */
export function showsForBrands<S extends Pick<Show, 'brandIds'>>(shows: readonly S[], brandIds: readonly number[]): S[] {
  if (brandIds.length === 0) return [...shows];
  return shows.filter((show) => show.brandIds.some((id) => brandIds.includes(id)));
}

/** The shows that occur on a date, optionally only those of some brands (empty = all). */
export function showsOnDate<S extends Scheduled & Pick<Show, 'brandIds'>>(
  shows: readonly S[],
  date: IsoDate,
  brandIds: readonly number[] = [],
): S[] {
  return showsForBrands(shows, brandIds).filter((show) => occursOn(show, date));
}

/** SPEC §2: amountOfDays dates (default 7) starting from the Sunday of the game date's week. */
export function scheduleDays(game: Pick<Game, 'date' | 'amountOfDays'>): IsoDate[] {
  const start = sundayOf(game.date);
  const count = Math.max(0, Math.floor(game.amountOfDays ?? 7));
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

export interface ShowOccurrence<S> {
  date: IsoDate;
  show: S;
}

/** Every show occurrence in the game's schedule window, day by day, filtered by the game's brands. */
export function scheduleOccurrences<S extends Scheduled & Pick<Show, 'brandIds'>>(
  game: Pick<Game, 'date' | 'amountOfDays' | 'brandIds'>,
  shows: readonly S[],
): ShowOccurrence<S>[] {
  return scheduleDays(game).flatMap((date) => showsOnDate(shows, date, game.brandIds).map((show) => ({ date, show })));
}

/** SPEC §2: a production belongs to a show occurrence by show and calendar day. */
export function productionFor<P extends Pick<Production, 'showId' | 'date'>>(
  productions: readonly P[],
  showId: number,
  date: IsoDate,
): P | undefined {
  return productions.find((p) => p.showId === showId && p.date.slice(0, 10) === date.slice(0, 10));
}

/** DESIGN §3: how many segments a new production starts with. */
export const defaultSegmentCount = (show: Partial<Pick<Show, 'defaultAmountSegments'>>): number =>
  show.defaultAmountSegments ?? 4;
