import fc from 'fast-check';
import { addDays } from '../../dates';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { careerStage, profileOf } from './aging';
import { ROOKIES } from './rookies';
import { pushedStat, rosterMomentum, seededPotential, STAR_POWER, starPowerOf, starPowerWeek } from './star-power';

const ON = '2030-06-01';
const bornYearsBefore = (age: number): string => addDays(ON, -Math.round(age * 365.25));

const wrestler = (stats: Partial<Wrestler> & { id?: number }) => ({
  ...createWrestler({ points: 50, charisma: 50, popularity: 50, morale: 50, stamina: 90, pointsLevel: 50, popularityLevel: 50, dob: bornYearsBefore(33), ...stats }),
  id: stats.id ?? 7,
});

/** An id whose profile is still growing at `age`. */
const growingId = (age: number): number => {
  for (let id = 1; id < 500; id += 1) if (careerStage(profileOf(id), age) === 'growth') return id;
  throw new Error('no growing profile');
};

describe('momentum makes stars (living week rule, issue 36)', () => {
  it('moves popularity, charisma and morale with momentum, up for a hot wrestler and down for a cold one', () => {
    const hot = starPowerOf(wrestler({ momentum: 60 }), ON, 7);
    expect(hot.popularity).toBeCloseTo(50 + STAR_POWER.popularityPerWeek * 0.6 * 0.5, 2);
    expect(hot.charisma).toBeCloseTo(50 + STAR_POWER.standingPerWeek * 0.6 * 0.5, 2);
    expect(hot.morale).toBeGreaterThan(50);
    const cold = starPowerOf(wrestler({ momentum: -60 }), ON, 7);
    expect(cold.popularity).toBeLessThan(50);
    expect(cold.charisma).toBeLessThan(50);
    expect(cold.morale).toBeLessThan(50);
  });

  it('moves the popularity level with popularity, so the fade keeps what a run earned', () => {
    const hot = starPowerOf(wrestler({ momentum: 80, popularity: 40, popularityLevel: 35 }), ON, 14);
    expect(hot.popularityLevel - 35).toBeCloseTo(hot.popularity - 40, 2);
  });

  it('leaves a steady wrestler, staff and the retired alone (the same object)', () => {
    const steady = wrestler({ momentum: 0 });
    expect(starPowerOf(steady, ON, 7)).toBe(steady);
    const referee = wrestler({ momentum: 50, role: 'REFEREE' });
    expect(starPowerOf(referee, ON, 7)).toBe(referee);
    const retired = wrestler({ momentum: 50, retired: true });
    expect(starPowerOf(retired, ON, 7)).toBe(retired);
  });

  it('grows a hot youngster toward the potential faster, never past it; a veteran does not grow', () => {
    const id = growingId(22);
    const young = wrestler({ id, dob: bornYearsBefore(22), points: 40, pointsLevel: 40, potential: 90, momentum: 50 });
    const grown = starPowerOf(young, ON, 365);
    expect(grown.points).toBeGreaterThan(40);
    expect(grown.points).toBeLessThanOrEqual(90);
    expect(grown.pointsLevel - 40).toBeCloseTo(grown.points - 40, 2);
    const veteran = starPowerOf(wrestler({ dob: bornYearsBefore(40), points: 40, potential: 90, momentum: 50 }), ON, 365);
    expect(veteran.points).toBe(40);
  });

  it('gives a youngster without a potential one from their id (a rookie\'s ranges, never under their points), once', () => {
    const id = growingId(24);
    const young = wrestler({ id, dob: bornYearsBefore(24), points: 43, potential: -1 });
    const after = starPowerOf(young, ON, 7);
    expect(after.potential).toBe(seededPotential(young));
    expect(starPowerOf(after, ON, 7)).toBe(after);
    // The prime and the decline never read it: a veteran keeps "today's level".
    expect(starPowerOf(wrestler({ dob: bornYearsBefore(40), potential: -1 }), ON, 7).potential).toBe(-1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 100, noNaN: true }), (anyId, points) => {
        const potential = seededPotential({ id: anyId, points });
        expect(potential).toBeGreaterThanOrEqual(Math.max(ROOKIES.potential[0], Math.round(points)));
        expect(potential).toBeLessThanOrEqual(Math.max(ROOKIES.highPotential[1], Math.round(points)));
        expect(seededPotential({ id: anyId, points })).toBe(potential);
      }),
    );
    const high = Array.from({ length: 400 }, (_, i) => seededPotential({ id: i + 1, points: 0 })).filter((p) => p >= ROOKIES.highPotential[0]).length;
    expect(high / 400).toBeGreaterThan(0.15);
    expect(high / 400).toBeLessThan(0.35);
  });

  it('reads momentum against the roster: the hotter rise, the colder fall, a roster as hot as itself stays', () => {
    const signed = (id: number, brandId: number, momentum: number) => wrestler({ id, status: 'SIGNED', brandIds: [brandId], momentum });
    const wrestlers = [signed(1, 1, 40), signed(2, 1, 0), signed(3, 2, 30), signed(4, 2, 30)];
    expect(rosterMomentum(wrestlers)).toEqual(new Map([[1, 20], [2, 30]]));
    const next = starPowerWeek.run({ to: ON, days: 7, wrestlers }).wrestlers;
    expect(next[0].popularity).toBeGreaterThan(50);
    expect(next[1].popularity).toBeLessThan(50);
    // A whole roster equally hot (its shows rate well or badly alike) does not drift as a whole.
    expect(next[2]).toBe(wrestlers[2]);
    expect(next[3]).toBe(wrestlers[3]);
  });

  const stat = fc.double({ min: -20, max: 130, noNaN: true });
  const input = fc.record({
    id: fc.integer({ min: 1, max: 5000 }),
    age: fc.double({ min: 17, max: 60, noNaN: true }),
    points: stat,
    popularity: stat,
    charisma: stat,
    morale: stat,
    popularityLevel: fc.double({ min: -1, max: 100, noNaN: true }),
    potential: fc.integer({ min: -1, max: 100 }),
    momentum: fc.double({ min: -150, max: 150, noNaN: true }),
    days: fc.integer({ min: 1, max: 28 }),
  });
  const make = ({ id, age, ...rest }: { id: number; age: number } & Partial<Wrestler>) => wrestler({ id, dob: bornYearsBefore(age), pointsLevel: 50, ...rest });

  it('keeps every stat it moves within 0\u2013100 (property)', () => {
    fc.assert(
      fc.property(input, (values) => {
        const before = make(values);
        const next = starPowerOf(before, ON, values.days);
        for (const key of ['points', 'popularity', 'charisma', 'morale', 'pointsLevel', 'popularityLevel'] as const) {
          if (next[key] === before[key]) continue;
          expect(next[key]).toBeGreaterThanOrEqual(0);
          expect(next[key]).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('moves every stat the way momentum points, more for more momentum (property)', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 100, noNaN: true }), (values, extra) => {
        const clamp = (v: number) => Math.round(Math.max(0, Math.min(100, v)) * 100) / 100;
        const before = make({ ...values, points: clamp(values.points), popularity: clamp(values.popularity), charisma: clamp(values.charisma), morale: clamp(values.morale) });
        const next = starPowerOf(before, ON, values.days);
        const hotter = starPowerOf({ ...before, momentum: Math.min(100, Math.max(-100, values.momentum)) + extra }, ON, values.days);
        for (const key of ['popularity', 'charisma', 'morale'] as const) {
          if (values.momentum > 0) expect(next[key]).toBeGreaterThanOrEqual(before[key]);
          if (values.momentum < 0) expect(next[key]).toBeLessThanOrEqual(before[key]);
          expect(hotter[key]).toBeGreaterThanOrEqual(next[key] - 0.01);
        }
        // Points only ever grow here (a hot youngster's growth), never fall.
        expect(next.points).toBeGreaterThanOrEqual(before.points);
        // Growth never takes points past the potential (or lowers them).
        if (values.potential >= 0) expect(next.points).toBeLessThanOrEqual(Math.max(before.points, values.potential));
      }),
    );
  });

  it('does not drift: a wrestler as hot as their roster stays as they are, however long (property)', () => {
    fc.assert(
      fc.property(input, (values) => {
        const before = make(values);
        const baseline = Math.max(-100, Math.min(100, values.momentum));
        const after = starPowerOf(before, ON, values.days * 52, baseline);
        // Nothing moves but a missing potential, set once.
        expect({ ...after, potential: before.potential }).toEqual(before);
        if (values.potential >= 0) expect(after).toBe(before);
      }),
    );
  });

  it('moves a roster\'s mean popularity by at most half a step a week, however its momentum is spread (property)', () => {
    const roster = fc.array(fc.record({ momentum: fc.double({ min: -100, max: 100, noNaN: true }), popularity: fc.double({ min: 0, max: 100, noNaN: true }) }), { minLength: 2, maxLength: 30 });
    fc.assert(
      fc.property(roster, (members) => {
        let wrestlers = members.map((m, i) => wrestler({ id: i + 1, status: 'SIGNED', brandIds: [1], momentum: m.momentum, popularity: Math.round(m.popularity * 100) / 100, popularityLevel: 50 }));
        const mean = (list: typeof wrestlers) => list.reduce((sum, w) => sum + w.popularity, 0) / list.length;
        const start = mean(wrestlers);
        for (let week = 0; week < 52; week += 1) wrestlers = starPowerWeek.run({ to: ON, days: 7, wrestlers }).wrestlers;
        // Read against the roster's mean, the rises and falls offset: only the room left (a rise from
        // 0 is not matched by a fall from 0) moves the mean, at most half a full step a week.
        expect(Math.abs(mean(wrestlers) - start)).toBeLessThanOrEqual(STAR_POWER.popularityPerWeek * 52 * 0.5);
      }),
    );
  });

  it('never pushes a stat past its edge, however hot or cold (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (value, push, step) => {
        const next = pushedStat(value, push, step);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(100);
      }),
    );
  });
});
