import { createVenue, type Venue } from '../../../domain/entities/venue';
import type { GenerateContext } from './context';
import { int, pick } from './random-tools';
import { PLACES, VENUE_SUFFIXES } from './words';

/** A venue whose size follows its kind; bigger rooms cost more and earn more. */
export function generateVenue({ rng }: GenerateContext): Venue {
  const place = pick(rng, PLACES);
  const kind = pick(rng, VENUE_SUFFIXES);
  const capacity = Math.round(int(rng, kind.capacity[0], kind.capacity[1]) / 100) * 100;
  return createVenue({
    name: `${place.city} ${kind.suffix}`,
    city: place.city,
    country: place.country,
    capacity,
    cost: capacity * 50,
    revenueMultiplier: Math.round((1 + capacity / 80_000) * 100) / 100,
    setupTimeInDays: capacity > 30_000 ? 2 : 1,
    historicalRating: int(rng, 40, 100),
    pyroRating: int(rng, 1, 10),
    lightingRating: int(rng, 1, 10),
    parkingRating: int(rng, 1, 10),
  });
}
