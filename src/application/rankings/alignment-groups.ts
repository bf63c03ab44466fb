import type { Alignment } from '../../domain/entities/enums';
import { ALL, byName, matchesFilter, type RankingFilter } from './filters';
import type { RankingEntry } from './ranking-roster';

export const ALIGNMENTS: readonly Alignment[] = ['GOOD', 'BAD', 'NEUTRAL'];

export const ALIGNMENT_LABELS: Record<Alignment, string> = { GOOD: 'Good', BAD: 'Bad', NEUTRAL: 'Neutral' };

export interface AlignmentGroup {
  alignment: Alignment;
  wrestlers: RankingEntry[];
}

/** The filtered wrestlers split into GOOD, BAD and NEUTRAL (always all three, in that order), by name. */
export function alignmentGroups(wrestlers: readonly RankingEntry[], filter: RankingFilter = ALL): AlignmentGroup[] {
  const shown = wrestlers.filter((entry) => matchesFilter(entry, filter)).sort(byName);
  // A stored value outside the enumeration (a hand-edited save) is listed with NEUTRAL, never dropped.
  const groupOf = (entry: RankingEntry): Alignment => (ALIGNMENTS.includes(entry.alignment) ? entry.alignment : 'NEUTRAL');
  return ALIGNMENTS.map((alignment) => ({ alignment, wrestlers: shown.filter((entry) => groupOf(entry) === alignment) }));
}
