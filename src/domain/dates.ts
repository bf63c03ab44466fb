import { DateTime } from 'luxon';
import type { IsoDate } from './entities/base';

// The one date helper of the game (STYLE §10). Game dates are calendar days in UTC.
const parse = (iso: IsoDate): DateTime => DateTime.fromISO(iso.slice(0, 10), { zone: 'utc' });

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && parse(value).isValid;
}

export const addDays = (iso: IsoDate, days: number): IsoDate => parse(iso).plus({ days }).toISODate()!;

export const diffDays = (from: IsoDate, to: IsoDate): number =>
  Math.round(parse(to).diff(parse(from), 'days').days);

/** 0 = Sunday … 6 = Saturday (DESIGN §3). */
export const dayIndexOf = (iso: IsoDate): number => parse(iso).weekday % 7;

/** 0 = January. */
export const monthIndexOf = (iso: IsoDate): number => parse(iso).month - 1;

export const dayOfMonth = (iso: IsoDate): number => parse(iso).day;

/** The Sunday on or before the date. */
export const sundayOf = (iso: IsoDate): IsoDate => addDays(iso, -dayIndexOf(iso));

/** Today's date from an instant supplied by the Clock port (an ISO timestamp or epoch ms). */
export const toIsoDate = (instant: string | number): IsoDate =>
  (typeof instant === 'number'
    ? DateTime.fromMillis(instant, { zone: 'utc' })
    : DateTime.fromISO(instant, { zone: 'utc' })
  ).toISODate()!;

export const formatLongDate = (iso: IsoDate): string =>
  parse(iso).toLocaleString({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
