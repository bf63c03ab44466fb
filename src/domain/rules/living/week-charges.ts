import { addDays, isIsoDate } from '../../dates';
import type { IsoDate } from '../../entities/base';
import type { Rng } from '../rng';
import { difficultyCostsRule } from './difficulty-costs';
import { weeklyOverheadsRule } from './overheads';
import { redBalances } from './red-weeks';
import { weeklyRetainers } from './wages';
import type { WeekWorld } from './week-world';

// Issue 33: every weekly charge is made once per week, whatever moves the date. The Game keeps the
// day the charges are paid up to (`paidThrough`); a move forward charges each seven days it newly
// passes, in order (a 14-day step pays two weeks, a 1-day step one week in seven), and a date set
// back and moved forward again passes nothing new, so nothing is charged twice.

export const WEEK_DAYS = 7;

/** The charges of one week, in order: wages, the difficulty's share, the overheads, then what the red costs. */
export const WEEKLY_CHARGE_RULES: readonly { name: string; run: (world: WeekWorld, rng: Rng) => WeekWorld }[] = [
  weeklyRetainers, difficultyCostsRule, weeklyOverheadsRule, redBalances,
];

export interface ChargeWeeks {
  /** The last day of each week now due, oldest first (each week runs from 7 days before it). */
  weeks: IsoDate[];
  /** The day the charges are paid up to after them. */
  paidThrough: IsoDate;
}

/**
 * The weeks due when the date moves to `to`: from the day paid up to (the move's start when
 * nothing was paid yet), each full seven days up to `to`.
 */
export function chargeWeeks(paidThrough: IsoDate, from: IsoDate, to: IsoDate): ChargeWeeks {
  // A day paid up to that is no date (a hand-edited save) counts as nothing paid yet.
  let paid = isIsoDate(paidThrough) ? paidThrough : from;
  const weeks: IsoDate[] = [];
  if (!isIsoDate(paid) || !isIsoDate(to)) return { weeks, paidThrough };
  // Dates compare as ISO strings; the bound keeps a corrupt date from looping for ever.
  for (let next = addDays(paid, WEEK_DAYS); next <= to && weeks.length < 10_000; next = addDays(next, WEEK_DAYS)) {
    weeks.push(next);
    paid = next;
  }
  return { weeks, paidThrough: paid };
}

/** The living week's rule: each week due pays its charges (written to the brands' ledgers), and the Game remembers it. */
export const weeklyCharges = {
  name: 'weekly charges',
  run: (world: WeekWorld, rng: Rng): WeekWorld => {
    const due = chargeWeeks(world.game.paidThrough, world.from, world.to);
    const charged = due.weeks.reduce(
      (next, end) => WEEKLY_CHARGE_RULES.reduce((week, rule) => rule.run(week, rng), { ...next, from: addDays(end, -WEEK_DAYS), to: end }),
      world,
    );
    return { ...charged, from: world.from, to: world.to, game: { ...charged.game, paidThrough: due.paidThrough } };
  },
};
