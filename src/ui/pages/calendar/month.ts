import { addDays, dayIndexOf, isIsoDate } from '../../../domain/dates';
import type { IsoDate } from '../../../domain/entities/base';

/** Column headers, Sunday first (DESIGN §3: dayIndex 0 = Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The first day of the date's month. */
export const firstOfMonth = (iso: IsoDate): IsoDate => `${iso.slice(0, 7)}-01`;

/** The first day of the month `delta` months away. */
export function shiftMonth(first: IsoDate, delta: number): IsoDate {
  let month = firstOfMonth(first);
  for (let i = 0; i < Math.abs(delta); i += 1) {
    // Day 1 + 31 always lands in the next month; day 1 - 1 in the previous one.
    month = firstOfMonth(addDays(month, delta > 0 ? 31 : -1));
  }
  return month;
}

/** The month's weeks as rows of seven cells, Sunday first; null pads the days of other months. */
export function monthWeeks(first: IsoDate): (IsoDate | null)[][] {
  const start = firstOfMonth(first);
  const cells: (IsoDate | null)[] = Array.from({ length: dayIndexOf(start) }, () => null);
  for (let date = start; date.slice(0, 7) === start.slice(0, 7); date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Every day of the month, in order. */
export const monthDays = (first: IsoDate): IsoDate[] =>
  monthWeeks(first).flat().filter((date): date is IsoDate => date !== null);

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `November 2026`: game dates are UTC calendar days, so the label is formatted in UTC too. */
export const monthLabel = (first: IsoDate): string => monthFormat.format(new Date(`${firstOfMonth(first)}T00:00:00Z`));

/** Reads `?month=2026-12` (or a full date); null when absent or not a month. */
export function readMonthParam(value: string | null): IsoDate | null {
  if (!value) return null;
  const candidate = /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value;
  return isIsoDate(candidate) ? firstOfMonth(candidate) : null;
}
