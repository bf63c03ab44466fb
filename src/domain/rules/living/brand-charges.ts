import type { Stored } from '../../entities/base';
import type { Brand, LedgerEntry } from '../../entities/brand';
import { assertRecordFields } from '../../fields/record-check';
import { roundCents } from '../finance';
import { withLedgerEntries } from '../ledger';

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

/**
 * Issue 33: each brand's balance moved by its lines (signed: a charge is negative), each line
 * written to its ledger, so every charge is seen with its reason. A brand without lines is left as it is.
 */
export function chargeWithLines(brands: readonly Stored<Brand>[], lines: ReadonlyMap<number, readonly LedgerEntry[]>): Stored<Brand>[] {
  return brands.map((brand) => {
    const own = (lines.get(brand.id) ?? []).filter((line) => line.amount !== 0 && Number.isFinite(line.amount));
    if (own.length === 0) return brand;
    const balance = roundCents(own.reduce((total, line) => total + roundCents(line.amount), brand.balance));
    assertRecordFields('Brand', { id: brand.id, balance }, 'stored');
    return withLedgerEntries({ ...brand, balance }, own);
  });
}
