import type { Production } from '../../src/domain/entities/production';

/**
 * Issue 35 item 6 `venues.sharedNights`: building-nights (one venue on one calendar day) held by
 * productions of two or more promotions. A production's promotion is its first brand's company
 * (`companyOfBrand`: brand id → company id; a brand without one, or unknown, counts as "no
 * promotion", one more promotion); productions without a venue hold nothing.
 */
export function sharedVenueNights(
  productions: readonly Pick<Production, 'date' | 'venueId' | 'brandIds'>[],
  companyOfBrand: ReadonlyMap<number, number | null>,
): number {
  const holders = new Map<string, Set<number | null>>();
  for (const p of productions) {
    if (p.venueId === null || p.venueId === undefined || typeof p.date !== 'string') continue;
    const key = `${p.date.slice(0, 10)}|${p.venueId}`;
    const promotion = p.brandIds.length > 0 ? (companyOfBrand.get(p.brandIds[0]) ?? null) : null;
    holders.set(key, (holders.get(key) ?? new Set()).add(promotion));
  }
  return [...holders.values()].filter((promotions) => promotions.size >= 2).length;
}
