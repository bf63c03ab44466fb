import fc from 'fast-check';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { applyLivingResult, CAPPED_STATS, clampStats, livingStatChange, STAR_LOSS, statureOf } from './bounded-stats';

const constant = (value: number) => () => value;
const wrestler = (stats: Partial<Wrestler>): Wrestler => createWrestler({ points: 50, charisma: 50, damage: 10, popularity: 50, morale: 50, stamina: 80, ...stats });

describe('bounded stats (living step 3)', () => {
  it('scales a gain by the room left below 100 and keeps a loss whole', () => {
    expect(livingStatChange(0, 4)).toBe(4);
    expect(livingStatChange(50, 4)).toBe(52);
    expect(livingStatChange(90, 4)).toBeCloseTo(90.4);
    expect(livingStatChange(100, 4)).toBe(100);
    expect(livingStatChange(50, -3)).toBe(47);
    expect(livingStatChange(1, -3)).toBe(0);
  });

  it('reads an out-of-range or missing stored value within 0–100 before changing it', () => {
    expect(livingStatChange(242, 2)).toBe(100);
    expect(livingStatChange(-20, -1)).toBe(0);
    expect(clampStats(wrestler({ morale: 242, damage: Number.NaN }))).toMatchObject({ morale: 100, damage: 0 });
  });

  it('makes a loss cost a star more than a newcomer', () => {
    const star = wrestler({ popularity: 90, points: 90 });
    const newcomer = wrestler({ popularity: 10, points: 10 });
    expect(statureOf(star)).toBeCloseTo(0.9);
    const rng = constant(0);
    const starLoss = star.popularity - applyLivingResult(star, { loser: true }, rng).popularity;
    const newcomerLoss = newcomer.popularity - applyLivingResult(newcomer, { loser: true }, rng).popularity;
    expect(starLoss).toBeCloseTo(1.01 + STAR_LOSS * 0.9);
    expect(newcomerLoss).toBeCloseTo(1.01 + STAR_LOSS * 0.1);
  });

  it('records the win itself as the spec does (wins, streak, followers)', () => {
    const before = wrestler({ wins: 3, streak: 2, followers: 100 });
    expect(applyLivingResult(before, { winner: true }, constant(0))).toMatchObject({ wins: 4, streak: 3, followers: 2100 });
  });

  const stat = fc.double({ min: -300, max: 300, noNaN: true });
  const anyWrestler = fc.record({ points: stat, charisma: stat, damage: stat, popularity: stat, morale: stat, stamina: stat }).map(wrestler);
  const result = fc.constantFrom({ winner: true }, { loser: true }, { draw: true });

  it('always stores every capped stat within 0–100', () => {
    fc.assert(
      fc.property(anyWrestler, result, fc.double({ min: 0, max: 0.999, noNaN: true }), (before, outcome, draw) => {
        const after = applyLivingResult(before, outcome, constant(draw));
        for (const key of CAPPED_STATS) {
          expect(after[key]).toBeGreaterThanOrEqual(0);
          expect(after[key]).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('gains shrink as the stat nears the top', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), (a, b, gain) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(livingStatChange(high, gain) - high).toBeLessThanOrEqual(livingStatChange(low, gain) - low + 1e-9);
      }),
    );
  });

  it('a bigger name never loses less from the same loss', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (from, delta, s1, s2) => {
        const [small, big] = s1 <= s2 ? [s1, s2] : [s2, s1];
        expect(livingStatChange(from, delta, STAR_LOSS * big)).toBeLessThanOrEqual(livingStatChange(from, delta, STAR_LOSS * small) + 1e-9);
      }),
    );
  });
});
