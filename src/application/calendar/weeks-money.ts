import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Production } from '../../domain/entities/production';
import { roundCents } from '../../domain/rules/finance';

/** A brand's money over the run: its share of the run's productions, and its balance either side. */
export interface BrandMoney {
  brandId: number;
  name: string;
  income: number;
  outgoings: number;
  balanceBefore: number;
  balanceAfter: number;
}

/**
 * Each brand's share of every production it was on (income and outgoings split evenly, as the
 * payout is: SPEC §9 singlePayout), with its balance before and after. Brands the run did not
 * touch are left out.
 */
export function brandMoney(productions: Stored<Production>[], before: Stored<Brand>[], after: Stored<Brand>[]): BrandMoney[] {
  const balanceBefore = new Map(before.map((b) => [b.id, b.balance]));
  const exists = new Set(after.map((b) => b.id));
  const money = new Map<number, { income: number; outgoings: number }>();
  for (const production of productions) {
    const brandIds = production.brandIds.filter((id) => exists.has(id));
    for (const id of brandIds) {
      const sums = money.get(id) ?? { income: 0, outgoings: 0 };
      sums.income += production.income / brandIds.length;
      sums.outgoings += production.outgoings / brandIds.length;
      money.set(id, sums);
    }
  }
  return after
    .filter((brand) => money.has(brand.id) || brand.balance !== balanceBefore.get(brand.id))
    .map((brand) => ({
      brandId: brand.id,
      name: brand.name,
      income: roundCents(money.get(brand.id)?.income ?? 0),
      outgoings: roundCents(money.get(brand.id)?.outgoings ?? 0),
      balanceBefore: balanceBefore.get(brand.id) ?? 0,
      balanceAfter: brand.balance,
    }));
}
