import type { CappedStat, Wrestler } from '../../entities/wrestler';
import { applyResult } from '../results';
import type { Rng } from '../rng';
import { clampStat, STAT_MAX } from '../stats';

export { clampStat };

/**
 * Issue 15 item 6 (living rules): stored stats that stay believable. A match's result is the
 * spec's Reading A (applyResult, its deltas and fuzz unchanged), then each capped stat's change
 * is reshaped: a gain shrinks with the room left below 100, a loss costs a star more than a
 * newcomer, and the value is stored within 0–100.
 */
export const CAPPED_STATS: readonly CappedStat[] = ['points', 'charisma', 'damage', 'popularity', 'morale', 'stamina'];

/** What a loss costs on top of the spec's delta, times the loser's stature (0 newcomer … 1 star). */
export const STAR_LOSS = 3;

/** The stats a star has more of to lose. */
// Points are left out of the star's extra loss (issue 15 tuning): points rank and qualify
// wrestlers, and with every loser paying extra the whole roster sank below the shows' bands.
const STANDING: readonly CappedStat[] = ['charisma', 'popularity', 'morale'];

/** Every capped stat of the wrestler stored within 0–100 (the same object when nothing changes). */
export function clampStats<W extends Pick<Wrestler, CappedStat>>(wrestler: W): W {
  const out = CAPPED_STATS.some((stat) => clampStat(wrestler[stat]) !== wrestler[stat]);
  if (!out) return wrestler;
  const next = { ...wrestler };
  for (const stat of CAPPED_STATS) next[stat] = clampStat(wrestler[stat]);
  return next;
}

/** How big a name the wrestler is, 0–1: the mean of popularity and points over 100. */
export const statureOf = (wrestler: Pick<Wrestler, 'popularity' | 'points'>): number =>
  (clampStat(wrestler.popularity) + clampStat(wrestler.points)) / (2 * STAT_MAX);

/**
 * One stat's living change: `delta` is the spec's change, `from` the stat before it (0–100),
 * `extraLoss` what a loss costs on top. A gain is scaled by the room left (none at 100).
 */
export function livingStatChange(from: number, delta: number, extraLoss = 0): number {
  const start = clampStat(from);
  const change = delta - Math.max(0, extraLoss);
  const scaled = change > 0 ? change * ((STAT_MAX - start) / STAT_MAX) : change;
  return clampStat(start + scaled);
}

/** Step 3 under living rules for one wrestler: Reading A, then every capped stat reshaped. */
export function applyLivingResult<W extends Wrestler>(
  wrestler: W,
  result: { winner?: boolean; loser?: boolean; draw?: boolean },
  rng: Rng,
): W {
  const before = clampStats(wrestler);
  const after = applyResult(before, result, rng);
  const lost = !result.winner && !!result.loser;
  const extra = lost ? STAR_LOSS * statureOf(before) : 0;
  const next = { ...before, ...after } as W;
  for (const stat of CAPPED_STATS) {
    next[stat] = livingStatChange(before[stat], after[stat] - before[stat], STANDING.includes(stat) ? extra : 0);
  }
  return next;
}
