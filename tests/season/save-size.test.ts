// @vitest-environment node
import { withSaveSize, type Health } from '../../scripts/season/health';
import { FIGURE_DEFINITIONS, LIVING_TARGETS, type Figures } from '../../scripts/season/definitions';

// Issue 36: `save.mbPerYear` is the --save file's size ÷ the run's years (null without a file).
const health = (years: number): Health => ({
  seed: 42, years, rules: 'living', weeks: Math.round(years * 52), productions: 0, companyId: 1,
  figures: Object.fromEntries(FIGURE_DEFINITIONS.map((d) => [d.name, null])) as Figures,
});

describe('save.mbPerYear', () => {
  it('is the file\'s MB (1,048,576 bytes) per year of the run, to four decimals', () => {
    expect(withSaveSize(health(3), 12 * 1024 * 1024).figures['save.mbPerYear']).toBe(4);
    expect(withSaveSize(health(2), 3_000_000).figures['save.mbPerYear']).toBe(1.4305);
  });

  it('is null without a save file, and leaves every other figure as it was', () => {
    const before = health(3);
    const after = withSaveSize(before, null);
    expect(after.figures['save.mbPerYear']).toBeNull();
    expect(Object.keys(after.figures)).toEqual(Object.keys(before.figures));
  });

  it('is held to 4 MB a year under the living rules', () => {
    expect(LIVING_TARGETS['save.mbPerYear']).toBe('≤ 4');
  });
});
