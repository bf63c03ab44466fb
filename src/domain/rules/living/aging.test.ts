import fc from 'fast-check';
import { addDays } from '../../dates';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { ageWrestler, agingWeek, AGING, careerStage, declinePerYear, potentialOf, profileOf, staminaCeiling } from './aging';

const ON = '2030-06-01';
/** A date of birth making the wrestler `age` years old on ON. */
const bornYearsBefore = (age: number): string => addDays(ON, -Math.round(age * 365.25));

const wrestler = (stats: Partial<Wrestler> & { id?: number }) => ({
  ...createWrestler({ points: 60, charisma: 60, popularity: 50, morale: 50, stamina: 90, pointsLevel: 60, ...stats }),
  id: stats.id ?? 7,
});

describe('careers by age (living rule, issue 36)', () => {
  it('draws each profile from the id alone, within its ranges', () => {
    expect(profileOf(12)).toEqual(profileOf(12));
    for (let id = 1; id <= 200; id += 1) {
      const { primeAge, declineAge, pace } = profileOf(id);
      expect(primeAge).toBeGreaterThanOrEqual(AGING.primeFrom);
      expect(primeAge).toBeLessThanOrEqual(AGING.primeFrom + AGING.primeSpread);
      expect(declineAge).toBeGreaterThanOrEqual(AGING.declineFrom);
      expect(declineAge).toBeLessThanOrEqual(AGING.declineFrom + AGING.declineSpread);
      expect(pace).toBeGreaterThanOrEqual(AGING.paceMin);
      expect(pace).toBeLessThanOrEqual(AGING.paceMin + AGING.paceSpread);
    }
    // Paces vary from one wrestler to another.
    expect(new Set(Array.from({ length: 50 }, (_, i) => profileOf(i + 1).pace)).size).toBeGreaterThan(20);
  });

  it('reads an unset potential from the stats, a stored one as it is', () => {
    expect(potentialOf(wrestler({ points: 55, potential: -1, inRingSkill: -1, stamina: 90 }))).toBe(66);
    expect(potentialOf(wrestler({ points: 55, potential: 80 }))).toBe(80);
  });

  it('grows a young wrestler toward the potential, moving the fade\u2019s anchor with the points', () => {
    const young = wrestler({ dob: bornYearsBefore(20), points: 30, pointsLevel: 30, potential: 80 });
    const older = ageWrestler(young, ON, 365);
    expect(older.points).toBeCloseTo(30 + 50 * AGING.growthPerYear, 0);
    expect(older.pointsLevel).toBeCloseTo(older.points, 5);
  });

  it('grows a young wrestler\u2019s charisma toward the potential at half the pace of the points', () => {
    const young = wrestler({ dob: bornYearsBefore(20), points: 30, charisma: 20, potential: 80 });
    const older = ageWrestler(young, ON, 365);
    expect(older.charisma).toBeCloseTo(20 + 60 * AGING.growthPerYear * AGING.charismaGrowthShare, 1);
    expect(ageWrestler({ ...young, charisma: 90 }, ON, 365).charisma).toBe(90);
    // A day's growth on a tiny charisma rounds to nothing, never below it (fast-check found 5e-324 → 0).
    expect(ageWrestler({ ...young, charisma: 5e-324, potential: 1 }, ON, 1).charisma).toBe(5e-324);
  });

  it('holds in the prime', () => {
    const profile = profileOf(7);
    const prime = wrestler({ dob: bornYearsBefore((profile.primeAge + profile.declineAge) / 2) });
    expect(careerStage(profile, (profile.primeAge + profile.declineAge) / 2)).toBe('prime');
    expect(ageWrestler(prime, ON, 7)).toBe(prime);
  });

  it('declines in-ring first, stamina\u2019s ceiling next, charisma last', () => {
    const profile = profileOf(7);
    const early = wrestler({ dob: bornYearsBefore(profile.declineAge + 1), stamina: 100 });
    const aged = ageWrestler(early, ON, 365);
    expect(aged.points).toBeLessThan(60);
    expect(aged.stamina).toBeLessThan(100);
    expect(aged.charisma).toBe(60);
    const late = ageWrestler(wrestler({ dob: bornYearsBefore(profile.declineAge + AGING.charismaHolds + 1) }), ON, 365);
    expect(late.charisma).toBeLessThan(60);
    expect(declinePerYear(profile, profile.declineAge + 10)).toBeGreaterThan(declinePerYear(profile, profile.declineAge + 1));
    expect(staminaCeiling(profile, profile.declineAge + 60)).toBe(AGING.staminaFloor);
  });

  it('leaves staff, the retired and those without a date of birth alone', () => {
    const old = bornYearsBefore(60);
    for (const w of [wrestler({ dob: old, role: 'REFEREE' }), wrestler({ dob: old, retired: true }), wrestler({ dob: '' })]) {
      expect(ageWrestler(w, ON, 7)).toBe(w);
    }
  });

  it('runs as a week rule over every wrestler', () => {
    const old = wrestler({ dob: bornYearsBefore(50) });
    const next = agingWeek.run({ to: ON, days: 7, wrestlers: [old] });
    expect(next.wrestlers[0].points).toBeLessThan(old.points);
  });

  const stats = fc.record({
    id: fc.integer({ min: 1, max: 5000 }),
    age: fc.double({ min: 15, max: 70, noNaN: true }),
    points: fc.double({ min: -20, max: 130, noNaN: true }),
    stamina: fc.double({ min: -20, max: 130, noNaN: true }),
    charisma: fc.double({ min: -20, max: 130, noNaN: true }),
    inRingSkill: fc.integer({ min: -1, max: 100 }),
    potential: fc.integer({ min: -1, max: 100 }),
    days: fc.integer({ min: 1, max: 400 }),
  });

  it('keeps every stat it moves within 0\u2013100 (property)', () => {
    fc.assert(
      fc.property(stats, ({ id, age, points, stamina, charisma, inRingSkill, potential, days }) => {
        const next = ageWrestler(wrestler({ id, dob: bornYearsBefore(age), points, stamina, charisma, inRingSkill, potential }), ON, days);
        for (const value of [next.points, next.stamina, next.charisma, next.pointsLevel]) {
          if (value === points || value === stamina || value === charisma) continue;
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
        expect(next.inRingSkill).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never raises a stat in the decline, and never grows one past the potential (property)', () => {
    fc.assert(
      fc.property(stats, ({ id, age, points, stamina, charisma, inRingSkill, potential, days }) => {
        const before = wrestler({ id, dob: bornYearsBefore(age), points: Math.max(0, Math.min(100, points)), stamina: Math.max(0, Math.min(100, stamina)), charisma: Math.max(0, Math.min(100, charisma)), inRingSkill, potential });
        const next = ageWrestler(before, ON, days);
        const stage = careerStage(profileOf(id), (Date.parse(ON) - Date.parse(before.dob)) / (365.25 * 86_400_000));
        if (stage === 'decline') {
          expect(next.points).toBeLessThanOrEqual(before.points);
          expect(next.stamina).toBeLessThanOrEqual(before.stamina);
          expect(next.charisma).toBeLessThanOrEqual(before.charisma);
          expect(next.inRingSkill).toBeLessThanOrEqual(before.inRingSkill);
        } else {
          expect(next.points).toBeLessThanOrEqual(Math.max(before.points, potentialOf(before)));
          expect(next.stamina).toBe(before.stamina);
          // Charisma only grows while young, never past the potential (or where it already stood).
          expect(next.charisma).toBeGreaterThanOrEqual(before.charisma);
          expect(next.charisma).toBeLessThanOrEqual(Math.max(before.charisma, potentialOf(before)));
          if (stage === 'prime') expect(next.charisma).toBe(before.charisma);
        }
      }),
    );
  });
});
