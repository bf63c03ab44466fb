import type { Brand } from '../../entities/brand';
import type { Production } from '../../entities/production';

// Issue 35 item 6 (living rules): promotions have homes. Two promotions never hold one building on
// one calendar day: the default venue of a new production skips a building another promotion's
// production already holds that day (travel.ts, homeDefaultVenueId), and the player cannot book
// one (book-venue.ts). A promotion may run two of its own shows in one building. See
// docs/decisions-world.md, "Promotions have homes".

type BrandOwner = Pick<Brand, 'companyId'> & { id: number };
type Holding = Pick<Production, 'venueId' | 'brandIds' | 'date'> & { id: number };

/** A production's promotion: the company of its first brand that has one (null: none of its brands belongs to a promotion). */
export function promotionOf(brandIds: readonly number[], brands: readonly BrandOwner[]): number | null {
  const owner = new Map(brands.map((brand) => [brand.id, brand.companyId]));
  for (const id of brandIds) {
    const companyId = owner.get(id);
    if (companyId !== undefined && companyId !== null) return companyId;
  }
  return null;
}

/**
 * The buildings the day's productions of other promotions hold, each with the first production
 * holding it. `promotion` is the booking production's (null: none); `selfId` its own id, left out.
 * Productions without a venue hold nothing.
 */
export function venuesHeldByOthers<P extends Holding>(
  productionsOfDay: readonly P[],
  brands: readonly BrandOwner[],
  promotion: number | null,
  selfId?: number,
): Map<number, P> {
  const held = new Map<number, P>();
  for (const production of [...productionsOfDay].sort((a, b) => a.id - b.id)) {
    if (production.id === selfId || production.venueId === null || held.has(production.venueId)) continue;
    if (promotionOf(production.brandIds, brands) !== promotion) held.set(production.venueId, production);
  }
  return held;
}
