import { formatCompact, formatDuration, formatMoney, formatMoneyCompact, formatPoints, formatRating, formatStat } from './index';

describe('when formatting for display', () => {
  it.each([
    [3725, '1:02:05'], [0, '0:00:00'], [59, '0:00:59'], [300, '0:05:00'], [8280, '2:18:00'],
    [18_000, '5:00:00'], [61.9, '0:01:01'], [-5, '0:00:00'], [Number.NaN, '0:00:00'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [950, '950'], [13_000, '13K'], [2_100_000, '2.1M'], [1_000_000, '1M'], [-2500, '-2.5K'],
  ])('shows %s compactly as %s', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });

  it.each([
    [1_430_000, '$1,430,000'], [12.5, '$12.50'], [0, '$0'], [-300, '-$300'], [0.1 + 0.2, '$0.30'],
  ])('shows %s as US dollars %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('shows compact dollars and ratings', () => {
    expect(formatMoneyCompact(2_500_000)).toBe('$2.5M');
    expect(formatRating(3.4)).toBe('3.40');
  });
});

describe('formatPoints', () => {
  it('keeps whole points whole and shows half steps to one decimal', () => {
    expect(formatPoints(12)).toBe('12');
    expect(formatPoints(93.5)).toBe('93.5');
    expect(formatPoints(93.50000001)).toBe('93.5');
    expect(formatPoints(0.04)).toBe('0');
    expect(formatPoints(Number.NaN)).toBe('0');
  });
});

describe('formatStat', () => {
  it('shows a whole number (issue 35: popularity read as 64.44999999999999)', () => {
    expect(formatStat(12)).toBe('12');
    expect(formatStat(64.44999999999999)).toBe('64');
    expect(formatStat(73.5)).toBe('74');
    expect(formatStat(100)).toBe('100');
    expect(formatStat(-0.2)).toBe('0');
    expect(formatStat(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('keeps up to the decimals asked for, without trailing zeros', () => {
    expect(formatStat(12.25, 1)).toBe('12.3');
    expect(formatStat(12, 1)).toBe('12');
    expect(formatStat(65.4849, 2)).toBe('65.48');
  });
});
