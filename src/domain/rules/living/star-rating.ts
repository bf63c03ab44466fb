/**
 * Issue 15 item 6 (living rules): the spec's rating sum (SPEC §9, the total of every sub-score) put
 * on the five-star scale the screens show. Classic rules store total / 100, which drifts past five
 * as stats grow; here the sum is read through a fixed, rising curve and kept within 0–5.
 *
 * The curve is straight lines between these points (sum → stars). It was shaped on the sums of a
 * living world with bounded stats (seed 42, three years: monthly mean sums 255–410, 95th
 * percentile of matches about 530, 99th about 590): an ordinary match lands near two and a half
 * stars, a very good one near four, and five stars needs a sum of 750, which only a card of top
 * stars with most bonuses reaches. A sum at or below 0 is 0 stars.
 */
export const STAR_CURVE: readonly (readonly [sum: number, stars: number])[] = [
  [0, 0],
  [100, 0.75],
  [350, 2.5],
  [600, 4],
  [750, 5],
];

export const MAX_STARS = 5;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The stars a sum earns (two decimals, 0–5); a sum that is not a number earns 0. */
export function starsOfSum(total: number): number {
  if (!Number.isFinite(total)) return total === Infinity ? MAX_STARS : 0;
  const [first] = STAR_CURVE;
  if (total <= first[0]) return first[1];
  for (let i = 1; i < STAR_CURVE.length; i += 1) {
    const [x1, y1] = STAR_CURVE[i];
    if (total <= x1) {
      const [x0, y0] = STAR_CURVE[i - 1];
      return round2(y0 + ((total - x0) / (x1 - x0)) * (y1 - y0));
    }
  }
  return MAX_STARS;
}

/** One line for "Why this rating": how the sum became stars (`stars` as stored, else the curve's). */
export function starsLine(total: number, stars = starsOfSum(total)): string {
  const [top] = STAR_CURVE.slice(-1);
  if (!(total > 0)) return `Living rules: a sum of 0 or less (here ${total}) is ${stars} stars.`;
  if (total >= top[0]) return `Living rules: a sum of ${top[0]} or more (here ${total}) is ${stars} stars.`;
  const i = STAR_CURVE.findIndex(([x]) => total <= x);
  const [x0, y0] = STAR_CURVE[i - 1];
  const [x1, y1] = STAR_CURVE[i];
  return `Living rules: ${total} lies between ${x0} (${y0} stars) and ${x1} (${y1} stars) on the star curve, so ${stars} stars.`;
}
