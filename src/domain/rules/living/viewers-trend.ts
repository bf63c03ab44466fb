/**
 * Issue 15 item 6 (living rules): a show's average viewers follow its matches both ways. Each
 * show multiplies them by a factor: up after a card averaging above MID_STARS, down below it,
 * TREND_PER_STAR per star of difference; and a pull of PULL_SHARE of the way (in ratio) back
 * toward the show's sensible level, so a long good or bad run settles instead of compounding.
 * The level is the show type's audience from the catalogue (what the seed and a new show start
 * from); a show whose viewers are 0 or whose level is unknown keeps its own viewers as the level.
 * Whatever the run, the viewers stay within a ÷ / × MAX_SWING band around the level.
 */
export const MID_STARS = 2.5;
export const TREND_PER_STAR = 0.04;
export const PULL_SHARE = 0.05;
export const MAX_SWING = 2.5;

/** The mean of the card's match ratings (stars), or null when it had no rated match. */
export const meanStars = (ratings: readonly number[]): number | null =>
  ratings.length === 0 ? null : ratings.reduce((sum, r) => sum + r, 0) / ratings.length;

/**
 * The factor a show's average viewers are multiplied by after a card. `viewers` is the show's
 * average now, `level` its sensible level, `stars` the card's mean match rating (null: none).
 */
export function viewersFactor(viewers: number, level: number, stars: number | null): number {
  if (!(viewers > 0) || !Number.isFinite(viewers)) return 1;
  const home = level > 0 && Number.isFinite(level) ? level : viewers;
  const trend = stars === null || !Number.isFinite(stars) ? 1 : 1 + TREND_PER_STAR * (Math.min(5, Math.max(0, stars)) - MID_STARS);
  const pull = (home / viewers) ** PULL_SHARE;
  const next = viewers * trend * pull;
  const bounded = Math.min(home * MAX_SWING, Math.max(home / MAX_SWING, next));
  return bounded / viewers;
}
