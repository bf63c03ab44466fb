import { showTypes } from '../../catalog/show-types';
import type { ShowTypeKey } from '../../entities/enums';
import { roundCents } from '../finance';

// Issue 15 (living rules): putting a show on air costs what its type's preset says (SPEC §3's show
// types carry a cost: $1M for network TV, $10M for the biggest night) for a three-hour event, and
// pro rata by the hour: an eight-minute online show costs little, a five-hour stadium show more.
// The classic rules never charge it (a production costs $300).

export const STAGED_HOURS = 3;

/** The staging cost of a show of this type lasting `seconds`; 0 for no show or an unknown type. */
export function stagingCost(type: ShowTypeKey | null | undefined, seconds: number): number {
  if (!type || !showTypes[type] || !Number.isFinite(seconds)) return 0;
  return roundCents((showTypes[type].cost * Math.max(0, seconds)) / 3600 / STAGED_HOURS);
}
