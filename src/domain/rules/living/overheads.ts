import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import { roundCents } from '../finance';
import { chargeBrands } from './brand-charges';
import type { MoneyWorld } from './money-world';

// Issue 15 (living rules): running a brand costs money every week, shows or not: an office and crew
// (a fixed amount), and an office that spends part of what it has (travel, marketing, bigger crews).
// The second part is why a rich brand does not grow without end; a brand in the red cuts it to 0.

/** The office and crew, each week. */
export const OFFICE_COST = 40_000;
/** The share of a positive balance spent each week. */
export const SPENDING_SHARE = 0.2;

export interface Overheads {
  office: number;
  spending: number;
  total: number;
}

/** One brand's overheads this week. */
export function weeklyOverheads(brand: Pick<Brand, 'balance'>): Overheads {
  const balance = Number.isFinite(brand.balance) ? brand.balance : 0;
  const spending = roundCents(Math.max(0, balance) * SPENDING_SHARE);
  return { office: OFFICE_COST, spending, total: roundCents(OFFICE_COST + spending) };
}

/** The week rule: every brand pays its overheads. */
export const weeklyOverheadsRule = {
  name: 'weekly overheads',
  run: <W extends MoneyWorld>(world: W): W => ({
    ...world,
    brands: chargeBrands(world.brands, new Map(world.brands.map((brand: Stored<Brand>) => [brand.id, weeklyOverheads(brand).total]))),
  }),
};
