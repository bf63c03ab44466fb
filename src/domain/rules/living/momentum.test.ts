import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createWrestler } from '../../entities/wrestler';
import { momentumAfter, momentumChange, momentumCooled, momentumRatingBonus, RESULT_STEP } from './momentum';
import { momentumCools } from './momentum-week';

describe('momentum (issue 35, living rules)', () => {
  it('a win moves it up and a loss down, more against a more popular opponent', () => {
    expect(momentumChange('win', 50, 50, 2.5)).toBe(RESULT_STEP);
    expect(momentumChange('loss', 50, 50, 2.5)).toBe(-RESULT_STEP);
    expect(momentumChange('win', 40, 90, 2.5)).toBeGreaterThan(momentumChange('win', 40, 40, 2.5));
    // Losing to a less popular opponent hurts more than losing to a star.
    expect(momentumChange('loss', 90, 40, 2.5)).toBeLessThan(momentumChange('loss', 40, 90, 2.5));
    expect(momentumChange('draw', 50, 50, 2.5)).toBe(0);
  });

  it('a good segment helps and a bad one hurts a little', () => {
    expect(momentumChange('none', 50, 50, 4.5)).toBe(4);
    expect(momentumChange('none', 50, 50, 0.5)).toBe(-4);
  });

  it('cools toward 0 without results, never crossing it', () => {
    expect(momentumCooled(50, 7)).toBe(46);
    expect(momentumCooled(-50, 14)).toBeCloseTo(-42.32, 2);
    expect(momentumCooled(30, 0)).toBe(30);
    const world = { days: 7, wrestlers: [{ ...createWrestler({ momentum: 80 }), id: 1 }, { ...createWrestler(), id: 2 }] };
    const next = momentumCools.run(world);
    expect(next.wrestlers[0].momentum).toBeCloseTo(73.6, 5);
    expect(next.wrestlers[1]).toBe(world.wrestlers[1]);
  });

  it('adds a small bonus to the rating sum: the mean momentum times 0.2, whole', () => {
    expect(momentumRatingBonus([])).toBe(0);
    expect(momentumRatingBonus([100, 100])).toBe(20);
    expect(momentumRatingBonus([60, -20])).toBe(4);
  });

  const result = fc.constantFrom('win' as const, 'loss' as const, 'draw' as const, 'none' as const);
  const stat = fc.double({ min: -200, max: 300, noNaN: true });

  it('property: momentum stays within -100..100 whatever happens', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.array(fc.tuple(result, stat, stat, fc.double({ min: -10, max: 10, noNaN: true }), fc.integer({ min: 0, max: 60 })), { maxLength: 60 }),
        (start, events) => {
          let m = start;
          for (const [r, own, opponent, stars, days] of events) {
            m = momentumCooled(momentumAfter(m, r, own, opponent, stars), days);
            expect(m).toBeGreaterThanOrEqual(-100);
            expect(m).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });

  it('property: a wrestler who alternates wins and losses against equals in average matches stays near 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 200 }), fc.double({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 0, max: 14 }), (matches, popularity, days) => {
        let m = 0;
        for (let i = 0; i < matches; i += 1) m = momentumCooled(momentumAfter(m, i % 2 === 0 ? 'win' : 'loss', popularity, popularity, 2.5), days);
        expect(Math.abs(m)).toBeLessThanOrEqual(RESULT_STEP);
      }),
    );
  });

  it('never rounds a small momentum away from 0 (the counterexample fast-check found: 0.0489 became 0.05)', () => {
    expect(Math.abs(momentumCooled(0.048913043478260865, 7))).toBeLessThanOrEqual(0.048913043478260865);
    expect(momentumCooled(0.048913043478260865, 1)).toBe(0);
  });

  it('property: without results momentum returns toward 0 week by week', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), fc.integer({ min: 1, max: 60 }), (start, weeks) => {
        let m = start;
        for (let i = 0; i < weeks; i += 1) {
          const next = momentumCooled(m, 7);
          expect(Math.abs(next)).toBeLessThanOrEqual(Math.abs(m));
          expect(Math.sign(next) * Math.sign(m)).toBeGreaterThanOrEqual(0);
          m = next;
        }
        if (Math.abs(start) > 1) expect(Math.abs(m)).toBeLessThan(Math.abs(start));
      }),
    );
  });
});
