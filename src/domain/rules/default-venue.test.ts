import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultVenueId } from './default-venue';

// A slice of the seed's venues: [id, capacity, cost].
const venues = ([
  [1, 80_000, 10_000_000], [2, 19_500, 3_500_000], [4, 15_000, 1_400_000], [7, 43_000, 6_000_000],
  [9, 8_000, 600_000], [10, 2_400, 60_000],
] as const).map(([id, capacity, cost]) => ({ id, capacity, cost, active: true }));

describe('default venue (issue 15)', () => {
  it('weekly cable (2,000 usual) goes to the smallest building that holds it', () => {
    expect(defaultVenueId({ avgAttendance: 2_000 }, [{ balance: 600_000 }], venues)).toBe(10);
  });

  it('network TV (13,000) of a rich brand goes to the 15,000-seat arena', () => {
    expect(defaultVenueId({ avgAttendance: 13_000 }, [{ balance: 12_000_000 }], venues)).toBe(4);
  });

  it('the biggest night (80,000) of rich brands fills the stadium', () => {
    expect(defaultVenueId({ avgAttendance: 80_000 }, [{ balance: 30_000_000 }, { balance: 25_000_000 }], venues)).toBe(1);
  });

  it('a small promotion’s supercard goes to the biggest building its purse allows', () => {
    expect(defaultVenueId({ avgAttendance: 25_000 }, [{ balance: 600_000 }], venues)).toBe(9);
  });

  it('inactive buildings are never chosen; no venue at all gives null', () => {
    expect(defaultVenueId({ avgAttendance: 2_000 }, [], venues.map((v) => ({ ...v, active: v.id === 2 })))).toBe(2);
    expect(defaultVenueId({ avgAttendance: 2_000 }, [], [])).toBeNull();
  });

  it('property: always an active venue of the list, whatever the show and balances', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.array(fc.double()), fc.subarray(venues, { minLength: 1 }), (crowd, balances, some) => {
        const id = defaultVenueId({ avgAttendance: crowd }, balances.map((balance) => ({ balance })), some);
        expect(some.map((v) => v.id)).toContain(id);
      }),
    );
  });
});
