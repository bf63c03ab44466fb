import { createVenue, type Stored, type Venue } from '../../domain/entities';

// Fictional buildings in real cities, from a stadium to a 1,800-seat hall. Cost is dollars per
// night; ratings run 1..10 except historicalRating, which is 0..100 like the spec's default of 95.
const VENUES: readonly Omit<Venue, 'image' | 'images'>[] = [
  { name: 'Lone Star Megadome', desc: 'A retractable-roof stadium built for the biggest night of the year.',
    capacity: 80_000, address: '1 Megadome Way', city: 'Dallas', country: 'United States', timeZone: 'America/Chicago',
    active: true, cost: 10_000_000, revenueMultiplier: 2.5, setupTimeInDays: 5, historicalRating: 90,
    pyroRating: 10, lightingRating: 10, parkingRating: 10, color: '#ffffff', backgroundColor: '#002855' },
  { name: 'Meridian Garden', desc: 'The most famous arena in the city, above a railway station.',
    capacity: 19_500, address: '410 Meridian Avenue', city: 'New York', country: 'United States', timeZone: 'America/New_York',
    active: true, cost: 3_500_000, revenueMultiplier: 2.0, setupTimeInDays: 2, historicalRating: 99,
    pyroRating: 8, lightingRating: 9, parkingRating: 3, color: '#ffffff', backgroundColor: '#1f3a5f' },
  { name: 'Lakeshore Coliseum', desc: 'A lakefront arena with loud crowds and cold winters.',
    capacity: 18_000, address: '1450 Harbor Point Drive', city: 'Chicago', country: 'United States', timeZone: 'America/Chicago',
    active: true, cost: 1_800_000, revenueMultiplier: 1.7, setupTimeInDays: 1, historicalRating: 88,
    pyroRating: 8, lightingRating: 8, parkingRating: 7, color: '#ffffff', backgroundColor: '#7a1f2b' },
  { name: 'Bayview Events Center', desc: 'A modern arena across the water from downtown.',
    capacity: 15_000, address: '77 Estuary Boulevard', city: 'Oakland', country: 'United States', timeZone: 'America/Los_Angeles',
    active: true, cost: 1_400_000, revenueMultiplier: 1.6, setupTimeInDays: 1, historicalRating: 72,
    pyroRating: 7, lightingRating: 8, parkingRating: 8, color: '#111111', backgroundColor: '#f0b323' },
  { name: 'Maple Forum', desc: 'A hockey arena that turns into a wrestling ring twice a year.',
    capacity: 18_800, address: '50 Harbourfront Crescent', city: 'Toronto', country: 'Canada', timeZone: 'America/Toronto',
    active: true, cost: 1_900_000, revenueMultiplier: 1.7, setupTimeInDays: 1, historicalRating: 85,
    pyroRating: 7, lightingRating: 8, parkingRating: 5, color: '#ffffff', backgroundColor: '#00205b' },
  { name: 'Thameside Arena', desc: 'A riverside arena in east London.',
    capacity: 20_000, address: '12 Riverside Wharf', city: 'London', country: 'United Kingdom', timeZone: 'Europe/London',
    active: true, cost: 2_200_000, revenueMultiplier: 1.8, setupTimeInDays: 2, historicalRating: 80,
    pyroRating: 6, lightingRating: 9, parkingRating: 4, color: '#ffffff', backgroundColor: '#4b2e83' },
  { name: 'Tenku Dome', desc: 'The dome where the Japanese wrestling year begins.',
    capacity: 43_000, address: '2-8-14 Korin, Bunkyo', city: 'Tokyo', country: 'Japan', timeZone: 'Asia/Tokyo',
    active: true, cost: 6_000_000, revenueMultiplier: 2.2, setupTimeInDays: 3, historicalRating: 97,
    pyroRating: 9, lightingRating: 10, parkingRating: 4, color: '#ffffff', backgroundColor: '#1c3f94' },
  { name: 'Kaminari Hall', desc: 'A cramped fifth-floor hall with the most knowledgeable crowd in wrestling.',
    capacity: 1_800, address: '2-9-1 Korin, Bunkyo, 5F', city: 'Tokyo', country: 'Japan', timeZone: 'Asia/Tokyo',
    active: true, cost: 150_000, revenueMultiplier: 1.3, setupTimeInDays: 1, historicalRating: 98,
    pyroRating: 2, lightingRating: 6, parkingRating: 2, color: '#ffffff', backgroundColor: '#8a1538' },
  { name: 'Naniwa Prefectural Gymnasium', desc: 'The big room of the western tour, with a raised ring and balcony seats.',
    capacity: 8_000, address: '2-11-5 Motomachi, Naniwa', city: 'Osaka', country: 'Japan', timeZone: 'Asia/Tokyo',
    active: true, cost: 600_000, revenueMultiplier: 1.5, setupTimeInDays: 1, historicalRating: 93,
    pyroRating: 4, lightingRating: 7, parkingRating: 3, color: '#ffffff', backgroundColor: '#006f3c' },
  { name: 'Steelworks Armory', desc: 'A converted National Guard armory: folding chairs, low ceilings, high spots.',
    capacity: 2_400, address: '2200 Foundry Street', city: 'Pittsburgh', country: 'United States', timeZone: 'America/New_York',
    active: true, cost: 60_000, revenueMultiplier: 1.2, setupTimeInDays: 1, historicalRating: 75,
    pyroRating: 2, lightingRating: 4, parkingRating: 6, color: '#ffffff', backgroundColor: '#3b3b3b' },
  // Issue 33: the American touring circuit's mid-size room (Osaka's gymnasium was the only one in
  // the world, so every promotion flew there for free until shows abroad cost travel).
  { name: 'Riverfront Pavilion', desc: 'A mid-size arena on the river: the touring circuit\'s workhorse.',
    capacity: 8_000, address: '300 Riverfront Parkway', city: 'Nashville', country: 'United States', timeZone: 'America/Chicago',
    active: true, cost: 600_000, revenueMultiplier: 1.5, setupTimeInDays: 1, historicalRating: 78,
    pyroRating: 6, lightingRating: 7, parkingRating: 7, color: '#ffffff', backgroundColor: '#2f5d50' },
  // Issue 35: promotions have homes, and two never share a building on one night; three American
  // promotions run weekly shows for a couple of thousand, so the circuit has a second hall and a
  // room between the halls and the arenas for the nights their events fall together.
  { name: 'Keystone Union Hall', desc: 'An old union meeting hall with a horseshoe balcony close enough to lean on the ropes.',
    capacity: 2_800, address: '1520 Carpenter Row', city: 'Philadelphia', country: 'United States', timeZone: 'America/New_York',
    active: true, cost: 75_000, revenueMultiplier: 1.2, setupTimeInDays: 1, historicalRating: 82,
    pyroRating: 2, lightingRating: 4, parkingRating: 4, color: '#ffffff', backgroundColor: '#5a3d1e' },
  { name: 'Magnolia Civic Center', desc: 'Graduations by day, supercards by night: a civic center with good sightlines and a big car park.',
    capacity: 5_500, address: '88 Magnolia Parkway', city: 'Atlanta', country: 'United States', timeZone: 'America/New_York',
    active: true, cost: 280_000, revenueMultiplier: 1.4, setupTimeInDays: 1, historicalRating: 70,
    pyroRating: 5, lightingRating: 6, parkingRating: 8, color: '#ffffff', backgroundColor: '#6b2d5c' },
];

export function seedVenues(): Stored<Venue>[] {
  return VENUES.map((venue, index) => ({ ...createVenue(venue), id: index + 1 }));
}
