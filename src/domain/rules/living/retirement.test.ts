import fc from 'fast-check';
import { addDays } from '../../dates';
import { createChampionship } from '../../entities/championship';
import { createGame } from '../../entities/game';
import { createReign } from '../../entities/reign';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { seededRng } from '../test-rng';
import { profileOf } from './aging';
import { chanceOver, isLegend, retirementChance, retirementsWeek, RETIREMENT } from './retirement';
import type { WeekWorld } from './week-world';
import { LIVING_WEEK_RULES } from './week-rules';

const TO = '2030-06-08';
const bornYearsBefore = (age: number): string => addDays(TO, -Math.round(age * 365.25) - 2);

const person = (id: number, stats: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: `W${id}`, dob: bornYearsBefore(30), brandIds: [1], status: 'SIGNED', contractExpires: '2031-01-01', ...stats }),
  id,
});

const world = (wrestlers: WeekWorld['wrestlers'], extra: Partial<WeekWorld> = {}): WeekWorld => ({
  game: { ...createGame({ rules: 'living', date: '2030-06-01' }), id: 1 },
  from: '2030-06-01', to: TO, days: 7, wrestlers, brands: [], shows: [], championships: [], reigns: [], news: [], ...extra,
});

describe('retirements (living rule, issue 36)', () => {
  it('grows the chance with the years into the decline, damage and unhappiness', () => {
    const profile = profileOf(1);
    const calm = { damage: 0, morale: 50 };
    expect(retirementChance(calm, profile, profile.declineAge - 3)).toBe(0);
    expect(retirementChance(calm, profile, profile.declineAge)).toBeCloseTo(RETIREMENT.base, 5);
    expect(retirementChance(calm, profile, profile.declineAge + 6)).toBeGreaterThan(retirementChance(calm, profile, profile.declineAge + 3));
    expect(retirementChance({ damage: 60, morale: 50 }, profile, profile.declineAge + 3)).toBeGreaterThan(retirementChance(calm, profile, profile.declineAge + 3));
    expect(retirementChance({ damage: 0, morale: 5 }, profile, profile.declineAge + 3)).toBeGreaterThan(retirementChance({ damage: 0, morale: 95 }, profile, profile.declineAge + 3));
    expect(chanceOver(0.5, 365)).toBeCloseTo(0.5, 5);
    expect(chanceOver(0.5, 0)).toBe(0);
  });

  it('keeps the chance within 0–1, never lower with more years, more damage or less morale (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }), fc.double({ min: 15, max: 70, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }),
        fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }),
        (id, age, older, damage, morale, more) => {
          const profile = profileOf(id);
          const chance = retirementChance({ damage, morale }, profile, age);
          expect(chance).toBeGreaterThanOrEqual(0);
          expect(chance).toBeLessThanOrEqual(1);
          expect(retirementChance({ damage, morale }, profile, age + older)).toBeGreaterThanOrEqual(chance);
          expect(retirementChance({ damage: Math.min(100, damage + more), morale }, profile, age)).toBeGreaterThanOrEqual(chance);
          expect(retirementChance({ damage, morale: Math.max(0, morale - more) }, profile, age)).toBeGreaterThanOrEqual(chance);
        },
      ),
    );
  });

  it('leaves most careers to run past 40: a few percent a year in the decline\'s first years, most only after six', () => {
    const profile = { primeAge: 28, declineAge: 35, pace: 1 };
    const calm = { damage: 0, morale: 50 };
    expect(retirementChance(calm, profile, 35)).toBeCloseTo(0.015, 5);
    expect(retirementChance(calm, profile, 38)).toBeLessThan(0.06);
    expect(retirementChance(calm, profile, 41)).toBeGreaterThan(0.15);
    expect(retirementChance(calm, profile, 44)).toBeGreaterThan(0.5);
    expect(retirementChance(calm, profile, 60)).toBeCloseTo(RETIREMENT.cap, 5);
  });

  it('announces weeks ahead (the news line is careerNewsOfWeek\'s: the rule writes none to world.news, read by nothing)', () => {
    const veteran = person(1, { dob: bornYearsBefore(60) });
    const next = retirementsWeek.run(world([veteran, person(2, { dob: bornYearsBefore(21) })]), () => 0);
    const announced = next.wrestlers[0];
    expect(announced.retiresOn).toBe(addDays(TO, RETIREMENT.noticeMinWeeks * 7));
    expect(announced.retired).toBe(false);
    expect(next.wrestlers[1].retiresOn).toBe('');
    expect(next.news).toEqual([]);
    // The announcement opens the veteran's place on brand 1 for a rookie (rookies.ts), weeks before the day.
    expect(next.openings).toEqual([{ brandId: 1, gender: 'MALE' }]);
  });

  it('opens no place for a free agent who announces, nor for one who already announced', () => {
    const free = person(1, { dob: bornYearsBefore(60), status: 'UNSIGNED', brandIds: [] });
    const announced = person(2, { dob: bornYearsBefore(60), retiresOn: addDays(TO, 14) });
    const next = retirementsWeek.run(world([free, announced]), () => 0);
    expect(next.wrestlers[0].retiresOn).not.toBe('');
    expect(next.openings).toEqual([]);
  });

  it('retires on the day: no longer active or signed, the title vacated, a legend in the Hall of Fame', () => {
    const champion = person(1, { dob: bornYearsBefore(45), retiresOn: TO, wins: 420, losses: 200, draws: 4, popularity: 80 });
    const title = { ...createChampionship({ name: 'World Title', wrestlerIds: [1] }), id: 5 };
    const reign = { ...createReign({ championshipId: 5, wrestlerIds: [1], startDate: '2029-01-01' }), id: 9 };
    const next = retirementsWeek.run(world([champion], { championships: [title], reigns: [reign] }), () => 0.99);
    const retired = next.wrestlers[0];
    expect(retired).toMatchObject({ retired: true, active: false, status: 'UNSIGNED', brandIds: [], retiresOn: TO });
    expect(next.championships[0].wrestlerIds).toEqual([]);
    expect(next.reigns[0].endDate).toBe(TO);
    expect(next.game.hallOfFame).toEqual([{ wrestlerId: 1, year: 2030, reason: 'Retired at 45: 420–200–4 (wins–losses–draws), popularity 80' }]);
    // The place was opened when the retirement was announced, not again on the day.
    expect(next.openings ?? []).toEqual([]);
    expect(next.news).toEqual([]);
  });

  it('keeps a journeyman out of the Hall of Fame', () => {
    expect(isLegend({ wins: 90, popularity: 85 })).toBe(false);
    expect(isLegend({ wins: 350, popularity: 70 })).toBe(false);
    expect(isLegend({ wins: 420, popularity: 75 })).toBe(true);
    expect(isLegend({ wins: 600, popularity: 10 })).toBe(true);
    const next = retirementsWeek.run(world([person(1, { retiresOn: TO, wins: 40 })]), () => 0.99);
    expect(next.game.hallOfFame).toEqual([]);
  });

  it('never announces for staff, the retired or the young, and the same seed decides the same (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.array(fc.double({ min: 19, max: 65, noNaN: true }), { minLength: 1, maxLength: 20 }), (seed, ages) => {
        const roster = ages.map((age, i) => person(i + 1, { dob: bornYearsBefore(age) }));
        const staff = person(99, { dob: bornYearsBefore(70), role: 'REFEREE' });
        const once = retirementsWeek.run(world([...roster, staff]), seededRng(seed));
        const again = retirementsWeek.run(world([...roster, staff]), seededRng(seed));
        expect(once.wrestlers.map((w) => w.retiresOn)).toEqual(again.wrestlers.map((w) => w.retiresOn));
        expect(once.wrestlers.at(-1)!.retiresOn).toBe('');
        once.wrestlers.forEach((w, i) => {
          if (i < ages.length && ages[i] < profileOf(i + 1).declineAge - RETIREMENT.earliestBefore) expect(w.retiresOn).toBe('');
        });
      }),
    );
  });

  it('takes effect before the rivalries rule (a retired wrestler\'s rivalry ends that week) and announces after the market', () => {
    const names = LIVING_WEEK_RULES.map((rule) => rule.name);
    expect(names.indexOf('retirements take effect')).toBeLessThan(names.indexOf('rivalries'));
    expect(names.indexOf('retirements announced')).toBeGreaterThan(names.indexOf('talent market'));
  });
});
