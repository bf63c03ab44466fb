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

/**
 * The share of a red balance the owner covers each week (issue 15 tuning): without it a brand
 * whose shows lose money slid without end (two seed brands at -3x their start after three years,
 * still falling). The red-balance consequences still apply until the balance is back above $0.
 */
export const OWNER_SUPPORT_SHARE = 0.05;

export interface Overheads {
  office: number;
  spending: number;
  /** What the owner puts in to cover part of a red balance (0 in the black). */
  support: number;
  total: number;
}

/** One brand's overheads this week. */
export function weeklyOverheads(brand: Pick<Brand, 'balance'>): Overheads {
  const balance = Number.isFinite(brand.balance) ? brand.balance : 0;
  const spending = roundCents(Math.max(0, balance) * SPENDING_SHARE);
  const support = roundCents(Math.max(0, -balance) * OWNER_SUPPORT_SHARE);
  return { office: OFFICE_COST, spending, support, total: roundCents(OFFICE_COST + spending - support) };
}

/** The week rule: every brand pays its overheads. */
export const weeklyOverheadsRule = {
  name: 'weekly overheads',
  run: <W extends MoneyWorld>(world: W): W => ({
    ...world,
    brands: chargeBrands(world.brands, new Map(world.brands.map((brand: Stored<Brand>) => [brand.id, weeklyOverheads(brand).total]))),
  }),
};
