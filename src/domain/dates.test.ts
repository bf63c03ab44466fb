import { DateTime } from 'luxon';
import {
  addDays, dayIndexOf, dayOfMonth, diffDays, formatLongDate, isIsoDate, monthIndexOf, sundayOf, toIsoDate,
} from './dates';

// luxon, which these helpers used to wrap, is the oracle: same answers over many years of days.
const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
const everyNthDay = (from: string, count: number, step: number) =>
  Array.from({ length: count }, (_, i) => utc(from).plus({ days: i * step }).toISODate()!);

describe('the date helper', () => {
  const days = [...everyNthDay('1899-12-25', 3000, 17), ...everyNthDay('2024-01-01', 1200, 1)];

  it('counts, moves and names days as luxon does', () => {
    for (const iso of days) {
      const date = utc(iso);
      expect(addDays(iso, 45)).toBe(date.plus({ days: 45 }).toISODate());
      expect(addDays(iso, -400)).toBe(date.minus({ days: 400 }).toISODate());
      expect(diffDays('2000-02-29', iso)).toBe(Math.round(date.diff(utc('2000-02-29'), 'days').days));
      expect(dayIndexOf(iso)).toBe(date.weekday % 7);
      expect(monthIndexOf(iso)).toBe(date.month - 1);
      expect(dayOfMonth(iso)).toBe(date.day);
      expect(formatLongDate(iso)).toBe(date.toLocaleString({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }));
    }
  });

  it('finds the Sunday on or before a date', () => {
    expect(sundayOf('2026-11-22')).toBe('2026-11-22');
    expect(sundayOf('2026-11-21')).toBe('2026-11-15');
    expect(sundayOf('2027-01-02')).toBe('2026-12-27');
  });

  it('accepts only real days, and reads the day of a longer ISO string', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-02-29T12:00:00Z')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('2023-1-01')).toBe(false);
    expect(isIsoDate(20230101)).toBe(false);
    expect(addDays('2024-02-29T23:00:00Z', 1)).toBe('2024-03-01');
  });

  it('turns an instant into its UTC day', () => {
    for (const instant of ['2026-11-21T23:30:00.000Z', '2026-11-22T00:30:00+02:00', '2026-11-21T22:00:00-0300', '2026-11-21T10:00:00', '2026-11-21']) {
      expect(toIsoDate(instant)).toBe(DateTime.fromISO(instant, { zone: 'utc' }).toISODate());
    }
    expect(toIsoDate(Date.UTC(2026, 10, 21, 23, 59))).toBe('2026-11-21');
    expect(toIsoDate(Date.UTC(1969, 11, 31, 12))).toBe('1969-12-31');
  });
});
