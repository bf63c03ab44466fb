import { clampStat } from '../stats';
import { clampMomentum } from './skills';

/**
 * Issue 35 item 3 (living rules): how momentum moves. A decided match moves each competitor's
 * momentum by the result (a win up, a loss down), more against a more popular opponent (a win over
 * a star, a loss to a nobody), plus a little for the segment's stars (a good match helps both sides,
 * a bad one hurts). Each week momentum cools toward 0 (MOMENTUM_WEEKLY_KEEP), so a hot wrestler
 * stays hot only by winning. Everything stays within -100..100; nothing here draws a random number.
 */

/** What a win (or a loss, negated) moves momentum by against an equally popular opponent. */
export const RESULT_STEP = 8;
/** How far the popularity gap can scale a result's step (±50%). */
const GAP_WEIGHT = 0.5;
/** What each star above (below) 2.5 adds (takes) per appearance. */
export const STARS_STEP = 2;
const MID_STARS = 2.5;
/** The share of momentum kept after 7 days without anything (it cools 8% a week). */
export const MOMENTUM_WEEKLY_KEEP = 0.92;
/** Sum points of the rating per point of the competitors' mean momentum (±20 at most: about 0.15★). */
export const MOMENTUM_RATING_WEIGHT = 0.2;

export type MatchResult = 'win' | 'loss' | 'draw' | 'none';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * The change one appearance makes: `own` and `opponent` popularity (the opponents' mean), the
 * segment's stars (0–5; not a number counts as average).
 */
export function momentumChange(result: MatchResult, own: number, opponent: number, stars: number): number {
  const gap = Math.max(-1, Math.min(1, (clampStat(opponent) - clampStat(own)) / 100));
  const resultStep = result === 'win' ? RESULT_STEP * (1 + GAP_WEIGHT * gap) : result === 'loss' ? -RESULT_STEP * (1 - GAP_WEIGHT * gap) : 0;
  const starsStep = Number.isFinite(stars) ? (Math.max(0, Math.min(5, stars)) - MID_STARS) * STARS_STEP : 0;
  return resultStep + starsStep;
}

/** Momentum after one appearance, within -100..100 (two decimals). */
export const momentumAfter = (momentum: number, result: MatchResult, own: number, opponent: number, stars: number): number =>
  round2(clampMomentum(clampMomentum(momentum) + momentumChange(result, own, opponent, stars)));

/** Momentum after `days` without anything: it cools toward 0 and never crosses it. */
export function momentumCooled(momentum: number, days: number): number {
  const m = clampMomentum(momentum);
  if (!(days > 0) || m === 0) return m;
  const cooled = round2(m * MOMENTUM_WEEKLY_KEEP ** (days / 7));
  // Rounding to the cent never moves it away from 0 (0.049 is not rounded up to 0.05).
  const kept = Math.sign(m) * Math.min(Math.abs(m), Math.abs(cooled));
  return Math.abs(kept) < 0.05 ? 0 : kept;
}

/** The rating sum's momentum bonus for a segment: the competitors' mean momentum times the weight (whole). */
export function momentumRatingBonus(momenta: readonly number[]): number {
  if (momenta.length === 0) return 0;
  const mean = momenta.reduce((sum, m) => sum + clampMomentum(m), 0) / momenta.length;
  return Math.round(mean * MOMENTUM_RATING_WEIGHT);
}
