import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import { assertRecordFields } from '../../fields/record-check';
import { roundCents } from '../finance';

/** Each brand's balance less what it owes (to the cent); a brand that owes nothing is left as it is. */
export function chargeBrands(brands: readonly Stored<Brand>[], owed: ReadonlyMap<number, number>): Stored<Brand>[] {
  return brands.map((brand) => {
    const amount = owed.get(brand.id);
    if (!amount) return brand;
    const balance = roundCents(brand.balance - amount);
    // Issue 14: a balance that is not finite or beyond a save's limits is never stored.
    assertRecordFields('Brand', { id: brand.id, balance }, 'stored');
    return { ...brand, balance };
  });
}
