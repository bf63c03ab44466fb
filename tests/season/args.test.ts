import { companyFor, otherRuleSet, parseSeasonArgs, ruleSetProblem } from '../../scripts/season/args';
import { resolveCompany } from '../../scripts/season/company';
import { FIGURE_DEFINITIONS, meetsTarget, targetFor } from '../../scripts/season/definitions';
import { median, round4 } from '../../scripts/season/stats-math';
import { ticks } from '../../scripts/season/svg';

describe('the season command line', () => {
  it('reads the DESIGN §4 options, with classic rules and season-report/ by default', () => {
    expect(parseSeasonArgs(['--years', '3', '--seed', '42'])).toEqual({ years: 3, weeks: 156, seed: 42, rules: 'classic', out: 'season-report', save: null, compare: true, company: null });
    expect(parseSeasonArgs(['--years=0.5', '--seed=7', '--rules', 'living', '--out', 'x', '--save', 'w.json', '--compare', 'off'])).toEqual({
      years: 0.5, weeks: 26, seed: 7, rules: 'living', out: 'x', save: 'w.json', compare: false, company: null,
    });
  });

  it('takes --company (issue 18): as typed, null for the rules\' default (living: AWE, classic: none)', () => {
    expect(parseSeasonArgs(['--years', '1', '--company', 'VWU'])).toMatchObject({ company: 'VWU' });
    expect(parseSeasonArgs(['--years', '1', '--company', 'none'])).toMatchObject({ company: 'none' });
    expect(parseSeasonArgs(['--years', '1', '--company', ' '])).toHaveProperty('error');
    expect(companyFor(null, 'living')).toBe('AWE');
    expect(companyFor(null, 'classic')).toBe('none');
    expect(companyFor('2', 'classic')).toBe('2');
    expect(['1', 'AWE', 'awe', 'Apex Wrestling Entertainment', 'apex'].map(resolveCompany)).toEqual([1, 1, 1, 1, 1]);
    expect([resolveCompany('VWU'), resolveCompany('Tenrai'), resolveCompany('none')]).toEqual([2, 3, null]);
    expect(resolveCompany('WCW')).toHaveProperty('error');
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
    expect(parseSeasonArgs(['--years', '1', '--compare', 'maybe'])).toEqual({ error: '--compare must be on or off' });
  });

  it('runs both rule sets, and compares each with the other (issue 15)', () => {
    expect(ruleSetProblem('classic')).toBeNull();
    expect(ruleSetProblem('living')).toBeNull();
    expect(otherRuleSet('living')).toBe('classic');
    expect(otherRuleSet('classic')).toBe('living');
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

  it('reads issue 15\'s ranges and strict bounds, and holds only the living rules to them', () => {
    expect(meetsTarget('8–40', 8)).toBe(true);
    expect(meetsTarget('8–40', 40.5)).toBe(false);
    expect(meetsTarget('< 0.05', 0.05)).toBe(false);
    expect(meetsTarget('< 0.05', 0.0499)).toBe(true);
    expect(meetsTarget('≥ -5', -4)).toBe(true);
    const median = FIGURE_DEFINITIONS.find((d) => d.name === 'titles.medianReignWeeks')!;
    expect(targetFor(median, 'living')).toBe('8–40');
    expect(targetFor(median, 'classic')).toBe('');
    const misfits = FIGURE_DEFINITIONS.find((d) => d.name === 'titles.misfitReigns')!;
    expect(targetFor(misfits, 'living')).toBe('0');
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
