import fc from 'fast-check';
import { addDays, dayIndexOf, dayOfMonth, monthIndexOf } from '../dates';
import { createGame } from '../entities/game';
import { createProduction } from '../entities/production';
import { createShow, type Show } from '../entities/show';
import {
  defaultSegmentCount, occursOn, productionFor, scheduleDays, scheduleOccurrences, showsForBrands, showsOnDate, weekOfMonth,
} from './schedule';

// November 2026: the 1st is a Sunday, the 2nd a Monday, the 21st a Saturday.
describe('when a show occurs (SPEC §2, DESIGN §3)', () => {
  it.each([
    ['2026-11-01', 0], ['2026-11-06', 0], ['2026-11-07', 1], ['2026-11-13', 1], ['2026-11-14', 2],
    ['2026-11-21', 3], ['2026-11-28', 4], ['2026-12-31', 4],
  ])('%s is in week-of-month %d', (date, week) => expect(weekOfMonth(date)).toBe(week));

  it.each([
    ['weekly on Mondays', { dayIndex: 1 }, '2026-11-02', true],
    ['weekly on Mondays', { dayIndex: 1 }, '2026-11-09', true],
    ['weekly on Mondays', { dayIndex: 1 }, '2026-11-03', false],
    ['weekly with dayIndex 7', { dayIndex: 7 }, '2026-11-01', false],
    ['monthly, first Sunday', { frequency: 'monthly', dayIndex: 0, weekIndex: 0 }, '2026-11-01', true],
    ['monthly, first Sunday', { frequency: 'monthly', dayIndex: 0, weekIndex: 0 }, '2026-11-08', false],
    ['monthly, week 3 Saturday', { frequency: 'monthly', dayIndex: 6, weekIndex: 3 }, '2026-11-21', true],
    ['monthly, week 3 Saturday', { frequency: 'monthly', dayIndex: 6, weekIndex: 3 }, '2026-11-14', false],
    ['yearly, November week 3 Saturday', { frequency: 'yearly', dayIndex: 6, weekIndex: 3, monthIndex: 10 }, '2026-11-21', true],
    ['yearly, December week 3 Saturday', { frequency: 'yearly', dayIndex: 6, weekIndex: 3, monthIndex: 11 }, '2026-11-21', false],
    ['yearly, December week 3 Saturday', { frequency: 'yearly', dayIndex: 6, weekIndex: 3, monthIndex: 11 }, '2026-12-26', true],
  ] as const)('a show %s (%j) occurs on %s: %s', (_, schedule, date, expected) => {
    expect(occursOn(createShow(schedule as Partial<Show>), date)).toBe(expected);
  });

  it('filters shows by the game\'s brands, an empty list meaning all', () => {
    const shows = [createShow({ name: 'A', brandIds: [1] }), createShow({ name: 'B', brandIds: [2, 3] }), createShow({ name: 'C' })];
    expect(showsForBrands(shows, []).map((s) => s.name)).toEqual(['A', 'B', 'C']);
    expect(showsForBrands(shows, [3]).map((s) => s.name)).toEqual(['B']);
    expect(showsOnDate(shows, '2026-11-01', [1, 2]).map((s) => s.name)).toEqual(['A', 'B']);
    expect(showsOnDate(shows, '2026-11-02')).toEqual([]);
  });

  const showArb = fc.record({
    frequency: fc.constantFrom('weekly', 'monthly', 'yearly'),
    dayIndex: fc.integer({ min: 0, max: 7 }), weekIndex: fc.integer({ min: 0, max: 4 }), monthIndex: fc.integer({ min: 0, max: 11 }),
    brandIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  }).map((s) => createShow(s as Partial<Show>));
  const dateArb = fc.integer({ min: 0, max: 3_650 }).map((n) => addDays('2024-01-01', n));

  it('returns only shows whose rule the date satisfies, and all of them (property)', () => {
    fc.assert(
      fc.property(fc.array(showArb, { maxLength: 12 }), dateArb, (shows, date) => {
        const found = showsOnDate(shows, date);
        for (const show of shows) {
          const satisfies =
            show.dayIndex === dayIndexOf(date) &&
            (show.frequency === 'weekly' || show.weekIndex === Math.floor(dayOfMonth(date) / 7)) &&
            (show.frequency !== 'yearly' || show.monthIndex === monthIndexOf(date));
          expect(found.includes(show)).toBe(satisfies);
        }
      }),
    );
  });
});

describe('when laying out the schedule window', () => {
  it.each([
    ['2026-11-19', 7, ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']],
    ['2026-11-15', 3, ['2026-11-15', '2026-11-16', '2026-11-17']],
    ['2026-12-31', 2, ['2026-12-27', '2026-12-28']],
  ])('a game on %s showing %d days lists %j', (date, amountOfDays, days) => {
    expect(scheduleDays(createGame({ date, amountOfDays }))).toEqual(days);
  });

  it('lists each show occurrence of the window, filtered by the game\'s brands', () => {
    const raw = createShow({ name: 'Raw', dayIndex: 1, brandIds: [1] });
    const other = createShow({ name: 'Other', dayIndex: 1, brandIds: [2] });
    const ppv = createShow({ name: 'PPV', frequency: 'monthly', dayIndex: 0, weekIndex: 2, brandIds: [1] });
    const occurrences = scheduleOccurrences(createGame({ date: '2026-11-19', brandIds: [1] }), [raw, other, ppv]);
    expect(occurrences.map((o) => [o.date, o.show.name])).toEqual([['2026-11-15', 'PPV'], ['2026-11-16', 'Raw']]);
  });

  it('matches a production by show and calendar day', () => {
    const productions = [createProduction({ showId: 1, date: '2026-11-16' }), createProduction({ showId: 2, date: '2026-11-16T20:00' })];
    expect(productionFor(productions, 2, '2026-11-16')).toBe(productions[1]);
    expect(productionFor(productions, 1, '2026-11-17')).toBeUndefined();
  });

  it.each([[{ defaultAmountSegments: 5 }, 5], [{}, 4], [{ defaultAmountSegments: 1 }, 1]])(
    'a new production for %j starts with %d segments',
    (show, count) => expect(defaultSegmentCount(show)).toBe(count),
  );
});
