import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promotionOf, venuesHeldByOthers } from './homes';
import { homeDefaultVenueId } from './travel';

// Issue 35 item 6: promotions have homes; two promotions never hold one building on one night.

const venue = (id: number, country: string, capacity: number, cost: number) => ({ id, country, city: '', capacity, cost, active: true });
// A slice of the seed: the Pittsburgh armory, the Philadelphia hall, Nashville's pavilion, Toronto's forum, a Tokyo hall.
const VENUES = [
  venue(10, 'United States', 2_400, 60_000), venue(12, 'United States', 2_800, 75_000), venue(11, 'United States', 8_000, 600_000),
  venue(5, 'Canada', 18_800, 1_900_000), venue(8, 'Japan', 1_800, 150_000),
];
const BRANDS = [{ id: 1, companyId: 1 }, { id: 2, companyId: 1 }, { id: 3, companyId: 2 }, { id: 4, companyId: null }];
const production = (id: number, brandIds: number[], venueId: number | null) => ({ id, brandIds, venueId, date: '2027-01-06' });
const purse = [{ balance: 3_000_000 }];

describe('promotions have homes (issue 35)', () => {
  it('a production belongs to the promotion of its first brand that has one', () => {
    expect(promotionOf([1, 3], BRANDS)).toBe(1);
    expect(promotionOf([4, 3], BRANDS)).toBe(2);
    expect(promotionOf([4], BRANDS)).toBeNull();
    expect(promotionOf([99], BRANDS)).toBeNull();
  });

  it('the exploit: the second promotion on a Wednesday gets another home building, not the armory the first holds', () => {
    const weekly = { avgAttendance: 2_000 };
    // Alone, either promotion's weekly cable show books the armory.
    expect(homeDefaultVenueId(weekly, purse, VENUES, 'United States')).toBe(10);
    const day = [production(1, [1], 10)];
    const held = new Set(venuesHeldByOthers(day, BRANDS, promotionOf([3], BRANDS)).keys());
    expect(held).toEqual(new Set([10]));
    // The next smallest building at home that holds the crowd: the Philadelphia hall.
    expect(homeDefaultVenueId(weekly, purse, VENUES, 'United States', held)).toBe(12);
    // Every home building held: a near one (Toronto), never a shared one.
    expect(homeDefaultVenueId(weekly, purse, VENUES, 'United States', new Set([10, 11, 12]))).toBe(5);
    // Nothing free anywhere: no venue rather than a shared one.
    expect(homeDefaultVenueId(weekly, purse, VENUES, 'United States', new Set(VENUES.map((v) => v.id)))).toBeNull();
  });

  it('a promotion may hold one building twice in a day; a production does not hold against itself; no venue holds nothing', () => {
    const day = [production(1, [1], 10), production(2, [2], 11), production(3, [3], null), production(4, [4], 12)];
    expect([...venuesHeldByOthers(day, BRANDS, 1).keys()].sort()).toEqual([12]);
    expect([...venuesHeldByOthers(day, BRANDS, 2).keys()].sort()).toEqual([10, 11, 12]);
    expect(venuesHeldByOthers(day, BRANDS, 2, 1).has(10)).toBe(false);
    // Brands without a promotion are one "no promotion" among themselves.
    expect([...venuesHeldByOthers(day, BRANDS, null).keys()].sort()).toEqual([10, 11]);
  });

  it('property: the default venue is never a building another promotion holds that day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: -1e7, max: 1e8, noNaN: true }),
        fc.subarray(VENUES.map((v) => v.id)),
        fc.constantFrom('United States', 'Japan', 'Mexico', 'Brazil', ''),
        (crowd, balance, held, home) => {
          const id = homeDefaultVenueId({ avgAttendance: crowd }, [{ balance }], VENUES, home, new Set(held));
          if (held.length === VENUES.length) expect(id).toBeNull();
          else expect(VENUES.map((v) => v.id).filter((v) => !held.includes(v))).toContain(id);
        },
      ),
    );
  });
});
