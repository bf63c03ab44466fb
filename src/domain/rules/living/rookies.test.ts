import fc from 'fast-check';
import { ageOn } from '../../dates';
import { createBrand } from '../../entities/brand';
import { createGame } from '../../entities/game';
import { createWrestler } from '../../entities/wrestler';
import { seededRng, sequenceRng } from '../test-rng';
import { ageDraw, canTakeIn, classChance, debutsWeek, generateRookie, ROOKIES, rookiesDue, paidAsRookieOf } from './rookies';
import type { WeekWorld } from './week-world';

const TO = '2031-03-09';

const world = (extra: Partial<WeekWorld> = {}): WeekWorld => ({
  game: { ...createGame({ rules: 'living', date: '2031-03-02' }), id: 1 },
  from: '2031-03-02', to: TO, days: 7, wrestlers: [], brands: [], shows: [], championships: [], reigns: [], news: [], ...extra,
});

describe('rookies (living rule, issue 36)', () => {
  it('makes the same rookie from the same seed, a different one from another (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        expect(generateRookie(seededRng(seed), TO)).toEqual(generateRookie(seededRng(seed), TO));
      }),
    );
    const names = new Set(Array.from({ length: 40 }, (_, seed) => generateRookie(seededRng(seed), TO).name));
    expect(names.size).toBeGreaterThan(30);
  });

  it('makes young, green free agents, some with a high ceiling (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(TO, '2032-02-29', '2031-12-31', '2031-01-01'), (seed, today) => {
        const rookie = generateRookie(seededRng(seed), today);
        const age = ageOn(rookie.dob, today)!;
        expect(age).toBeGreaterThanOrEqual(ROOKIES.ageMin);
        expect(age).toBeLessThanOrEqual(ROOKIES.ageMax);
        expect(rookie.status).toBe('UNSIGNED');
        expect(rookie.popularity).toBeLessThanOrEqual(ROOKIES.popularityMax);
        expect(rookie.points).toBeLessThanOrEqual(ROOKIES.pointsMax);
        expect(rookie.potential).toBeGreaterThan(rookie.points);
        expect(rookie.potential).toBeLessThanOrEqual(100);
        expect(rookie.name.trim()).not.toBe('');
        expect(rookie.billedFrom).not.toBe('');
        expect(rookie.wins + rookie.losses + rookie.draws).toBe(0);
      }),
      { numRuns: 500 },
    );
    const potentials = Array.from({ length: 200 }, (_, seed) => generateRookie(seededRng(seed), TO).potential);
    expect(potentials.filter((p) => p >= ROOKIES.highPotential[0]).length).toBeGreaterThan(15);
  });

  it('draws ages within 19–26, most of them 23 or more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const age = ageDraw(seededRng(seed));
        expect(Number.isInteger(age)).toBe(true);
        expect(age).toBeGreaterThanOrEqual(ROOKIES.ageMin);
        expect(age).toBeLessThanOrEqual(ROOKIES.ageMax);
      }),
      { numRuns: 500 },
    );
    const rng = seededRng(11);
    const ages = Array.from({ length: 2_000 }, () => ageDraw(rng));
    const mean = ages.reduce((a, b) => a + b, 0) / ages.length;
    // The oldest of four: about 24.9 on average, fifteen in sixteen 23 or more.
    expect(mean).toBeGreaterThan(24.5);
    expect(mean).toBeLessThan(25.2);
    expect(ages.filter((age) => age >= 23).length / ages.length).toBeGreaterThan(0.9);
    // The youngest age still comes when every draw is low (one in 4,096).
    expect(ageDraw(sequenceRng(Array.from({ length: ROOKIES.ageDraws }, () => 0)))).toBe(ROOKIES.ageMin);
  });

  it('is older, never younger, when any draw is higher (monotonicity, property)', () => {
    const draw = fc.double({ min: 0, max: 0.999, noNaN: true });
    fc.assert(
      fc.property(draw, draw, draw, draw, draw, (a, b, c, d, e) => {
        const [low, high] = a <= c ? [a, c] : [c, a];
        for (let at = 0; at < ROOKIES.ageDraws; at += 1) {
          const others = [b, d, e];
          const drawsWith = (x: number) => [...others.slice(0, at), x, ...others.slice(at)];
          expect(ageDraw(sequenceRng(drawsWith(high)))).toBeGreaterThanOrEqual(ageDraw(sequenceRng(drawsWith(low))));
        }
      }),
    );
  });

  it('gives a brand\'s yearly class a chance in 0–1 that grows with its roster and the days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: -7, max: 800 }), (size, more, days) => {
        const chance = classChance(size, days);
        expect(chance).toBeGreaterThanOrEqual(0);
        expect(chance).toBeLessThanOrEqual(1);
        expect(classChance(size + more, days)).toBeGreaterThanOrEqual(chance);
        expect(classChance(size, days + more)).toBeGreaterThanOrEqual(chance);
      }),
    );
    expect(classChance(40, 7)).toBeCloseTo((40 * ROOKIES.classShare * 7) / 365, 8);
    expect(classChance(40, 365)).toBe(1);
    expect(classChance(0, 7)).toBe(0);
  });

  it('takes a brand\'s yearly class in when it has room and money, and nobody when it is full', () => {
    const roster = (brandId: number, count: number, from: number) =>
      Array.from({ length: count }, (_, i) => ({ ...createWrestler({ status: 'SIGNED', brandIds: [brandId], cost: 1_000 }), id: from + i }));
    const brands = [
      { ...createBrand({ name: 'Room', companyId: 2, balance: 1e7 }), id: 2 },
      { ...createBrand({ name: 'Full', companyId: 3, balance: 1e7 }), id: 3 },
    ];
    const wrestlers = [...roster(2, 20, 1), ...roster(3, 40, 100)];
    // rng 0: both brands' draws pass (and no free agent is due: floor(4 × 7 ÷ 365 + 0) = 0).
    const next = debutsWeek.run(world({ brands, wrestlers }), () => 0);
    expect(next.arrivals).toHaveLength(1);
    expect(next.arrivals![0]).toMatchObject({ status: 'SIGNED', brandIds: [2] });
    expect(next.news).toEqual([expect.stringMatching(/^Room took .* in from its developmental intake\.$/)]);
    // A draw above the chance brings nobody.
    expect(debutsWeek.run(world({ brands, wrestlers }), () => 0.5).arrivals).toBeUndefined();
  });

  it('brings about ROOKIES.perYear a year', () => {
    const rng = seededRng(3);
    let total = 0;
    for (let week = 0; week < 52 * 10; week += 1) total += rookiesDue(rng, 7);
    expect(total / 10).toBeGreaterThan(ROOKIES.perYear - 2);
    expect(total / 10).toBeLessThan(ROOKIES.perYear + 2);
  });

  it('arrives as free agents without rivals, with a news line each', () => {
    const next = debutsWeek.run(world(), sequenceRng([0.99, ...Array.from({ length: 60 }, (_, i) => (i * 0.37) % 1)]));
    expect(next.arrivals).toHaveLength(1);
    expect(next.arrivals![0].status).toBe('UNSIGNED');
    expect(next.news[0]).toMatch(/arrives as a free agent/);
    expect(debutsWeek.run(world(), () => 0).arrivals).toBeUndefined();
  });

  it('fills each opening a retirement left with a rookie of that gender on that brand, when it has room and money', () => {
    const brands = [
      { ...createBrand({ name: 'Rich', companyId: 2, balance: 1e7 }), id: 2 },
      { ...createBrand({ name: 'Poor', companyId: 3, balance: 0 }), id: 3 },
    ];
    const openings = [{ brandId: 2, gender: 'FEMALE' as const }, { brandId: 3, gender: 'MALE' as const }];
    const next = debutsWeek.run(world({ brands, openings }), () => 0.2);
    expect(next.arrivals).toHaveLength(2);
    expect(next.arrivals![0]).toMatchObject({ gender: 'FEMALE', status: 'SIGNED', brandIds: [2], contractExpires: '2034-03-05', remainingAppearances: 156 });
    expect(next.arrivals![1]).toMatchObject({ gender: 'MALE', status: 'UNSIGNED', brandIds: [] });
    expect(next.news[0]).toMatch(/^Rich took .* in from its developmental intake\.$/);
    expect(next.openings).toEqual([]);
    const full = Array.from({ length: 40 }, (_, i) => ({ ...createWrestler({ status: 'SIGNED', brandIds: [2] }), id: i + 1 }));
    expect(canTakeIn(next.arrivals![0], brands[0], full)).toBe(false);
    // A full roster with someone who announced their retirement has room for their successor.
    const leaving = full.map((w, i) => (i === 0 ? { ...w, retiresOn: '2031-04-06' } : w));
    expect(canTakeIn(next.arrivals![0], brands[0], leaving)).toBe(true);
  });
});

describe('a rookie taken in is paid on the brand\'s scale (issue 36)', () => {
  it('earns a quarter of the brand roster\'s median wage, in tens, or their own ask when more', () => {
    const on = (id: number, cost: number) => ({ ...createWrestler({ status: 'SIGNED', brandIds: [1], cost }), id });
    const roster = [on(1, 1000), on(2, 2000), on(3, 4000)];
    const rookie = createWrestler({ cost: 150 });
    expect(paidAsRookieOf(rookie, 1, roster).cost).toBe(500);
    expect(paidAsRookieOf({ ...rookie, cost: 900 }, 1, roster).cost).toBe(900);
    expect(paidAsRookieOf(rookie, 2, roster).cost).toBe(150);
  });
});
