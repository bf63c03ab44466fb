import { formatNumber } from '../../format';
import type { Award } from '../../entities/owner-season';
import type { Rivalry } from '../../entities/rivalry';

/**
 * Issue 18 item 5: the year's awards, each decided by one of the game's own figures, ties broken by
 * a second figure and then the lowest id (so the same year always gives the same awards):
 * - match of the year: the best-rated complete match;
 * - wrestler of the year: the most match wins, then the best average rating of their matches;
 * - rivalry of the year: the most heat reached during the year, then a payoff that year;
 * - show of the year: the whole show weighed (issue 35): its average segment rating times how full
 *   its card was (rated segments against FULL_CARD_SEGMENTS, minutes against FULL_CARD_MINUTES, the
 *   lesser) times its type's weight (SHOW_TYPE_WEIGHT: a PPV counts more than a weekly show), then
 *   its viewers; so a one-match weekly show is never the show of the year over a full card.
 */

/** A complete segment of the year, as the awards read it. */
export interface SegmentFacts {
  id: number;
  productionId: number;
  /** Where it happened: "AWE Onslaught". */
  productionName: string;
  rating: number;
  /** A contest (a match), not a promo or a presentation. */
  match: boolean;
  wrestlerIds: readonly number[];
  winnerIds: readonly number[];
  /** Issue 35: its length in seconds (absent: unknown, and the show's minutes are not weighed). */
  duration?: number;
}

/** A complete production of the year. */
export interface ProductionFacts {
  id: number;
  name: string;
  viewers: number;
  /** Issue 35: its show's type ("PPV"; absent or unknown: weighed as a weekly show). */
  showType?: string;
}

/** Issue 35: a card this full (rated segments) is weighed whole; fewer count for less. */
export const FULL_CARD_SEGMENTS = 5;
/** Issue 35: a card this long (minutes of its segments) is weighed whole; shorter counts for less. */
export const FULL_CARD_MINUTES = 45;
/** Issue 35: how much a show of each type weighs in show of the year (others: WEEKLY_WEIGHT). */
export const SHOW_TYPE_WEIGHT: Readonly<Record<string, number>> = { PPV: 1, MAJOR_PPV: 1.1, WORLD: 1.1, TV: 0.9, CABLE: 0.85, X: 0.8 };
const WEEKLY_WEIGHT = 0.9;
const TYPE_WORDS: Readonly<Record<string, string>> = { PPV: 'a PPV', MAJOR_PPV: 'a major PPV', WORLD: 'a world event', TV: 'a weekly TV show', CABLE: 'a weekly cable show', X: 'a special' };

export interface AwardsInput {
  year: number;
  segments: readonly SegmentFacts[];
  productions: readonly ProductionFacts[];
  rivalries: readonly Rivalry[];
  /** Wrestlers' names by id (a missing one reads "Unknown"). */
  names: ReadonlyMap<number, string>;
}

const stars = (value: number): string => `${value.toFixed(2)}★`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const num = (value: number): number => (Number.isFinite(value) ? value : 0);

/** The best of a list by its figures, compared in order; ties fall to the lowest id. */
function best<T extends { id: number }>(items: readonly T[], figures: (item: T) => number[]): T | null {
  let winner: T | null = null;
  let top: number[] = [];
  for (const item of items) {
    const values = figures(item);
    const better = winner === null || compare(values, top, item.id, winner.id) > 0;
    if (better) [winner, top] = [item, values];
  }
  return winner;
}

/** Positive when a's figures beat b's (or tie and a has the lower id). */
function compare(a: number[], b: number[], idA: number, idB: number): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] > b[i] ? 1 : -1;
  return idB - idA;
}

