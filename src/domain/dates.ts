import type { IsoDate } from './entities/base';

// The one date helper of the game (STYLE §10). Game dates are calendar days in UTC, so every
// helper works on whole day numbers (days since 1970-01-01) with integer calendar arithmetic and
// formats through Intl. It used to wrap luxon, which gave the same answers (dates.test.ts checks
// them against luxon) but put 21 KB gzip on the first page for a handful of day counts (issue 8).

interface Civil {
  year: number;
  month: number; // 1 = January
  day: number;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

/** The calendar day at the start of an ISO string, or undefined when it names no real day. */
function civilOf(iso: string): Civil | undefined {
  const match = ISO_DAY.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

// Days since 1970-01-01 and back, on the proleptic Gregorian calendar in 400-year eras
// (146,097 days each), counting years from March so the leap day falls last.
function dayNumber({ year, month, day }: Civil): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilFrom(days: number): Civil {
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoOf = ({ year, month, day }: Civil): IsoDate => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Day number of an ISO date; NaN for a string that is no date (as the callers' NaN checks expect). */
const daysOf = (iso: IsoDate): number => {
  const civil = civilOf(iso);
  return civil ? dayNumber(civil) : Number.NaN;
};

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && civilOf(value) !== undefined;
}

export const addDays = (iso: IsoDate, days: number): IsoDate => {
  const start = daysOf(iso);
  // An invalid date stays invalid (luxon gave null here, through the same non-null assertion).
  return Number.isNaN(start) ? (null as unknown as IsoDate) : isoOf(civilFrom(start + Math.round(days)));
};

export const diffDays = (from: IsoDate, to: IsoDate): number => daysOf(to) - daysOf(from);

/** 0 = Sunday … 6 = Saturday (DESIGN §3). 1970-01-01 was a Thursday. */
export const dayIndexOf = (iso: IsoDate): number => (((daysOf(iso) + 4) % 7) + 7) % 7;

/** 0 = January. */
export const monthIndexOf = (iso: IsoDate): number => (civilOf(iso)?.month ?? Number.NaN) - 1;

export const dayOfMonth = (iso: IsoDate): number => civilOf(iso)?.day ?? Number.NaN;

/** The Sunday on or before the date. */
export const sundayOf = (iso: IsoDate): IsoDate => addDays(iso, -dayIndexOf(iso));

// An ISO timestamp that names its offset (Z, +hh:mm, -hhmm, +hh) is an instant; without one it is
// read as UTC wall time, as before.
const WITH_OFFSET = /T[\d:.,]+(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** Today's date from an instant supplied by the Clock port (an ISO timestamp or epoch ms). */
export const toIsoDate = (instant: string | number): IsoDate => {
  if (typeof instant === 'number') return isoOf(civilFrom(Math.floor(instant / DAY_MS)));
  if (WITH_OFFSET.test(instant)) return isoOf(civilFrom(Math.floor(Date.parse(instant) / DAY_MS)));
  return isIsoDate(instant) ? instant.slice(0, 10) : (null as unknown as IsoDate);
};

let longDate: Intl.DateTimeFormat | undefined;

/** e.g. `Sun, Nov 22, 2026` in the player's locale; the day itself, whatever their time zone. */
export const formatLongDate = (iso: IsoDate): string => {
  const days = daysOf(iso);
  if (Number.isNaN(days)) return 'Invalid DateTime';
  longDate ??= new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(days * DAY_MS);
};
