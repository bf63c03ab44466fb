import type { Brand } from '../entities/brand';
import type { Show } from '../entities/show';
import type { Venue } from '../entities/venue';

// Issue 15: the venue a new production books until the player picks another. Bigger shows go to
// bigger buildings (the show's usual crowd, which its type sets: 80,000 for the biggest night,
// 2,000 for weekly cable), and a brand books only what its purse allows, so a small promotion's
// supercard is in a hall, not a stadium. Both rule sets choose it; classic rules only record it.

/** A building costs at most this share of the show's brands' money… */
export const AFFORDABLE_SHARE = 0.2;
/** …or this much, whatever the balance: a brand in the red still books a hall that pays for itself. */
export const MINIMUM_BUDGET = 1_000_000;

type VenueChoice = Pick<Venue, 'capacity' | 'cost' | 'active'> & { id: number };

/** The default venue's id, or null when there is no active venue. */
export function defaultVenueId(
  show: Pick<Show, 'avgAttendance'>,
  brands: readonly Pick<Brand, 'balance'>[],
  venues: readonly VenueChoice[],
): number | null {
  const open = venues.filter((v) => v.active && v.capacity > 0 && Number.isFinite(v.cost));
  if (open.length === 0) return null;
  const purse = brands.reduce((total, brand) => total + (Number.isFinite(brand.balance) ? Math.max(0, brand.balance) : 0), 0);
  const cheapest = Math.min(...open.map((v) => v.cost));
  const budget = Math.max(purse * AFFORDABLE_SHARE, MINIMUM_BUDGET, cheapest);
  const affordable = open.filter((v) => v.cost <= budget);
  const crowd = Math.max(0, show.avgAttendance || 0);
  const holding = affordable.filter((v) => v.capacity >= crowd);
  const byFit = (a: VenueChoice, b: VenueChoice) => a.capacity - b.capacity || a.cost - b.cost || a.id - b.id;
  // The smallest building that holds the usual crowd; else the biggest the brand can afford.
  return holding.length > 0 ? [...holding].sort(byFit)[0].id : [...affordable].sort(byFit).at(-1)!.id;
}
