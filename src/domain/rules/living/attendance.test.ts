import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawFactor, formFactor, livingAttendance, priceFactor } from './attendance';

const base = { usualCrowd: 13_000, cardDraw: 100, form: 1, ticketPrice: 100, usualPrice: 100, capacity: 15_000 };

describe('living attendance (issue 15)', () => {
  it('a card of the biggest stars on a usual night at the usual price draws the usual crowd', () => {
    expect(livingAttendance(base)).toMatchObject({ demand: 13_000, seats: 13_000, capacity: 15_000 });
  });

  it('is capped by the venue: 20,000 wanted, 15,000 seats sold', () => {
    expect(livingAttendance({ ...base, usualCrowd: 20_000 })).toMatchObject({ demand: 20_000, seats: 15_000 });
  });

  it('falls with a weaker card, colder viewers and dearer tickets', () => {
    expect(drawFactor(60)).toBeCloseTo(0.52);
    expect(drawFactor(0)).toBe(0.25);
    expect(formFactor(0.64)).toBeCloseTo(0.8);
    expect(formFactor(4)).toBe(1.25);
    expect(priceFactor(400, 100)).toBe(0.5);
    expect(priceFactor(0, 100)).toBeCloseTo(Math.SQRT2);
    // 13,000 × 0.52 × 0.8 × 1 = 5,408
    expect(livingAttendance({ ...base, cardDraw: 60, form: 0.64 })).toMatchObject({ demand: 5_408, seats: 5_408 });
  });

  it('without a venue nothing caps the crowd', () => {
    expect(livingAttendance({ ...base, usualCrowd: 90_000, capacity: null })).toMatchObject({ seats: 90_000, capacity: null });
  });

  it('property: never above capacity, never negative, always whole', () => {
    const anyNumber = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -1e6, max: 1e7 }).map(Number));
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, anyNumber, fc.option(fc.integer({ min: -10, max: 100_000 })), (usualCrowd, cardDraw, form, ticketPrice, usualPrice, capacity) => {
        const { seats, demand } = livingAttendance({ usualCrowd, cardDraw, form, ticketPrice, usualPrice, capacity });
        expect(seats).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(seats) && Number.isFinite(demand)).toBe(true);
        if (capacity !== null) expect(seats).toBeLessThanOrEqual(Math.max(0, capacity));
      }),
    );
  });
});
