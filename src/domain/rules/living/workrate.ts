import { clampStat } from '../stats';

/**
 * Issue 35 item 3 (living rules): in-ring skill carries a match. The workers' workrate is the mean
 * of their in-ring skills pulled toward the weakest of them (a match is only as good as the worker
 * who has to be carried), and it adds to or takes from the rating's sum: above an average worker
 * (WORKRATE.average) a match is better, below it worse, by at most WORKRATE.most either way (about
 * ±0.35★ in the middle of the star curve). Talking segments read microphone skill instead
 * (presentation-rating.ts). Nothing here draws a random number.
 */
export const WORKRATE = {
  /** The in-ring skill of an average worker: no line either way. */
  average: 50,
  /** The weakest worker's share of the workrate (the rest is the mean's). */
  weakest: 0.4,
  /** Sum points per point of workrate away from the average. */
  perPoint: 1.2,
  /** The line's bound, sum points either way. */
  most: 60,
} as const;

/** The workers' workrate, 0–100: their mean in-ring skill pulled toward the weakest's (0 without workers). */
export function workrateOf(skills: readonly number[]): number {
  const known = skills.map((s) => (Number.isFinite(s) ? clampStat(s) : 0));
  if (known.length === 0) return 0;
  const mean = known.reduce((a, b) => a + b, 0) / known.length;
  return (1 - WORKRATE.weakest) * mean + WORKRATE.weakest * Math.min(...known);
}

/** What the workers' in-ring skills add to a match's sum (whole points, within ±WORKRATE.most); 0 without two workers. */
export function workrateRatingBonus(skills: readonly number[]): number {
  if (skills.length < 2) return 0;
  const amount = Math.round((workrateOf(skills) - WORKRATE.average) * WORKRATE.perPoint);
  return Math.max(-WORKRATE.most, Math.min(WORKRATE.most, amount)) || 0;
}

/** How the line names the workers: "In-ring: workers averaging 72, weakest 58". */
export function workrateLabel(skills: readonly number[]): string {
  const known = skills.map((s) => (Number.isFinite(s) ? clampStat(s) : 0));
  const mean = known.length === 0 ? 0 : known.reduce((a, b) => a + b, 0) / known.length;
  const weakest = known.length === 0 ? 0 : Math.min(...known);
  const verdict = workrateOf(known) >= WORKRATE.average ? 'carry the match' : 'hold the match back';
  return `In-ring skill: workers averaging ${Math.round(mean)} (weakest ${Math.round(weakest)}) ${verdict}`;
}
