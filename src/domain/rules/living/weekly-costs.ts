import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Wrestler } from '../../entities/wrestler';
import { roundCents } from '../finance';
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
  total: number;
  warning: string | null;
}

/** The coming week's costs of each brand, as the living week rules will charge them on `date`. */
export function weeklyCostsOf(brands: readonly Stored<Brand>[], wrestlers: readonly Stored<Wrestler>[], date: string): Map<number, WeeklyCosts> {
  const retainers = retainersByBrand(wrestlers, brands, date);
  return new Map(
    brands.map((brand) => {
      const owed = roundCents(retainers.get(brand.id) ?? 0);
      // Overheads are charged after the retainers, on what is left.
      const overheads = weeklyOverheads({ balance: brand.balance - owed });
      const costs = { retainers: owed, office: overheads.office, spending: overheads.spending, support: overheads.support, total: roundCents(owed + overheads.total), warning: redBalanceWarning(brand) };
      return [brand.id, costs];
    }),
  );
}
