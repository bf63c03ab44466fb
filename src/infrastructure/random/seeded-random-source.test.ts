import { SeededRandomSource } from './seeded-random-source';

const take = (rng: () => number, count: number) => Array.from({ length: count }, () => rng());

describe('SeededRandomSource', () => {
  it('replays the same sequence for the same seed', () => {
    const source = new SeededRandomSource();
    expect(take(source.fromSeed(1234), 50)).toEqual(take(source.fromSeed(1234), 50));
    expect(take(new SeededRandomSource().fromSeed(-7), 5)).toEqual(take(source.fromSeed(-7), 5));
  });

  it('gives different sequences for different seeds', () => {
    const source = new SeededRandomSource();
    expect(take(source.fromSeed(1), 10)).not.toEqual(take(source.fromSeed(2), 10));
  });

  it('draws uniform numbers in [0, 1)', () => {
    const values = take(new SeededRandomSource().fromSeed(99), 5000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('hands out 32-bit integer seeds, reproducibly when given a master seed', () => {
    const seeds = take(() => new SeededRandomSource().newSeed(), 20);
    expect(seeds.every((seed) => Number.isInteger(seed) && seed >= -(2 ** 31) && seed < 2 ** 31)).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(1);
    const a = new SeededRandomSource(42);
    const b = new SeededRandomSource(42);
    expect(take(() => a.newSeed(), 5)).toEqual(take(() => b.newSeed(), 5));
  });
});

describe('when seeds are small neighbouring integers', () => {
  it('their first draws are spread out, not nearly equal', () => {
    const source = new SeededRandomSource();
    const firsts = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => source.fromSeed(seed)());
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(0.3);
    expect(new Set(firsts.map((value) => value.toFixed(3))).size).toBe(8);
  });
});
