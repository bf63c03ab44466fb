import fc from 'fast-check';
import { addDays, dayIndexOf } from '../dates';
import { createGame } from '../entities/game';
import { scheduleDays } from './schedule';
import { latestUntil, MAX_WEEKS, weeksUntil, windowStartAfter } from './weeks-ahead';

// 2026-03-11 is a Wednesday: its window runs from Sunday 8 to Saturday 14 March.
const game = createGame({ date: '2026-03-11', amountOfDays: 7 });

describe('when counting the weeks up to a date', () => {
  it.each([
    ['2026-03-12', 1], // still in this week's window
    ['2026-03-14', 1],
    ['2026-03-15', 2], // the next window's first day
    ['2026-03-21', 2],
    ['2026-04-30', 8],
    ['2027-03-06', 52], // the last day a year's run reaches
    ['2027-03-07', 53],
  ])('simulating until %s takes %d weeks', (until, weeks) => {
    expect(weeksUntil(game, until)).toBe(weeks);
  });

  it('reaches at most a year: 52 windows of 7 days end on the Saturday before the 53rd', () => {
    expect(latestUntil(game)).toBe('2027-03-06');
    expect(weeksUntil(game, latestUntil(game))).toBe(MAX_WEEKS);
  });

  it('never counts past 53 on a calendar that does not move', () => {
    expect(weeksUntil(createGame({ date: '2026-03-11', amountOfDays: 0 }), '2026-03-20')).toBe(MAX_WEEKS + 1);
  });

  it('follows a longer step: two-week windows', () => {
    const fortnightly = createGame({ date: '2026-03-11', amountOfDays: 14 });
    expect(windowStartAfter(fortnightly, 1)).toBe('2026-03-22');
    expect(weeksUntil(fortnightly, '2026-03-21')).toBe(1);
    expect(weeksUntil(fortnightly, '2026-03-22')).toBe(2);
  });

  it('with seven-day steps, the run covers every day from this window to the date, and no window wholly after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 363 }), (offset, ahead) => {
        const start = createGame({ date: addDays('2024-01-01', offset), amountOfDays: 7 });
        const until = addDays(start.date, ahead);
        const weeks = weeksUntil(start, until);
        const lastWindow = scheduleDays({ ...start, date: addDays(start.date, (weeks - 1) * 7) });
        expect(lastWindow[0] <= until && until <= lastWindow[6]).toBe(true);
        expect(dayIndexOf(windowStartAfter(start, weeks))).toBe(0);
      }),
    );
  });
});
