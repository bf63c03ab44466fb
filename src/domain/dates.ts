import { DateTime } from 'luxon';
import type { IsoDate } from './entities/base';

// The one date helper of the game (STYLE §10), on luxon. Game dates are calendar days in UTC, so
// every day is a DateTime at midnight in the UTC zone (no daylight-saving shifts) and leaves as
// 'yyyy-MM-dd'. An invalid day stays an invalid DateTime, so the answers are luxon's own: null
// dates, NaN numbers, 'Invalid DateTime' text.

const UTC = { zone: 'utc' } as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const NOT_A_DAY = DateTime.invalid('not an ISO calendar day');

// Schedules and rules ask about the same few hundred days over and over, and luxon's parsing and
// arithmetic cost microseconds a call, so each day is parsed once and keeps what was asked of it: its
// neighbours by whole days and its count from 1970-01-01. A DateTime is immutable, so sharing is
// safe; the map starts afresh when it grows large.
interface Day {
  at: DateTime;
  sinceEpoch?: number;
  shifted?: Map<number, IsoDate>;
}
const EPOCH = DateTime.fromISO('1970-01-01', UTC);
const days = new Map<string, Day>();
const MAX_DAYS = 4096;

/** Midnight UTC of the day an ISO string starts with; invalid unless it starts with a real day. */
function dayOf(iso: string): Day {
  let day = days.get(iso);
  if (day === undefined) {
    // Only 'yyyy-MM-dd' is read: luxon would also take week dates and ordinals.
    day = { at: ISO_DAY.test(iso) ? DateTime.fromISO(iso.slice(0, 10), UTC) : NOT_A_DAY };
    if (days.size >= MAX_DAYS) days.clear();
    days.set(iso, day);
  }
  return day;
}

/** 'yyyy-MM-dd', or null for an invalid DateTime (callers' types say IsoDate, as they always did). */
const isoOf = (at: DateTime): IsoDate => at.toISODate() as IsoDate;

/** Whole days since 1970-01-01 (negative before); NaN for no date. */
function sinceEpoch(day: Day): number {
  day.sinceEpoch ??= Math.round(day.at.diff(EPOCH, 'days').days);
  return day.sinceEpoch;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && dayOf(value).at.isValid;
}

/** Whole days only: a fraction is rounded, as luxon would otherwise add hours. */
export const addDays = (iso: IsoDate, count: number): IsoDate => {
  const day = dayOf(iso);
  const whole = Math.round(count);
  // An invalid day stays invalid; luxon throws on a non-finite amount, and no such day exists.
  if (!day.at.isValid || !Number.isFinite(whole)) return isoOf(NOT_A_DAY);
  day.shifted ??= new Map();
  let shifted = day.shifted.get(whole);
  if (shifted === undefined) {
    shifted = isoOf(day.at.plus({ days: whole }));
    day.shifted.set(whole, shifted);
  }
  return shifted;
};

/** Days from `from` to `to` (negative when `to` is earlier); NaN when either is no date. */
export const diffDays = (from: IsoDate, to: IsoDate): number => sinceEpoch(dayOf(to)) - sinceEpoch(dayOf(from));

/** 0 = Sunday … 6 = Saturday (DESIGN §3); luxon counts Monday 1 … Sunday 7. */
export const dayIndexOf = (iso: IsoDate): number => dayOf(iso).at.weekday % 7;

/** 0 = January. */
export const monthIndexOf = (iso: IsoDate): number => dayOf(iso).at.month - 1;

export const dayOfMonth = (iso: IsoDate): number => dayOf(iso).at.day;

/** The Sunday on or before the date. */
export const sundayOf = (iso: IsoDate): IsoDate => addDays(iso, -dayIndexOf(iso));

/** The first day of a week (a Sunday, DESIGN §3) on or after the date: the date itself when it is one. */
export const firstDayOfWeekOnOrAfter = (iso: IsoDate): IsoDate => addDays(iso, (7 - dayIndexOf(iso)) % 7);

// An ISO timestamp that names its offset (Z, +hh:mm, -hhmm, +hh) is an instant; without one it is
// read as UTC wall time, i.e. its own leading day.
const WITH_OFFSET = /T[\d:.,]+(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** Whole seconds from one instant to another (ISO timestamps from the Clock port); 0 when either is unreadable. */
export const secondsBetween = (from: string, to: string): number => {
  const seconds = DateTime.fromISO(to, UTC).diff(DateTime.fromISO(from, UTC), 'seconds').seconds;
  return Number.isFinite(seconds) ? Math.round(seconds) : 0;
};

/** Today's date from an instant supplied by the Clock port (an ISO timestamp or epoch ms). */
export const toIsoDate = (instant: string | number): IsoDate => {
  if (typeof instant === 'number') return isoOf(DateTime.fromMillis(instant, UTC));
  if (WITH_OFFSET.test(instant)) return isoOf(DateTime.fromISO(instant, UTC));
  return isoOf(dayOf(instant).at);
};

/** The calendar day a moment falls on in the player's own time zone (the system clock's today). */
export const localIsoDate = (moment: Date): IsoDate => isoOf(DateTime.fromJSDate(moment));

/** e.g. `Sun, Nov 22, 2026` in the player's locale; the day itself, whatever their time zone. */
export const formatLongDate = (iso: IsoDate): string =>
  dayOf(iso).at.toLocaleString({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** e.g. `Mar 9`, in English whatever the player's locale (chart axes and bar labels). */
export const formatShortDate = (iso: IsoDate): string =>
  dayOf(iso).at.toLocaleString({ month: 'short', day: 'numeric' }, { locale: 'en-US' });

/** Issue 35: whole years from a date of birth to `on` (null when either is not a date or birth is later). */
export function ageOn(dob: IsoDate, on: IsoDate): number | null {
  if (!isIsoDate(dob) || !isIsoDate(on) || dob > on) return null;
  const [by, bm, bd] = dob.slice(0, 10).split('-').map(Number);
  const [oy, om, od] = on.slice(0, 10).split('-').map(Number);
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}
