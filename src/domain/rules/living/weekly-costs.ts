import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Wrestler } from '../../entities/wrestler';
import { roundCents } from '../finance';
import { difficultySurcharge } from './difficulty-costs';
import { weeklyOverheads } from './overheads';
import { redBalanceWarning } from './red-weeks';
import { retainersByBrand } from './wages';

/** What a brand will pay when the week ends, and what it is told about being in the red (issue 15). */
export interface WeeklyCosts {
  retainers: number;
  office: number;
  spending: number;
  /** What the owner covers of a red balance. */
  support: number;
  /** Issue 18: the difficulty's share of the running costs (+ on Hard, − on Easy; 0 otherwise). */
  difficulty: number;
  total: number;
  warning: string | null;
}

/**
 * The coming week's costs of each brand, as the living week rules will charge them on `date`;
 * `difficulty` (issue 18): the player's brands and the difficulty's costs factor.
 */
export function weeklyCostsOf(
  brands: readonly Stored<Brand>[],
  wrestlers: readonly Stored<Wrestler>[],
  date: string,
  difficulty: { costs: number; brandIds: readonly number[] } | null = null,
): Map<number, WeeklyCosts> {
  const retainers = retainersByBrand(wrestlers, brands, date);
  return new Map(
    brands.map((brand) => {
      const owed = roundCents(retainers.get(brand.id) ?? 0);
      // The difficulty's share, then the overheads, are charged after the retainers, on what is left.
      const player = difficulty !== null && difficulty.costs !== 1 && difficulty.brandIds.includes(brand.id);
      const extra = player ? difficultySurcharge({ balance: brand.balance - owed }, difficulty.costs) : 0;
      const overheads = weeklyOverheads({ balance: brand.balance - owed - extra });
      const costs = {
        retainers: owed, office: overheads.office, spending: overheads.spending, support: overheads.support, difficulty: extra,
        total: roundCents(owed + extra + overheads.total), warning: redBalanceWarning(brand),
      };
      return [brand.id, costs];
    }),
  );
}
