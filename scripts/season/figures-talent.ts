import type { IsoDate } from '../../src/domain/entities/base';
import type { TalentMove } from '../../src/domain/entities/talent-market';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { isTalent } from '../../src/domain/rules/living/talent-valuation';
import { weeksWaiting } from '../../src/domain/rules/living/free-agency';
import { WEEKS_PER_YEAR } from './args';

// Issue 18 item 4's figure: how often talent changes promotion in a game with rivals.

type MoveKey = Pick<TalentMove, 'wrestlerId' | 'fromCompanyId' | 'toCompanyId' | 'date'>;
const keyOf = (m: MoveKey): string => `${m.wrestlerId}:${m.fromCompanyId}:${m.toCompanyId}:${m.date}`;

/**
 * The moves a week added to the Game record's list: those after it that were not there before it.
 * Not by date: the player's standing orders sign at the week's start, dated the day the week began
 * (which is the previous week's end), and the list keeps only the newest moves.
 */
export const movesOfWeek = <M extends MoveKey>(before: readonly MoveKey[], after: readonly M[]): M[] => {
  const known = new Set(before.map(keyOf));
  return after.filter((m) => !known.has(keyOf(m)));
};

/** A week's sample of the moves it added (movesOfWeek): how many, and between which promotions. */
export function sampledMoves(before: readonly MoveKey[], after: readonly MoveKey[]): { talentMoves: number; moves: { from: number | null; to: number | null }[] } {
  const moves = movesOfWeek(before, after);
  return { talentMoves: moves.length, moves: moves.map((m) => ({ from: m.fromCompanyId, to: m.toCompanyId })) };
}

/**
 * Wrestlers changing promotion per year: every move of the weekly samples (a move from or to a
 * promotion, a free agent signed by a rival, a rival letting one go) ÷ the sampled weeks × 52;
 * null when no week was sampled (a game without rivals).
 */
export function talentMovesPerYear(weeks: readonly { talentMoves?: number }[]): number | null {
  const sampled = weeks.flatMap((w) => (w.talentMoves === undefined ? [] : [w.talentMoves]));
  if (sampled.length === 0) return null;
  return (sampled.reduce((sum, n) => sum + n, 0) / sampled.length) * WEEKS_PER_YEAR;
}

/**
 * DESIGN §4 `talent.movesPerYearMin` (issue 36): the fewest moves in any whole year of the run (52
 * sampled weeks in order); null without a whole sampled year (a game without rivals, a short run).
 */
export function talentMovesPerYearMin(weeks: readonly { talentMoves?: number }[]): number | null {
  const sampled = weeks.flatMap((w) => (w.talentMoves === undefined ? [] : [w.talentMoves]));
  const years = Math.floor(sampled.length / WEEKS_PER_YEAR);
  if (years === 0) return null;
  const totals = Array.from({ length: years }, (_, y) => sampled.slice(y * WEEKS_PER_YEAR, (y + 1) * WEEKS_PER_YEAR).reduce((a, b) => a + b, 0));
  return Math.min(...totals);
}

/** A year of free agency: unsigned longer than this many weeks is "long". */
export const LONG_UNSIGNED_WEEKS = 52;

/**
 * DESIGN §4 `talent.longUnsignedShare` (issue 36): free agents at the end (unsigned, in-ring, not
 * retired) who have waited more than 52 weeks (Wrestler.unsignedSince, kept by the talent market)
 * ÷ all those free agents; null without free agents or in a game without rivals (nobody waits).
 */
export function longUnsignedShare(wrestlers: readonly Pick<Wrestler, 'status' | 'role' | 'active' | 'retired' | 'unsignedSince'>[], endDate: IsoDate, hasMarket: boolean): number | null {
  if (!hasMarket) return null;
  const free = wrestlers.filter((w) => w.status === 'UNSIGNED' && isTalent(w));
  if (free.length === 0) return null;
  return free.filter((w) => weeksWaiting(w, endDate) > LONG_UNSIGNED_WEEKS).length / free.length;
}
