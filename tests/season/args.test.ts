import { parseSeasonArgs, ruleSetProblem } from '../../scripts/season/args';
import { meetsTarget } from '../../scripts/season/definitions';
import { median, round4 } from '../../scripts/season/stats-math';
import { ticks } from '../../scripts/season/svg';

describe('the season command line', () => {
  it('reads the DESIGN §4 options, with classic rules and season-report/ by default', () => {
    expect(parseSeasonArgs(['--years', '3', '--seed', '42'])).toEqual({ years: 3, weeks: 156, seed: 42, rules: 'classic', out: 'season-report', save: null });
    expect(parseSeasonArgs(['--years=0.5', '--seed=7', '--rules', 'living', '--out', 'x', '--save', 'w.json'])).toEqual({
      years: 0.5, weeks: 26, seed: 7, rules: 'living', out: 'x', save: 'w.json',
    });
  });

  it('takes --weeks for short runs, and reports the years they make', () => {
    expect(parseSeasonArgs(['--weeks', '13', '--seed', '1'])).toMatchObject({ weeks: 13, years: 0.25 });
  });

  it('refuses what it cannot run, saying why', () => {
    expect(parseSeasonArgs(['--seed', '1'])).toEqual({ error: 'Give --years N (or --weeks W)' });
    expect(parseSeasonArgs(['--years', 'x'])).toHaveProperty('error');
    expect(parseSeasonArgs(['--years', '1', '--seed', '1.5'])).toHaveProperty('error');
    expect(parseSeasonArgs(['--years', '1', '--rules', 'wild'])).toEqual({ error: '--rules must be classic or living' });
    expect(parseSeasonArgs(['--years', '1', '--colour', 'red'])).toEqual({ error: 'Unknown option --colour' });
    expect(parseSeasonArgs(['--years'])).toEqual({ error: '--years needs a value' });
  });

  it('runs both rule sets (issue 15)', () => {
    expect(ruleSetProblem('classic')).toBeNull();
    expect(ruleSetProblem('living')).toBeNull();
  });
});

describe('the report\'s small helpers', () => {
  it('checks a value against a target written as 0, ≤ n or ≥ n', () => {
    expect(meetsTarget('0', 0)).toBe(true);
    expect(meetsTarget('0', 1)).toBe(false);
    expect(meetsTarget('≤ 2', 2)).toBe(true);
    expect(meetsTarget('≤ 2', 3)).toBe(false);
    expect(meetsTarget('≥ 0.15', 0.1)).toBe(false);
    expect(meetsTarget('≥ 0.15', null)).toBeNull();
  });

  it('takes medians, rounds to four decimals and picks round axis ticks', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(round4(2 / 3)).toBe(0.6667);
    expect(round4(Number.NaN)).toBeNull();
    expect(ticks(0, 10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(ticks(0, 523_500_000)).toEqual([0, 200e6, 400e6]);
  });
});
