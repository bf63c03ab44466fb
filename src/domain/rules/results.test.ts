import fc from 'fast-check';
import { createWrestler, type CappedStat } from '../entities/wrestler';
import { applyDraw, applyLoss, applyResult, applyWin, boost, fuzz, FUZZED_STATS, penalty, readStat } from './results';
import { sequenceRng } from './test-rng';

const base = createWrestler({
  wins: 5, losses: 3, draws: 1, streak: 2, remainingAppearances: 10, followers: 1000,
  points: 50, morale: 50, stamina: 50, popularity: 50, charisma: 50, damage: 10,
});
const noFuzz = () => 0;

describe('when a wrestler wins, loses or draws (reading A)', () => {
  it.each([
    ['wins', 6], ['streak', 3], ['remainingAppearances', 9], ['followers', 3000], ['damage', 11.5],
    ['popularity', 51.5], ['charisma', 51.5], ['morale', 51.5], ['points', 50.5], ['stamina', 48.5], ['losses', 3],
  ] as const)('a win sets %s to %s before fuzz', (key, value) => {
    expect(applyWin(base, noFuzz)[key]).toBeCloseTo(value, 10);
  });

  it.each([
    ['losses', 4], ['streak', 0], ['remainingAppearances', 9], ['followers', 1500], ['damage', 11.01],
    ['points', 49.5], ['charisma', 48.99], ['popularity', 48.99], ['stamina', 48.99], ['morale', 48.99], ['wins', 5],
  ] as const)('a loss sets %s to %s before fuzz', (key, value) => {
    expect(applyLoss(base, noFuzz)[key]).toBeCloseTo(value, 10);
  });

  it.each([
    ['remainingAppearances', 9], ['followers', 1750], ['damage', 11.1], ['charisma', 51.1], ['popularity', 48.9],
    ['stamina', 48.9], ['morale', 48.9], ['streak', 2], ['points', 50], ['draws', 2],
  ] as const)('a draw sets %s to %s', (key, value) => {
    expect(applyDraw(base)[key]).toBeCloseTo(value, 10);
  });

  it.each([
    [0, 0], [0.05, 0], [0.1, 0.5], [0.45, 2], [0.5, 2.5], [0.99, 4.5],
  ])('a fuzz draw of %s adds %s', (draw, amount) => {
    expect(fuzz(() => draw)).toBe(amount);
  });

  it('draws the fuzz independently for each stat, in a fixed order', () => {
    const draws = [0, 0.1, 0.2, 0.3, 0.4, 0.5];
    const won = applyWin(base, sequenceRng(draws));
    const before = applyWin(base, noFuzz);
    FUZZED_STATS.forEach((key, i) => expect(won[key] - before[key]).toBeCloseTo(0.5 * i, 10));
  });

  it('never spends appearances below 0', () => {
    expect(applyLoss({ ...base, remainingAppearances: 0 }, noFuzz).remainingAppearances).toBe(0);
  });

  it('applies the result an appearance records', () => {
    expect(applyResult(base, { winner: true }, noFuzz).wins).toBe(6);
    expect(applyResult(base, { loser: true }, noFuzz).losses).toBe(4);
    expect(applyResult(base, { draw: true }, noFuzz).draws).toBe(2);
    expect(applyResult(base, {}, noFuzz)).toBe(base);
  });

  it('keeps the fuzz within 0..4.5 in half steps (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        const amount = fuzz(() => draw);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(4.5);
        expect(Number.isInteger(amount * 2)).toBe(true);
      }),
    );
  });
});

describe('when the Modifiers screen boosts or penalises (reading B)', () => {
  it.each([
    ['morale', 51], ['popularity', 51], ['charisma', 51], ['stamina', 51], ['points', 51], ['damage', 9],
  ] as const)('a boost sets %s to %s', (key, value) => {
    expect(boost(base)[key]).toBe(value);
  });

  it.each([
    ['points', 49], ['morale', 49], ['popularity', 49], ['stamina', 49], ['damage', 11], ['charisma', 50],
  ] as const)('a penalty sets %s to %s', (key, value) => {
    expect(penalty(base)[key]).toBe(value);
  });
});

describe('when reading a stat', () => {
  it.each([
    [150, 100], [100, 100], [50.5, 50.5], [0, 0], [-5, 0], [Number.NaN, 0], [Number.POSITIVE_INFINITY, 100],
  ])('a stored %s reads as %s', (stored, read) => {
    for (const key of ['points', 'charisma', 'damage', 'popularity', 'morale', 'stamina'] as CappedStat[]) {
      expect(readStat({ ...base, [key]: stored }, key)).toBe(read);
    }
  });

  it('keeps the raw value stored above 100', () => {
    const strong = applyWin({ ...base, points: 100 }, noFuzz);
    expect(strong.points).toBe(100.5);
    expect(readStat(strong, 'points')).toBe(100);
  });
});
