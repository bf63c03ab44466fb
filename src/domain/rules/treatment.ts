import { addDays } from '../dates';
import type { IsoDate } from '../entities/base';
import type { Wrestler } from '../entities/wrestler';
import { roundCents } from './finance';

// Issue 33 item 7 "no free repairs" (docs/decisions-backstage.md): Backstage's Heal is medical
// treatment. It takes damage off now, is paid by the wrestler's brand (doctors and physio, by the
// point of damage), and under living rules the wrestler then rests: out of action for the days the
// treatment takes, twice as fast as resting alone heals (1.5 a day, heal-week.ts). Classic rules
// have no time out (the spec's booker and calendar know no return dates): there it costs money only.

export const TREATMENT = {
  /** Dollars per point of damage taken off. */
  costPerPoint: 1_000,
  /** Damage treatment takes off per day out of action (living rules). */
  pointsPerDay: 3,
  /** What an injury line says of a wrestler out for treatment alone. */
  injury: 'Treatment',
} as const;

type Treated = Pick<Wrestler, 'damage' | 'injuredUntil' | 'injury'>;

export interface TreatmentPlan {
  /** Damage before and after, as stored (a value above 100 counts as 100, as the rules read it). */
  before: number;
  after: number;
  /** Damage taken off. */
  healed: number;
  /** Dollars, to the cent. */
  cost: number;
  /** Days out of action the treatment adds (0 under classic rules, or when nothing is healed). */
  daysOut: number;
  /** The return date afterwards ('' when fit): the later of the wrestler's own and the treatment's. */
  injuredUntil: IsoDate;
  injury: string;
}

/** Damage as the rules read it: 0–100, 0 for a value that is not a number. */
const readDamage = (damage: number): number => (Number.isFinite(damage) ? Math.min(100, Math.max(0, damage)) : 0);

/**
 * What treating a wrestler by `amount` (Infinity: all of it) does on `date`: never below 0 damage,
 * a cost for each point taken off and, when `living`, days out (ceil(healed ÷ pointsPerDay)).
 */
export function treatmentPlan(wrestler: Treated, amount: number, date: IsoDate, living: boolean): TreatmentPlan {
  const before = readDamage(wrestler.damage);
  const after = Math.max(0, before - Math.max(0, Number.isNaN(amount) ? 0 : amount));
  const healed = before - after;
  const cost = roundCents(healed * TREATMENT.costPerPoint);
  const daysOut = living && healed > 0 ? Math.ceil(healed / TREATMENT.pointsPerDay) : 0;
  const own = wrestler.injuredUntil && wrestler.injuredUntil > date ? wrestler.injuredUntil : '';
  const rest = daysOut > 0 ? addDays(date, daysOut) : '';
  const injuredUntil = rest > own ? rest : own;
  // An injury keeps its name; a wrestler out for treatment alone is out for "Treatment".
  const injury = own ? wrestler.injury || TREATMENT.injury : rest ? TREATMENT.injury : '';
  return { before, after, healed, cost, daysOut, injuredUntil, injury };
}

/** The wrestler as the plan leaves them (their other fields untouched). */
export const treated = <W extends Treated>(wrestler: W, plan: TreatmentPlan): W => ({
  ...wrestler,
  damage: plan.healed > 0 ? plan.after : wrestler.damage,
  injuredUntil: plan.injuredUntil,
  injury: plan.injury,
});
