import {
  addDays, dayIndexOf, dayOfMonth, diffDays, formatLongDate, formatShortDate, firstDayOfWeekOnOrAfter, isIsoDate, localIsoDate, monthIndexOf, sundayOf,
  secondsBetween, toIsoDate,
} from './dates';

// The helper wraps luxon; the oracle here is independent of it: the platform's own UTC Date.
const DAY_MS = 86_400_000;
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const everyNthDay = (from: string, count: number, step: number) =>
  Array.from({ length: count }, (_, i) => isoAt(msOf(from) + i * step * DAY_MS));

describe('the date helper', () => {
  it('counts, moves and names days as the UTC calendar does, over centuries', () => {
    const leapDay = msOf('2000-02-29');
    for (const iso of [...everyNthDay('1899-12-25', 3000, 17), ...everyNthDay('2024-01-01', 1200, 1)]) {
      const at = new Date(msOf(iso));
      expect(addDays(iso, 45)).toBe(isoAt(at.getTime() + 45 * DAY_MS));
      expect(addDays(iso, -400)).toBe(isoAt(at.getTime() - 400 * DAY_MS));
      expect(diffDays('2000-02-29', iso)).toBe((at.getTime() - leapDay) / DAY_MS);
      expect(dayIndexOf(iso)).toBe(at.getUTCDay());
      expect(monthIndexOf(iso)).toBe(at.getUTCMonth());
      expect(dayOfMonth(iso)).toBe(at.getUTCDate());
    }
  });

  it('crosses month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01'); // a century is no leap year…
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // …unless it divides by 400
    expect(addDays('2024-02-29', 365)).toBe('2025-02-28');
    expect(diffDays('2024-01-01', '2025-01-01')).toBe(366);
    expect(diffDays('2025-01-01', '2024-01-01')).toBe(-366);
    expect(diffDays('2026-03-07', '2026-03-09')).toBe(2); // US clocks change on 03-08: UTC days stay whole
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26'); // Europe's change on 10-25
  });

  it('rounds a fraction of a day to a whole day', () => {
    expect(addDays('2026-11-22', 1.5)).toBe('2026-11-24');
    expect(addDays('2026-11-22', 0.4)).toBe('2026-11-22');
    expect(addDays('2026-11-22', -1.5)).toBe('2026-11-21');
  });

  it('finds the Sunday on or before a date', () => {
    expect(dayIndexOf('2026-11-22')).toBe(0);
    expect(dayIndexOf('2026-11-28')).toBe(6);
    expect(sundayOf('2026-11-22')).toBe('2026-11-22');
    expect(sundayOf('2026-11-21')).toBe('2026-11-15');
    expect(sundayOf('2027-01-02')).toBe('2026-12-27');
  });

  it('finds the first day of a week on or after a date (the seed\'s Saturday opens a game on Sunday)', () => {
    expect(firstDayOfWeekOnOrAfter('2026-11-21')).toBe('2026-11-22');
    expect(firstDayOfWeekOnOrAfter('2026-11-22')).toBe('2026-11-22');
    expect(firstDayOfWeekOnOrAfter('2026-12-28')).toBe('2027-01-03');
    expect(firstDayOfWeekOnOrAfter('tomorrow')).toBeNull();
    // Every day of 2026 and 2027 lands on a Sunday less than a week ahead.
    for (const day of everyNthDay('2026-01-01', 730, 1)) {
      const sunday = firstDayOfWeekOnOrAfter(day);
      expect(dayIndexOf(sunday)).toBe(0);
      expect(diffDays(day, sunday)).toBeGreaterThanOrEqual(0);
      expect(diffDays(day, sunday)).toBeLessThan(7);
    }
  });

  it('accepts only real days, and reads the day of a longer ISO string', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-02-29T12:00:00Z')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-04-31')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('2023-1-01')).toBe(false);
    expect(isIsoDate('2024-W01-1')).toBe(false); // luxon alone would read a week date
    expect(isIsoDate('2024-001')).toBe(false);
    expect(isIsoDate(20230101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(addDays('2024-02-29T23:00:00Z', 1)).toBe('2024-03-01');
    expect(dayOfMonth('2024-02-29T23:00:00-05:00')).toBe(29);
  });

  it('answers null, NaN or "Invalid DateTime" for what is no date, and keeps answering the same', () => {
    for (let round = 0; round < 2; round += 1) {
      for (const bad of ['2023-02-29', 'tomorrow', '']) {
        expect(addDays(bad, 1)).toBeNull();
        expect(sundayOf(bad)).toBeNull();
        expect(diffDays(bad, '2026-01-01')).toBeNaN();
        expect(diffDays('2026-01-01', bad)).toBeNaN();
        expect(dayIndexOf(bad)).toBeNaN();
        expect(monthIndexOf(bad)).toBeNaN();
        expect(dayOfMonth(bad)).toBeNaN();
        expect(toIsoDate(bad)).toBeNull();
        expect(formatLongDate(bad)).toBe('Invalid DateTime');
      }
    }
    expect(addDays('2026-01-01', Number.NaN)).toBeNull();
    expect(addDays('2026-01-01', Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('turns an instant into its UTC day', () => {
    expect(toIsoDate('2026-11-21T23:30:00.000Z')).toBe('2026-11-21');
    expect(toIsoDate('2026-11-22T00:30:00+02:00')).toBe('2026-11-21');
    expect(toIsoDate('2026-11-21T22:00:00-0300')).toBe('2026-11-22');
    expect(toIsoDate('2026-11-21T10:00:00')).toBe('2026-11-21'); // no offset: its own day
    expect(toIsoDate('2026-11-21')).toBe('2026-11-21');
    expect(toIsoDate(Date.UTC(2026, 10, 21, 23, 59))).toBe('2026-11-21');
    expect(toIsoDate(Date.UTC(1969, 11, 31, 12))).toBe('1969-12-31');
  });

  it('reads the local calendar day of a moment', () => {
    expect(localIsoDate(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
    expect(localIsoDate(new Date(2024, 1, 29, 0, 0))).toBe('2024-02-29');
  });

  it('formats the day itself, in the locale or in English', () => {
    const long = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2026-11-22', '2024-02-29', '1999-12-31']) expect(formatLongDate(iso)).toBe(long.format(msOf(iso)));
    expect(formatShortDate('2026-03-09')).toBe('Mar 9');
    expect(formatShortDate('2026-12-31')).toBe('Dec 31');
  });
});

describe('when timing between two instants of the clock', () => {
  it.each([
    ['2026-03-11T10:00:00.000Z', '2026-03-11T11:02:05.400Z', 3725],
    ['2026-03-11T10:00:00Z', '2026-03-11T10:00:00Z', 0],
    ['2026-03-11T10:00:00Z', 'later', 0],
  ])('from %s to %s is %d seconds', (from, to, seconds) => expect(secondsBetween(from, to)).toBe(seconds));
});
