import fc from 'fast-check';
import { workrateLabel, workrateOf, workrateRatingBonus, WORKRATE } from './workrate';

describe('workrate: in-ring skill carries a match (issue 35 item 3, living rules)', () => {
  it('reads the mean pulled toward the weakest worker, and adds or takes sum points around an average worker', () => {
    expect(workrateOf([80, 40])).toBeCloseTo(0.6 * 60 + 0.4 * 40);
    expect(workrateRatingBonus([50, 50])).toBe(0);
    expect(workrateRatingBonus([90, 90])).toBe(48);
    expect(workrateRatingBonus([20, 20])).toBe(-36);
    // One green worker holds two stars back.
    expect(workrateRatingBonus([90, 90, 10])).toBeLessThan(workrateRatingBonus([70, 70, 70]));
    expect(workrateRatingBonus([100, 100])).toBe(WORKRATE.most);
    expect(workrateRatingBonus([0, 0])).toBe(-WORKRATE.most);
  });

  it('gives nothing without two workers, and reads a skill that is not a number as 0', () => {
    expect(workrateRatingBonus([])).toBe(0);
    expect(workrateRatingBonus([95])).toBe(0);
    expect(workrateOf([Number.NaN, 60])).toBeCloseTo(0.6 * 30);
  });

  it('says who carries the match', () => {
    expect(workrateLabel([72, 58])).toBe('In-ring skill: workers averaging 65 (weakest 58) carry the match');
    expect(workrateLabel([30, 40])).toBe('In-ring skill: workers averaging 35 (weakest 30) hold the match back');
  });

  const skills = fc.array(fc.double({ min: -50, max: 150, noNaN: true }), { minLength: 2, maxLength: 8 });

  it('stays within its bound for any skills', () => {
    fc.assert(fc.property(skills, (s) => {
      const bonus = workrateRatingBonus(s);
      expect(Number.isInteger(bonus)).toBe(true);
      expect(Math.abs(bonus)).toBeLessThanOrEqual(WORKRATE.most);
    }));
  });

  it('never falls when a worker gets better', () => {
    fc.assert(fc.property(skills, fc.nat({ max: 7 }), fc.double({ min: 0, max: 100, noNaN: true }), (s, at, more) => {
      const i = at % s.length;
      const better = s.map((v, j) => (j === i ? v + more : v));
      expect(workrateRatingBonus(better)).toBeGreaterThanOrEqual(workrateRatingBonus(s));
    }));
  });
});
