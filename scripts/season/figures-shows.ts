import { isCompetitionType } from '../../src/domain/catalog/segment-kinds';
import type { Brand } from '../../src/domain/entities/brand';
import type { Production } from '../../src/domain/entities/production';
import type { Segment } from '../../src/domain/entities/segment';
import type { Venue } from '../../src/domain/entities/venue';
import { diffDays } from '../../src/domain/dates';
import { groupBy, maxOf, mean, minOf, share } from './stats-math';

type Prod = Pick<Production, 'date' | 'segmentIds'> & { id: number };
type Seg = Pick<Segment, 'type' | 'appearanceIds' | 'rating'> & { id: number };

/** Matches as the game rates a show (the /ratings page): competition segments with people in them. */
export function ratedMatches<S extends Seg>(production: Pick<Production, 'segmentIds'>, segments: ReadonlyMap<number, S>): S[] {
  return production.segmentIds.flatMap((id) => {
    const segment = segments.get(id);
    return segment && isCompetitionType(segment.type) && segment.appearanceIds.length > 0 ? [segment] : [];
  });
}

export interface RatingFigures {
  monthlyAvgMin: number | null;
  monthlyAvgMax: number | null;
  fiveStarShare: number | null;
  negativeShare: number | null;
}

/** A production's rating: its matches' average (null without matches), as /ratings shows it. */
export const productionRating = (production: Prod, segments: ReadonlyMap<number, Seg>): number | null =>
  mean(ratedMatches(production, segments).map((s) => s.rating));

/** Month (YYYY-MM) → the average of its productions' ratings. */
export function monthlyRatings(productions: readonly Prod[], segments: ReadonlyMap<number, Seg>): Map<string, number> {
  const months = new Map<string, number>();
  for (const [month, group] of groupBy(productions, (p) => p.date.slice(0, 7))) {
    const average = mean(group.flatMap((p) => productionRating(p, segments) ?? []));
    if (average !== null) months.set(month, average);
  }
  return months;
}

export function ratingFigures(productions: readonly Prod[], segments: ReadonlyMap<number, Seg>): RatingFigures {
  const months = [...monthlyRatings(productions, segments).values()];
  const matches = productions.flatMap((p) => ratedMatches(p, segments));
  return {
    monthlyAvgMin: minOf(months),
    monthlyAvgMax: maxOf(months),
    fiveStarShare: share(matches.filter((m) => m.rating >= 5).length, matches.length),
    negativeShare: share(matches.filter((m) => m.rating < 0).length, matches.length),
  };
}

/** Issue 33: completed productions with nobody on the card (no segment holds an appearance). */
export const emptyCards = (productions: readonly Pick<Production, 'segmentIds'>[], segments: ReadonlyMap<number, Pick<Segment, 'appearanceIds'>>): number =>
  productions.filter((p) => p.segmentIds.every((id) => (segments.get(id)?.appearanceIds.length ?? 0) === 0)).length;

/** Completed productions that paid out less than they cost, over all completed productions. */
export const losingShowShare = (productions: readonly Pick<Production, 'payout'>[]): number | null =>
  share(productions.filter((p) => p.payout < 0).length, productions.length);

/** End balance ÷ start balance of every brand that started with money. */
export function balanceRatios(start: readonly (Pick<Brand, 'balance'> & { id: number })[], end: readonly (Pick<Brand, 'balance'> & { id: number })[]): number[] {
  const final = new Map(end.map((b) => [b.id, b.balance]));
  return start.flatMap((b) => (b.balance > 0 && final.has(b.id) ? [final.get(b.id)! / b.balance] : []));
}

/**
 * Per show: average viewers of its productions in the run's last quarter ÷ those of its first
 * quarter (shows with productions in both, and viewers in the first).
 */
export function viewerRatios(
  productions: readonly (Pick<Production, 'date' | 'viewers' | 'showId'>)[],
  startDate: string,
  endDate: string,
): number[] {
  const quarter = diffDays(startDate, endDate) / 4;
  const ratios: number[] = [];
  for (const [showId, group] of groupBy(productions, (p) => p.showId)) {
    if (showId === null) continue;
    const first = mean(group.filter((p) => diffDays(startDate, p.date) < quarter).map((p) => p.viewers));
    const last = mean(group.filter((p) => diffDays(p.date, endDate) <= quarter).map((p) => p.viewers));
    if (first !== null && last !== null && first > 0) ratios.push(last / first);
  }
  return ratios;
}

/**
 * Completed productions whose attendance exceeded their venue's capacity; null when no production
 * was held at a venue (the classic rules book shows without one, so capacity is not modelled).
 */
export function overCapacity(
  productions: readonly Pick<Production, 'venueId' | 'attendance'>[],
  venues: readonly (Pick<Venue, 'capacity'> & { id: number })[],
): number | null {
  const capacity = new Map(venues.map((v) => [v.id, v.capacity]));
  const held = productions.filter((p) => p.venueId !== null && capacity.has(p.venueId));
  return held.length === 0 ? null : held.filter((p) => p.attendance > capacity.get(p.venueId!)!).length;
}
