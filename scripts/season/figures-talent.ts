import type { IsoDate } from '../../src/domain/entities/base';
import type { TalentMove } from '../../src/domain/entities/talent-market';
import { WEEKS_PER_YEAR } from './args';

// Issue 18 item 4's figure: how often talent changes promotion in a game with rivals.

/** Moves dated within a week: after the game's date before the forward move, up to and including the date after it. */
export const movesInWeek = (moves: readonly Pick<TalentMove, 'date'>[], before: IsoDate, after: IsoDate): number =>
  moves.filter((m) => m.date > before && m.date <= after).length;

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
