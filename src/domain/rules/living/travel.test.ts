import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awayAttendance, awayReach, distanceOf, homeDefaultVenueId, localShare, regionOf, travelCost, type Distance } from './travel';

const DISTANCES: Distance[] = ['home', 'near', 'far'];

describe('shows away from home (issue 33)', () => {
  it('a region is the country, else the city; the same country is home, one continent near, others far', () => {
    expect(regionOf({ country: ' Japan ', city: 'Osaka' })).toBe('japan');
    expect(regionOf({ country: '', city: 'Osaka' })).toBe('osaka');
    expect(distanceOf('United States', 'united states')).toBe('home');
    expect(distanceOf('United States', 'Canada')).toBe('near');
    expect(distanceOf('United States', 'Japan')).toBe('far');
    expect(distanceOf('Japan', 'Atlantis')).toBe('far');
    // What the save does not say is not charged for.
    expect(distanceOf('', 'Japan')).toBe('home');
    expect(distanceOf('Japan', '')).toBe('home');
  });

  it('travel: each person booked plus a crew of 40 flies, and the set ships at a share of the staging', () => {
    expect(travelCost('home', 12, 1_000_000)).toEqual({ distance: 'home', people: 0, freight: 0, cost: 0 });
    // (12 + 40) × $1,500 + 10% of $1M.
    expect(travelCost('near', 12, 1_000_000)).toEqual({ distance: 'near', people: 52, freight: 100_000, cost: 178_000 });
    // (12 + 40) × $4,000 + 25% of $1M.
    expect(travelCost('far', 12, 1_000_000).cost).toBe(458_000);
  });

  it('the crowd away is the reach of the visitors, lifted by local heroes, still capped by the building', () => {
    expect(awayReach('home', 0)).toBe(1);
    expect(awayReach('far', 0)).toBe(0.4);
    expect(awayReach('far', 0.5)).toBeCloseTo(0.7);
    expect(localShare(['japan', 'united states'], 'Japan')).toBe(0.5);
    const crowd = { demand: 20_000, seats: 8_000, capacity: 8_000 };
    expect(awayAttendance(crowd, 0.4)).toEqual({ demand: 8_000, seats: 8_000, capacity: 8_000, reach: 0.4 });
    expect(awayAttendance(crowd, 0.3)).toEqual({ demand: 6_000, seats: 6_000, capacity: 8_000, reach: 0.3 });
    expect(awayAttendance(crowd, 1)).toEqual({ ...crowd, reach: 1 });
  });

  it('a new living production books at home when a home building fits, abroad only when none does', () => {
    const venue = (id: number, country: string, capacity: number, cost: number) => ({ id, country, city: '', capacity, cost, active: true });
    const venues = [venue(1, 'Japan', 8_000, 600_000), venue(2, 'United States', 19_500, 3_500_000), venue(3, 'United States', 2_400, 60_000)];
    const rich = [{ balance: 20_000_000 }];
    expect(homeDefaultVenueId({ avgAttendance: 7_000 }, rich, venues, 'United States')).toBe(2);
    expect(homeDefaultVenueId({ avgAttendance: 7_000 }, rich, venues, 'Japan')).toBe(1);
    // Issue 35: with nothing at home, a near building (the same continent) comes before another continent's.
    expect(homeDefaultVenueId({ avgAttendance: 7_000 }, rich, venues, 'Mexico')).toBe(2);
    expect(homeDefaultVenueId({ avgAttendance: 7_000 }, rich, venues, 'Brazil')).toBe(1);
    expect(homeDefaultVenueId({ avgAttendance: 7_000 }, rich, venues, '')).toBe(1);
    // A hall with 90% of the crowd's seats at home beats an arena four times too big.
    const tokyo = [venue(4, 'Japan', 1_800, 150_000), ...venues];
    expect(homeDefaultVenueId({ avgAttendance: 2_000 }, rich, tokyo, 'Japan')).toBe(4);
  });

  it('property: travel is never negative, nothing at home, dearer the farther; the reach stays within its bounds', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: false }), fc.double({ min: -1e9, max: 1e9, noNaN: false }), fc.double({ min: -2, max: 2, noNaN: false }), (people, staging, locals) => {
        const costs = DISTANCES.map((d) => travelCost(d, people, staging).cost);
        for (const cost of costs) expect(Number.isFinite(cost) && cost >= 0).toBe(true);
        expect(costs[0]).toBe(0);
        expect(costs[1]).toBeLessThanOrEqual(costs[2]);
        const reaches = DISTANCES.map((d) => awayReach(d, locals));
        for (const reach of reaches) expect(reach >= 0.4 && reach <= 1).toBe(true);
        expect(reaches[0]).toBeGreaterThanOrEqual(reaches[1]);
        expect(reaches[1]).toBeGreaterThanOrEqual(reaches[2]);
      }),
    );
  });

  it('property: a crowd away never outgrows the crowd at home or the building', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }), fc.double({ min: -1, max: 2 }), (demand, capacity, reach) => {
        const crowd = { demand, seats: capacity === null ? demand : Math.min(capacity, demand), capacity };
        const away = awayAttendance(crowd, reach);
        expect(away.seats).toBeLessThanOrEqual(crowd.seats);
        expect(away.demand).toBeLessThanOrEqual(crowd.demand);
        if (capacity !== null) expect(away.seats).toBeLessThanOrEqual(capacity);
      }),
    );
  });
});
