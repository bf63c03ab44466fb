import fc from 'fast-check';
import { MAX_STARS, STAR_CURVE, starsLine, starsOfSum } from './star-rating';

describe('the living star rating', () => {
  it.each([
    [-130, 0], [0, 0], [100, 0.75], [270, 1.94], [350, 2.5], [475, 3.25], [600, 4], [750, 5], [1200, 5], [Number.NaN, 0],
  ])('puts a sum of %s at %s stars', (sum, stars) => {
    expect(starsOfSum(sum)).toBe(stars);
  });

  it('says how the sum became stars, on the curve and at both ends', () => {
    expect(starsLine(270)).toBe('Living rules: 270 lies between 100 (0.75 stars) and 350 (2.5 stars) on the star curve, so 1.94 stars.');
    expect(starsLine(-40)).toBe('Living rules: a sum of 0 or less (here -40) is 0 stars.');
    expect(starsLine(900)).toBe('Living rules: a sum of 750 or more (here 900) is 5 stars.');
  });

  it('rises through every point of the curve', () => {
    for (let i = 1; i < STAR_CURVE.length; i += 1) {
      expect(STAR_CURVE[i][0]).toBeGreaterThan(STAR_CURVE[i - 1][0]);
      expect(STAR_CURVE[i][1]).toBeGreaterThan(STAR_CURVE[i - 1][1]);
    }
  });

  it('always gives 0 to 5 stars, never falling as the sum rises', () => {
    fc.assert(
      fc.property(fc.double({ min: -2000, max: 3000, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), (sum, more) => {
        const stars = starsOfSum(sum);
        expect(stars).toBeGreaterThanOrEqual(0);
        expect(stars).toBeLessThanOrEqual(MAX_STARS);
        expect(starsOfSum(sum + more)).toBeGreaterThanOrEqual(stars);
      }),
    );
  });
});
