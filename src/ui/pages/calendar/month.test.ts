import { firstOfMonth, monthDays, monthLabel, monthWeeks, readMonthParam, shiftMonth } from './month';

describe('when laying out a month', () => {
  it('starts November 2026 on its Sunday and pads the weeks to seven days', () => {
    const weeks = monthWeeks('2026-11-21');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('pads the first week before the 1st (February 2026 starts on a Sunday, May 2026 on a Friday)', () => {
    expect(monthWeeks('2026-02-01')).toHaveLength(4);
    expect(monthWeeks('2026-05-01')[0]).toEqual([null, null, null, null, null, '2026-05-01', '2026-05-02']);
    expect(monthWeeks('2026-05-01')).toHaveLength(6);
  });

  it('counts the days of each month, leap years included', () => {
    expect(monthDays('2028-02-10')).toHaveLength(29);
    expect(monthDays('2026-02-10')).toHaveLength(28);
    expect(monthDays('2026-12-31').at(-1)).toBe('2026-12-31');
  });

  it.each([
    ['2026-11-01', 1, '2026-12-01'],
    ['2026-12-01', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-01'],
    ['2026-03-31', -1, '2026-02-01'],
    ['2026-11-21', 14, '2028-01-01'],
    ['2026-11-21', 0, '2026-11-01'],
  ])('moves from %s by %i months to %s', (from, delta, to) => {
    expect(shiftMonth(from, delta)).toBe(to);
  });

  it('names the month and reads the month parameter', () => {
    expect(monthLabel('2026-11-21')).toBe('November 2026');
    expect(firstOfMonth('2026-11-21')).toBe('2026-11-01');
    expect(readMonthParam('2026-12')).toBe('2026-12-01');
    expect(readMonthParam('2027-03-18')).toBe('2027-03-01');
    expect(readMonthParam('2026-13')).toBeNull();
    expect(readMonthParam('soon')).toBeNull();
    expect(readMonthParam(null)).toBeNull();
  });
});
