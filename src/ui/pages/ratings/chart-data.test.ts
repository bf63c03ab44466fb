import { chartDate, periodTicks } from './chart-data';

describe('a chart date (issue 19)', () => {
  it('is the day at noon UTC, a Date the chart scales as any other', () => {
    const date = chartDate('2030-03-08');
    expect(date).toBeInstanceOf(Date);
    expect(date.getTime()).toBe(Date.UTC(2030, 2, 8, 12));
    expect(periodTicks([{ legend: 'A', data: [{ x: date, y: 1 }] }])).toEqual([new Date(Date.UTC(2030, 2, 8, 12))]);
  });

  it("answers the chart's per-point toLocaleString with its ISO day (no locale formatting, which was most of /ratings' render)", () => {
    expect(chartDate('2030-03-08').toLocaleString('en-US', { timeZoneName: 'short' })).toBe('2030-03-08');
  });
});
