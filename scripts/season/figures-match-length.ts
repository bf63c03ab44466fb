import { isCompetitionType } from '../../src/domain/catalog/segment-kinds';
import type { Appearance } from '../../src/domain/entities/appearance';
import type { Production } from '../../src/domain/entities/production';
import type { Segment } from '../../src/domain/entities/segment';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { readAirtime } from '../../src/domain/production/airtime-steps';
import { tierName } from '../../src/domain/rules/living/segment-length';
import { mean } from './stats-math';

// Issue 35 `ratings.shortMatchGap`: whether a match's length matters, between the same tier of
// wrestlers (pure functions over a run's records; figures-booking.ts puts it in health.json).

type Prod = Pick<Production, 'segmentIds'> & Partial<Pick<Production, 'played'>>;
type Seg = Pick<Segment, 'type' | 'duration' | 'appearanceIds' | 'rating' | 'meta'> & { id: number };

/** Matches as the game rates a show: competition segments with people in them (figures-shows ratedMatches). */
export const isMatch = (segment: Pick<Seg, 'type' | 'appearanceIds'>): boolean => isCompetitionType(segment.type) && segment.appearanceIds.length > 0;

/** The seconds a segment ran (living: `meta.airtime.ran`), else its stored length. */
const ranSeconds = (segment: Pick<Seg, 'duration' | 'meta'>): number => readAirtime(segment)?.ran ?? segment.duration;

export const SHORT_MATCH_BELOW = 3 * 60;
export const LONG_MATCH = { from: 12 * 60, to: 20 * 60 } as const;

/**
 * The wrestlers' average popularity in a match (managers left out): each as the card's record kept
 * it (`production.played`, living), else as the wrestler is at the end of the run; null without any.
 */
function castPopularity(
  segment: Seg,
  played: ReadonlyMap<number, NonNullable<Production['played']>[number]>,
  appearances: ReadonlyMap<number, Pick<Appearance, 'wrestlerId' | 'manager'>>,
  wrestlers: ReadonlyMap<number, Pick<Wrestler, 'popularity'>>,
): number | null {
  const cast = played.get(segment.id)?.cast
    ?? segment.appearanceIds.flatMap((id) => {
      const a = appearances.get(id);
      return a ? [{ wrestlerId: a.wrestlerId, manager: a.manager, popularity: undefined as number | undefined }] : [];
    });
  const values = cast.filter((p) => !p.manager).flatMap((p) => {
    const value = p.popularity ?? wrestlers.get(p.wrestlerId)?.popularity;
    return typeof value === 'number' && Number.isFinite(value) ? [value] : [];
  });
  return mean(values);
}

export interface TierLengths {
  tier: string;
  short: { count: number; rating: number | null };
  long: { count: number; rating: number | null };
}

/** Per tier of wrestlers (segment-length.ts tierName of their average popularity), the short and the long matches. */
export function matchLengthsByTier(
  productions: readonly Prod[],
  segments: ReadonlyMap<number, Seg>,
  appearances: ReadonlyMap<number, Pick<Appearance, 'wrestlerId' | 'manager'>>,
  wrestlers: ReadonlyMap<number, Pick<Wrestler, 'popularity'>>,
): TierLengths[] {
  const played = new Map(productions.flatMap((p) => (p.played ?? []).map((s) => [s.segmentId, s] as const)));
  const tiers = new Map<string, { short: number[]; long: number[] }>();
  for (const segment of productions.flatMap((p) => p.segmentIds.flatMap((id) => segments.get(id) ?? []))) {
    if (!isMatch(segment) || !Number.isFinite(segment.rating)) continue;
    const seconds = ranSeconds(segment);
    const band = seconds < SHORT_MATCH_BELOW ? 'short' : seconds >= LONG_MATCH.from && seconds <= LONG_MATCH.to ? 'long' : null;
    const popularity = band && castPopularity(segment, played, appearances, wrestlers);
    if (band === null || popularity === null) continue;
    const tier = tierName(popularity);
    const entry = tiers.get(tier) ?? { short: [], long: [] };
    entry[band].push(segment.rating);
    tiers.set(tier, entry);
  }
  return [...tiers.entries()].map(([tier, { short, long }]) => ({
    tier,
    short: { count: short.length, rating: mean(short) },
    long: { count: long.length, rating: mean(long) },
  }));
}

/**
 * `ratings.shortMatchGap`: per tier with both, the average rating of matches of 12–20 minutes
 * minus that of matches under 3 minutes (the length they ran), averaged over those tiers weighted
 * by the smaller of the two counts; null when no tier has both.
 */
export function shortMatchGap(...args: Parameters<typeof matchLengthsByTier>): number | null {
  const both = matchLengthsByTier(...args).filter((t) => t.short.count > 0 && t.long.count > 0);
  const weight = both.reduce((sum, t) => sum + Math.min(t.short.count, t.long.count), 0);
  if (weight === 0) return null;
  return both.reduce((sum, t) => sum + Math.min(t.short.count, t.long.count) * (t.long.rating! - t.short.rating!), 0) / weight;
}
