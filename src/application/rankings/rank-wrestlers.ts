import { ALL, byName, competitionRanks, matchesFilter, winPercentage, type RankingFilter } from './filters';
import type { RankingEntry } from './ranking-roster';

export const RANK_MEASURES = ['points', 'wins', 'winPct', 'popularity', 'charisma', 'followers', 'streak'] as const;
export type RankMeasure = (typeof RANK_MEASURES)[number];

export const MEASURE_LABELS: Record<RankMeasure, string> = {
  points: 'Points',
  wins: 'Wins',
  winPct: 'Win %',
  popularity: 'Popularity',
  charisma: 'Charisma',
  followers: 'Followers',
  streak: 'Streak',
};

/**
 * A wrestler's value for a measure, rounded to what the screen shows (issue 35: popularity and
 * charisma whole, points to the half step's tenth, followers to whole fans, win % to 0.1): two
 * wrestlers who read the same share a rank. Null (no bouts yet for win %) ranks below every number.
 */
export function measureOf(entry: RankingEntry, measure: RankMeasure): number | null {
  switch (measure) {
    case 'winPct':
      return winPercentage(entry);
    case 'points':
      return Math.round(entry.points * 10) / 10;
    default:
      return Math.round(entry[measure]);
  }
}

export interface RankedWrestler {
  rank: number;
  value: number | null;
  entry: RankingEntry;
}

const compareValues = (a: number | null, b: number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
};

/** The filtered wrestlers best first by one measure; ties share a rank and are listed by name. */
export function rankWrestlers(
  wrestlers: readonly RankingEntry[],
  measure: RankMeasure,
  filter: RankingFilter = ALL,
): RankedWrestler[] {
  const valued = wrestlers
    .filter((entry) => matchesFilter(entry, filter))
    .map((entry) => ({ entry, value: measureOf(entry, measure) }))
    .sort((a, b) => compareValues(a.value, b.value) || byName(a.entry, b.entry));
  const ranks = competitionRanks(valued, (a, b) => a.value === b.value);
  return valued.map((row, i) => ({ rank: ranks[i], ...row }));
}
