import fc from 'fast-check';
import { addDays } from '../dates';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { HEALING } from './living/heal-week';
import { treated, treatmentPlan, TREATMENT } from './treatment';

const hurt = (fields: Partial<Wrestler> = {}) => createWrestler({ name: 'Bo', damage: 75, ...fields });
const DAY = '2027-03-01';

describe('treatment: healing that costs money and time (issue 33)', () => {
  it('takes the damage off now, charges each point and, under living rules, rests the wrestler', () => {
    const plan = treatmentPlan(hurt(), 25, DAY, true);
    expect(plan).toMatchObject({ before: 75, after: 50, healed: 25, cost: 25 * TREATMENT.costPerPoint, daysOut: 9, injuredUntil: addDays(DAY, 9), injury: 'Treatment' });
    expect(treated(hurt(), plan)).toMatchObject({ damage: 50, injuredUntil: addDays(DAY, 9), injury: 'Treatment' });
  });

  it('is faster than resting alone, so paying buys time', () => {
    const plan = treatmentPlan(hurt({ damage: 70 }), Number.POSITIVE_INFINITY, DAY, true);
    expect(plan.after).toBe(0);
    expect(plan.daysOut).toBeLessThan(70 / HEALING.perDayResting);
  });

  it('costs money only under classic rules, whose calendar knows no time out', () => {
    expect(treatmentPlan(hurt(), 10, DAY, false)).toMatchObject({ healed: 10, cost: 10_000, daysOut: 0, injuredUntil: '', injury: '' });
  });

  it('keeps an injury that lasts longer, and its name', () => {
    const injured = hurt({ injuredUntil: '2027-06-01', injury: 'Torn ACL' });
    expect(treatmentPlan(injured, 5, DAY, true)).toMatchObject({ injuredUntil: '2027-06-01', injury: 'Torn ACL', cost: 5_000 });
    const soon = hurt({ injuredUntil: '2027-03-02', injury: 'Sprained wrist' });
    expect(treatmentPlan(soon, 30, DAY, true)).toMatchObject({ injuredUntil: addDays(DAY, 10), injury: 'Sprained wrist' });
  });

  it('charges nothing and rests nobody when there is no damage', () => {
    expect(treatmentPlan(hurt({ damage: 0 }), 25, DAY, true)).toMatchObject({ healed: 0, cost: 0, daysOut: 0, injuredUntil: '' });
  });

  it('stays within bounds: damage 0–100 afterwards, cost and time rise with what is healed (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 300, noNaN: true }), fc.double({ min: 0, max: 200, noNaN: true }), fc.double({ min: 0, max: 200, noNaN: true }), (damage, a, b) => {
        const [small, big] = a <= b ? [a, b] : [b, a];
        const less = treatmentPlan(hurt({ damage }), small, DAY, true);
        const more = treatmentPlan(hurt({ damage }), big, DAY, true);
        expect(more.after).toBeGreaterThanOrEqual(0);
        expect(more.after).toBeLessThanOrEqual(100);
        expect(more.healed).toBeGreaterThanOrEqual(less.healed);
        expect(more.cost).toBeGreaterThanOrEqual(less.cost);
        expect(more.daysOut).toBeGreaterThanOrEqual(less.daysOut);
        expect(more.cost).toBeCloseTo(more.healed * TREATMENT.costPerPoint, 2);
      }),
    );
  });
});
