import type { Gender } from '../../domain/entities/enums';
import type { RankingEntry } from './ranking-roster';

/** Which wrestlers a ranking screen shows: null means every brand, or both genders. */
export interface RankingFilter {
  brandId: number | null;
  gender: Gender | null;
}

export const ALL: RankingFilter = { brandId: null, gender: null };

export const matchesFilter = (entry: RankingEntry, { brandId, gender }: RankingFilter): boolean =>
  (brandId === null || entry.brandIds.includes(brandId)) && (gender === null || entry.gender === gender);

/**
 * Competition ranking ("1, 2, 2, 4") over a list already sorted best first: an item tied with
 * the one before it shares its rank, and the next untied item skips the shared places.
 */
export function competitionRanks<T>(sorted: readonly T[], tied: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  sorted.forEach((item, i) => {
    ranks.push(i > 0 && tied(sorted[i - 1], item) ? ranks[i - 1] : i + 1);
  });
  return ranks;
}

export const byName = (a: RankingEntry, b: RankingEntry): number => a.name.localeCompare(b.name) || a.id - b.id;

/** Bouts fought: wins, losses and draws. */
export const playedOf = (entry: Pick<RankingEntry, 'wins' | 'losses' | 'draws'>): number => entry.wins + entry.losses + entry.draws;

/** Wins per bout as a percentage to one decimal (what the screen shows); null before a first bout. */
export function winPercentage(entry: Pick<RankingEntry, 'wins' | 'losses' | 'draws'>): number | null {
  const played = playedOf(entry);
  return played === 0 ? null : Math.round((entry.wins / played) * 1000) / 10;
}
