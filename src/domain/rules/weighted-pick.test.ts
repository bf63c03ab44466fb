import fc from 'fast-check';
import { ErrorMessages } from '../errors';
import { seededRng, sequenceRng } from './test-rng';
import { weightedPick } from './weighted-pick';

describe('when picking by weight', () => {
  const items = ['a', 'b', 'c'];
  const weights = [1, 2, 1];

  it.each([
    [0, 'a'],
    [0.24, 'a'],
    [0.25, 'b'],
    [0.74, 'b'],
    [0.75, 'c'],
    [0.999_999, 'c'],
  ])('a draw of %s picks %s from weights 1/2/1', (draw, expected) => {
    expect(weightedPick(items, weights, () => draw)).toBe(expected);
  });

  it.each([
    [[0, 1, 0], 0, 'b'],
    [[0, 1, 0], 0.999_999_999_999_999_9, 'b'],
    [[1, 0, 0], 0.999_999_999_999_999_9, 'a'],
    [[0, 0, 5], 0, 'c'],
  ])('zero weights %j are never picked (draw %s gives %s)', (w, draw, expected) => {
    expect(weightedPick(items, w, () => draw)).toBe(expected);
  });

  it.each([
    ['empty lists', [], []],
    ['more weights than items', ['a'], [1, 2]],
    ['more items than weights', ['a', 'b'], [1]],
    ['all-zero weights', ['a', 'b'], [0, 0]],
    ['a negative weight', ['a', 'b'], [-1, 2]],
    ['a NaN weight', ['a', 'b'], [Number.NaN, 1]],
    ['an infinite weight', ['a', 'b'], [Number.POSITIVE_INFINITY, 1]],
  ])('throws the catalogue message on %s', (_, its, ws) => {
    expect(() => weightedPick(its as string[], ws as number[], () => 0.5)).toThrow(ErrorMessages.noItemSelected);
  });
});

describe('when weights are arbitrary (properties)', () => {
  const weightArb = fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 1e6, noNaN: true }));
  const drawArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

  it('never returns a zero-weight item', () => {
    fc.assert(
      fc.property(fc.array(weightArb, { minLength: 1, maxLength: 12 }), drawArb, (weights, draw) => {
        fc.pre(weights.some((w) => w > 0));
        const index = weightedPick(weights.map((_, i) => i), weights, () => draw);
        expect(weights[index]).toBeGreaterThan(0);
      }),
    );
  });

  it('returns each item with a frequency close to its weight share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 2, maxLength: 5 }), fc.integer(), (weights, seed) => {
        const rng = seededRng(seed);
        const draws = 20_000;
        const counts = weights.map(() => 0);
        for (let i = 0; i < draws; i += 1) counts[weightedPick(weights.map((_, j) => j), weights, rng)] += 1;
        const total = weights.reduce((a, b) => a + b, 0);
        weights.forEach((w, i) => expect(Math.abs(counts[i] / draws - w / total)).toBeLessThan(0.02));
      }),
      { numRuns: 25 },
    );
  });

  it('throws the catalogue message on unequal lengths or an invalid weight', () => {
    const bad = fc.oneof(
      fc.tuple(fc.array(fc.nat(), { maxLength: 6 }), fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { maxLength: 6 }))
        .filter(([its, ws]) => its.length !== ws.length || its.length === 0),
      fc.array(fc.oneof(fc.constant(-1), fc.constant(Number.NaN), fc.double({ max: -1e-9, noNaN: true })), { minLength: 1, maxLength: 6 })
        .map((ws) => [ws.map((_, i) => i), ws] as [number[], number[]]),
    );
    fc.assert(
      fc.property(bad, drawArb, ([its, ws], draw) => {
        expect(() => weightedPick(its, ws, () => draw)).toThrow(ErrorMessages.noItemSelected);
      }),
    );
  });

  it('replays the same picks from the same seed', () => {
    const run = (seed: number) => {
      const rng = seededRng(seed);
      return Array.from({ length: 50 }, () => weightedPick([1, 2, 3], [1, 1, 1], rng));
    };
    expect(run(7)).toEqual(run(7));
    expect(new Set(run(7)).size).toBe(3);
    expect(weightedPick(['x', 'y'], [1, 1], sequenceRng([0.6]))).toBe('y');
  });
});
