import type { Venue } from '../../entities/venue';
import { roundCents } from '../finance';
import { defaultVenueId } from '../default-venue';

// Issue 33 (living rules): a show away from home costs travel and draws by how well the promotion
// is known there. A place's region is its country (the venue's and the wrestler's own field; the
// city when the country is blank); a promotion's home is its company's country. Two countries of
// one continent are near, others far; a blank on either side is taken as home (nothing is charged
// for what the save does not say). See docs/decisions-rules.md, "Shows away from home".

export type Distance = 'home' | 'near' | 'far';

/** Countries by continent, as the seed and a player's venues name them (lower case); others count as far from everything. */
const CONTINENTS: Readonly<Record<string, readonly string[]>> = {
  'north america': ['united states', 'usa', 'us', 'canada', 'mexico', 'puerto rico'],
  europe: ['united kingdom', 'uk', 'england', 'scotland', 'wales', 'ireland', 'germany', 'france', 'spain', 'italy', 'netherlands', 'belgium', 'austria', 'switzerland', 'sweden', 'norway', 'denmark', 'poland', 'portugal'],
  asia: ['japan', 'south korea', 'korea', 'china', 'taiwan', 'philippines', 'singapore', 'india', 'thailand'],
  oceania: ['australia', 'new zealand'],
  'south america': ['brazil', 'argentina', 'chile', 'peru', 'colombia'],
};

const CONTINENT_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(CONTINENTS).flatMap(([continent, countries]) => countries.map((country) => [country, continent] as const)),
);

const clean = (text: unknown): string => (typeof text === 'string' ? text.trim().toLowerCase().replace(/\s+/g, ' ') : '');

/** A place's region: its country, or its city when no country is given; '' when neither is. */
export const regionOf = (place: Partial<Pick<Venue, 'country' | 'city'>>): string => clean(place.country) || clean(place.city);

/** How far a venue's region is from the promotion's home region ('' on either side: home). */
export function distanceOf(home: string, region: string): Distance {
  const [a, b] = [clean(home), clean(region)];
  if (a === '' || b === '' || a === b) return 'home';
  const [ca, cb] = [CONTINENT_OF.get(a), CONTINENT_OF.get(b)];
  return ca !== undefined && ca === cb ? 'near' : 'far';
}

/** Flights and hotels per person on the road. */
export const TRAVEL_PER_HEAD: Readonly<Record<Distance, number>> = { home: 0, near: 1_500, far: 4_000 };
/** The crew that travels with the wrestlers. */
export const TRAVEL_CREW = 40;
/** The set and the ring shipped: this share of the show's staging. */
export const FREIGHT_SHARE: Readonly<Record<Distance, number>> = { home: 0, near: 0.1, far: 0.25 };
/** The share of its usual crowd a promotion draws where it is a visitor (its wrestlers from there draw as at home). */
export const AWAY_REACH: Readonly<Record<Distance, number>> = { home: 1, near: 0.7, far: 0.4 };

export interface Travel {
  distance: Distance;
  /** People on the road: the wrestlers booked and the crew (0 at home). */
  people: number;
  /** Freight of the set (0 at home). */
  freight: number;
  /** Flights, hotels and freight, to the cent. */
  cost: number;
}

/** What taking the show to a venue this far costs: each person booked plus the crew, and the set's freight. */
export function travelCost(distance: Distance, wrestlers: number, staging: number): Travel {
  if (distance === 'home') return { distance, people: 0, freight: 0, cost: 0 };
  const people = Math.max(0, Math.floor(Number.isFinite(wrestlers) ? wrestlers : 0)) + TRAVEL_CREW;
  const freight = roundCents(Math.max(0, Number.isFinite(staging) ? staging : 0) * FREIGHT_SHARE[distance]);
  return { distance, people, freight, cost: roundCents(people * TRAVEL_PER_HEAD[distance] + freight) };
}

/**
 * The promotion's pull where the show is, 0–1: 1 at home; away, the visitors' reach, lifted by the
 * share of the card's wrestlers who are from there (a local hero draws as at home).
 */
export function awayReach(distance: Distance, localShare: number): number {
  const locals = Number.isFinite(localShare) ? Math.min(1, Math.max(0, localShare)) : 0;
  return locals + (1 - locals) * AWAY_REACH[distance];
}

/** The share of the booked wrestlers (their regions, one each) who come from the venue's region. */
export function localShare(wrestlerRegions: readonly string[], region: string): number {
  if (wrestlerRegions.length === 0 || clean(region) === '') return 0;
  return wrestlerRegions.filter((r) => clean(r) === clean(region)).length / wrestlerRegions.length;
}

/** Issue 33: a crowd where the promotion is a visitor: demand times its reach there, still capped by the building. */
export function awayAttendance<A extends { demand: number; seats: number; capacity: number | null }>(crowd: A, reach: number): A & { reach: number } {
  const pull = Number.isFinite(reach) ? Math.min(1, Math.max(0, reach)) : 1;
  if (pull === 1) return { ...crowd, reach: 1 };
  const demand = Math.round(crowd.demand * pull);
  return { ...crowd, demand, seats: crowd.capacity === null ? demand : Math.min(crowd.capacity, demand), reach: pull };
}

/** At home, a building with this share of the usual crowd's seats is big enough (demand rarely reaches the usual crowd). */
export const HOME_FIT_SHARE = 0.8;

/**
 * Issue 33 (living rules): the venue a new production books until the player picks another: the
 * default venue rule (default-venue.ts) among the buildings at home when there are any (one with
 * HOME_FIT_SHARE of the crowd's seats fits: a Tokyo hall of 1,800 for a crowd of 2,000 rather than
 * an arena four times too big), so no show goes abroad unless the player sends it; all buildings otherwise.
 * Issue 35: `held` are the buildings other promotions hold that day, never chosen; with no free
 * building at home, a near one (same continent) comes before the rest of the world; null when
 * every building is held.
 */
export function homeDefaultVenueId<V extends Pick<Venue, 'capacity' | 'cost' | 'active' | 'country' | 'city'> & { id: number }>(
  show: Parameters<typeof defaultVenueId>[0],
  brands: Parameters<typeof defaultVenueId>[1],
  venues: readonly V[],
  homeCountry: string,
  held: ReadonlySet<number> = new Set(),
): number | null {
  const free = venues.filter((venue) => !held.has(venue.id));
  const at = (distance: Distance) => free.filter((venue) => distanceOf(homeCountry, regionOf(venue)) === distance);
  const fit = { avgAttendance: Math.max(0, show.avgAttendance || 0) * HOME_FIT_SHARE };
  return defaultVenueId(fit, brands, at('home')) ?? defaultVenueId(show, brands, at('near')) ?? defaultVenueId(show, brands, free);
}
