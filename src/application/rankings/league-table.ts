import { ALL, byName, competitionRanks, matchesFilter, playedOf, winPercentage, type RankingFilter } from './filters';
import type { RankingEntry } from './ranking-roster';

// docs/decisions-rankings.md: three league points a win, one a draw, none a loss.
export const LEAGUE_POINTS = { win: 3, draw: 1, loss: 0 } as const;

export interface LeagueRow {
  /** Shared by wrestlers level on league points and wins. */
  position: number;
  id: number;
  name: string;
  brandNames: string[];
  played: number;
  wins: number;
  draws: number;
  losses: number;
  leaguePoints: number;
  /** One decimal; null before a first bout. */
  winPct: number | null;
  streak: number;
}

export const leaguePointsOf = (entry: Pick<RankingEntry, 'wins' | 'draws' | 'losses'>): number =>
  entry.wins * LEAGUE_POINTS.win + entry.draws * LEAGUE_POINTS.draw + entry.losses * LEAGUE_POINTS.loss;

/** A league table from every wrestler's record: league points, then wins, then name. */
export function leagueTable(wrestlers: readonly RankingEntry[], filter: RankingFilter = ALL): LeagueRow[] {
  const rows = wrestlers
    .filter((entry) => matchesFilter(entry, filter))
    .map((entry) => ({ entry, leaguePoints: leaguePointsOf(entry) }))
    .sort((a, b) => b.leaguePoints - a.leaguePoints || b.entry.wins - a.entry.wins || byName(a.entry, b.entry));
  const positions = competitionRanks(rows, (a, b) => a.leaguePoints === b.leaguePoints && a.entry.wins === b.entry.wins);
  return rows.map(({ entry, leaguePoints }, i) => ({
    position: positions[i],
    id: entry.id,
    name: entry.name,
    brandNames: entry.brandNames,
    played: playedOf(entry),
    wins: entry.wins,
    draws: entry.draws,
    losses: entry.losses,
    leaguePoints,
    winPct: winPercentage(entry),
    streak: entry.streak,
  }));
}
