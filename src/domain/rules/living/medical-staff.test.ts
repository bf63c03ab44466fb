import fc from 'fast-check';
import { addDays } from '../../dates';
import type { Stored } from '../../entities/base';
import { createBrand } from '../../entities/brand';
import { createGame } from '../../entities/game';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { isInjured } from './fitness';
import { MEDICAL_REST, MEDICAL_STAFF, medicalStaff, medicalWeek } from './medical-staff';
import { LIVING_WEEK_RULES, type WeekWorld } from './week-rules';

const DATE = '2027-03-14';
const worker = (id: number, fields: Partial<Wrestler> = {}): Stored<Wrestler> => ({
  ...createWrestler({ name: `W${id}`, status: 'SIGNED', brandIds: [1], ...fields }),
  id,
});
const roster = (size: number, fields: (id: number) => Partial<Wrestler>) => Array.from({ length: size }, (_, i) => worker(i + 1, fields(i + 1)));

function world(wrestlers: Stored<Wrestler>[], playerCompanyId: number | null = 9): WeekWorld {
  return {
    game: { ...createGame(), id: 1, playerCompanyId }, from: '2027-03-07', to: DATE, days: 7,
    wrestlers, brands: [brand(1, 1), brand(2, 9)], shows: [], championships: [], reigns: [], news: [],
  };
}
const brand = (id: number, companyId: number) => ({ ...createBrand({ name: `B${id}`, companyId }), id });

describe("a promotion's medical staff (issue 33, living week rule)", () => {
  it('clears those due back soonest when too many are out, never a long injury', () => {
    // 20 on the roster, 5 out: two light (back in 3 and 10 days), three out for months.
    const wrestlers = roster(20, (id) =>
      id === 1 ? { injuredUntil: '2027-03-24', injury: 'Bruised ribs' }
      : id === 2 ? { injuredUntil: '2027-03-17', injury: 'Sprained ankle' }
      : id <= 5 ? { injuredUntil: '2027-08-01', injury: 'Torn ACL' } : {});
    const week = medicalWeek(wrestlers, DATE, true);
    // At most 10% of 20 = 2 out: three must go, but only the two due back within 14 days can.
    expect(week.changed.map((w) => w.id)).toEqual([2, 1]);
    expect(week.changed.every((w) => w.injuredUntil === '' && w.injury === '')).toBe(true);
    expect(week.news).toEqual(['W2 is cleared early by the medical staff (sprained ankle)', 'W1 is cleared early by the medical staff (bruised ribs)']);
  });

  it('rests the most worn-down workers of a healthy rival locker room, and not the player’s', () => {
    const wrestlers = roster(40, (id) => ({ damage: id === 7 ? 90 : id === 3 ? 60 : id === 5 ? 45 : 10 }));
    const week = medicalWeek(wrestlers, DATE, true);
    // At least 5% of 40 = 2 out: the two most worn down (damage 90 and 60), not the one at 45.
    expect(week.changed.map((w) => w.id)).toEqual([7, 3]);
    expect(week.changed[0]).toMatchObject({ injury: MEDICAL_REST, injuredUntil: '2027-03-24' });
    expect(week.news[0]).toBe('W7 is rested by the medical staff for 10 days (damage 90)');
    expect(medicalWeek(wrestlers, DATE, false).changed).toEqual([]);
  });

  it('rests nobody who is fresh, whatever the share', () => {
    expect(medicalWeek(roster(30, () => ({ damage: MEDICAL_STAFF.restDamage - 1 })), DATE, true).changed).toEqual([]);
  });

  it('runs per promotion in the week, resting only in rival promotions, and is one of the living week rules', () => {
    const rival = roster(20, () => ({ damage: 70 }));
    const mine = roster(20, () => ({ damage: 70, brandIds: [2] })).map((w) => ({ ...w, id: w.id + 100 }));
    const next = medicalStaff.run(world([...rival, ...mine]));
    expect(next.wrestlers.filter((w) => w.injury === MEDICAL_REST).map((w) => w.id)).toEqual([1]);
    // Without rivals the player runs every promotion: nobody is rested.
    expect(medicalStaff.run(world([...rival, ...mine], null)).wrestlers.some((w) => w.injury === MEDICAL_REST)).toBe(false);
    expect(LIVING_WEEK_RULES.map((rule) => rule.name)).toContain('medical staff');
  });

  it('keeps the world itself when nothing changes', () => {
    const calm = world(roster(20, (id) => (id <= 1 ? { injuredUntil: '2027-04-30', injury: 'Torn bicep' } : {})));
    expect(medicalStaff.run(calm)).toBe(calm);
  });

  it('property: only moves the number out towards the band, and never past its edge', () => {
    const person = fc.record({
      damage: fc.integer({ min: 0, max: 100 }),
      out: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(person, { minLength: 1, maxLength: 60 }), fc.boolean(), (people, mayRest) => {
        const wrestlers = people.map((p, i) => worker(i + 1, { damage: p.damage, ...(p.out === null ? {} : { injuredUntil: addDays(DATE, p.out), injury: 'Torn bicep' }) }));
        const outOf = (list: readonly Wrestler[]) => list.filter((w) => isInjured(w, DATE)).length;
        const before = outOf(wrestlers);
        const changed = new Map(medicalWeek(wrestlers, DATE, mayRest).changed.map((w) => [w.id, w]));
        const after = outOf(wrestlers.map((w) => changed.get(w.id) ?? w));
        const most = Math.floor(MEDICAL_STAFF.ceiling * wrestlers.length);
        const least = Math.ceil(MEDICAL_STAFF.floor * wrestlers.length);
        if (before > most) {
          expect(after).toBeLessThanOrEqual(before);
          expect(after).toBeGreaterThanOrEqual(most);
        } else if (before < least) {
          expect(after).toBeGreaterThanOrEqual(before);
          expect(after).toBeLessThanOrEqual(mayRest ? least : before);
        } else expect(after).toBe(before);
      }),
    );
  });
});