export function yearAwards(input: AwardsInput): Award[] {
  const name = (id: number): string => input.names.get(id) ?? 'Unknown';
  const awards: Award[] = [];
  const matches = input.segments.filter((segment) => segment.match && num(segment.rating) > 0);

  const match = best(matches, (segment) => [num(segment.rating)]);
  if (match) {
    awards.push({
      category: 'match',
      winner: `${match.wrestlerIds.map(name).join(' vs. ')} at ${match.productionName}`,
      reason: `${stars(num(match.rating))}, the year’s best-rated match`,
      segmentId: match.id,
      productionId: match.productionId,
    });
  }

  const records = new Map<number, { id: number; wins: number; matches: number; stars: number }>();
  for (const segment of matches) {
    for (const id of new Set(segment.wrestlerIds)) {
      const record = records.get(id) ?? { id, wins: 0, matches: 0, stars: 0 };
      record.matches += 1;
      record.stars += num(segment.rating);
      if (segment.winnerIds.includes(id)) record.wins += 1;
      records.set(id, record);
    }
  }
  const wrestler = best([...records.values()].filter((r) => r.wins > 0), (r) => [r.wins, r.stars / r.matches]);
  if (wrestler) {
    awards.push({
      category: 'wrestler',
      winner: name(wrestler.id),
      reason: `${plural(wrestler.wins, 'win')} in ${plural(wrestler.matches, 'match', 'matches')}, averaging ${stars(wrestler.stars / wrestler.matches)}`,
      wrestlerId: wrestler.id,
    });
  }

  const inYear = (date: string): boolean => date.slice(0, 4) === String(input.year);
  const feuds = input.rivalries
    .map((rivalry) => {
      const beats = rivalry.beats.filter((beat) => inYear(beat.date));
      const payoff = beats.find((beat) => beat.kind === 'payoff');
      return { id: rivalry.id, rivalry, heat: Math.max(0, ...beats.map((beat) => num(beat.heat))), payoff, beats: beats.length };
    })
    .filter((feud) => feud.beats > 0 && feud.heat > 0);
  const rivalry = best(feuds, (feud) => [Math.round(feud.heat), feud.payoff ? 1 : 0]);
  if (rivalry) {
    const sides = rivalry.rivalry.sides.map((side) => side.map(name).join(' & '));
    awards.push({
      category: 'rivalry',
      winner: sides.join(' vs. '),
      reason: `Heat reached ${Math.round(rivalry.heat)}${rivalry.payoff ? ', with its payoff this year' : ''}`,
      wrestlerId: rivalry.rivalry.sides[0][0],
      ...(rivalry.payoff?.segmentId != null ? { segmentId: rivalry.payoff.segmentId } : {}),
      ...(rivalry.payoff?.productionId != null ? { productionId: rivalry.payoff.productionId } : {}),
    });
  }

  const ratings = new Map<number, number[]>();
  const seconds = new Map<number, number>();
  for (const segment of input.segments) {
    if (num(segment.rating) > 0) ratings.set(segment.productionId, [...(ratings.get(segment.productionId) ?? []), num(segment.rating)]);
    if (segment.duration !== undefined) seconds.set(segment.productionId, (seconds.get(segment.productionId) ?? 0) + Math.max(0, num(segment.duration)));
  }
  const shows = input.productions
    .filter((production) => ratings.has(production.id))
    .map((production) => {
      const list = ratings.get(production.id)!;
      const average = list.reduce((sum, value) => sum + value, 0) / list.length;
      const minutes = seconds.has(production.id) ? seconds.get(production.id)! / 60 : null;
      const full = Math.min(1, list.length / FULL_CARD_SEGMENTS, minutes === null ? 1 : minutes / FULL_CARD_MINUTES);
      const weight = SHOW_TYPE_WEIGHT[production.showType ?? ''] ?? WEEKLY_WEIGHT;
      return { ...production, average, count: list.length, minutes, score: average * full * weight };
    });
  const show = best(shows, (production) => [Math.round(production.score * 100) / 100, num(production.viewers)]);
  if (show) {
    const length = show.minutes === null ? '' : `${Math.round(show.minutes)} minutes`;
    const type = TYPE_WORDS[show.showType ?? ''] ?? '';
    const about = [length, type].filter(Boolean).join(', ');
    awards.push({
      category: 'show',
      winner: show.name,
      reason: `Averaged ${stars(show.average)} over ${plural(show.count, 'segment')}${about ? ` (${about})` : ''}, ${formatNumber(Math.round(num(show.viewers)))} viewers`,
      productionId: show.id,
    });
  }
  return awards;
}
