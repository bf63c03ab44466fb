import { addDays, diffDays, sundayOf } from '../../domain/dates';
import type { IsoDate } from '../../domain/entities/base';

// The chart series of `/ratings`, aggregated here rather than in the component: ten seasons are
// ~5,000 productions and ~40 shows, and a chart of 40 lines (or 5,000 bars) has no room left to draw
// in (issue 13). Pure, so the bounds are tested without storage.

export type RatingsWindow = 'season' | 'recent' | 'all';
/** Every brand, one brand (its shows), or one show. */
export type RatingsScope = 'all' | `brand:${number}` | `show:${number}`;
export type Bucket = 'week' | 'month';

/** Lines on one chart, the last of them "Other …" when more would be drawn. */
export const MAX_SERIES = 8;
/** "Last 12 weeks": the game date's week and the eleven before it. */
export const RECENT_WEEKS = 12;
/** A window longer than a season is drawn a point per month: ten seasons are 120 points, not 520. */
const WEEKLY_UP_TO_DAYS = 53 * 7;

/** The first day the window reads; null for all of history. A season is the game date's calendar year. */
export function windowStart(window: RatingsWindow, gameDate: IsoDate): IsoDate | null {
  if (!gameDate || window === 'all') return null;
  return window === 'season' ? `${gameDate.slice(0, 4)}-01-01` : addDays(sundayOf(gameDate), -7 * (RECENT_WEEKS - 1));
}

export const bucketFor = (from: IsoDate, to: IsoDate): Bucket => (diffDays(from, to) <= WEEKLY_UP_TO_DAYS ? 'week' : 'month');

/** The first day of the date's week (Sunday) or month: where its point sits on the time axis. */
export const bucketOf = (date: IsoDate, bucket: Bucket): IsoDate => (bucket === 'week' ? sundayOf(date) : `${date.slice(0, 7)}-01`);

/** A completed production as the charts need it: the lines it belongs to and its match ratings. */
export interface ChartProduction {
  date: IsoDate;
  viewers: number;
  /** Ratings of its competition segments that had people in them. */
  ratings: readonly number[];
  lines: readonly { key: string; name: string }[];
}

export interface SeriesPoint {
  /** The first day of the week or month. */
  date: IsoDate;
  /** Average viewers per production in the period. */
  viewers: number;
  /** Average match rating in the period; null when none of its productions had a match. */
  rating: number | null;
  productions: number;
  matches: number;
}

export interface RatingsSeries {
  key: string;
  name: string;
  points: SeriesPoint[];
  /** For the "Other …" line: the names folded into it. */
  folded: string[];
}

/**
 * One line per key, the biggest audiences first; beyond MAX_SERIES the smallest are folded into
 * one `otherName` line, so a chart never carries more than MAX_SERIES lines.
 */
export function chartSeries(productions: readonly ChartProduction[], bucket: Bucket, otherName: string): RatingsSeries[] {
  const groups = new Map<string, { key: string; name: string; members: ChartProduction[]; viewers: number }>();
  for (const production of productions) {
    for (const line of production.lines) {
      const group = groups.get(line.key) ?? { key: line.key, name: line.name, members: [], viewers: 0 };
      group.members.push(production);
      group.viewers += production.viewers;
      groups.set(line.key, group);
    }
  }
  const ranked = [...groups.values()].sort((a, b) => b.viewers - a.viewers || a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
  const kept = ranked.length > MAX_SERIES ? ranked.slice(0, MAX_SERIES - 1) : ranked;
  const rest = ranked.slice(kept.length);
  const series = kept.map((g) => ({ key: g.key, name: g.name, points: pointsOf(g.members, bucket), folded: [] as string[] }));
  if (rest.length > 0) {
    // A production in two folded lines counts once in "Other".
    const members = [...new Set(rest.flatMap((g) => g.members))];
    series.push({ key: 'other', name: otherName, points: pointsOf(members, bucket), folded: rest.map((g) => g.name) });
  }
  return series;
}

function pointsOf(members: readonly ChartProduction[], bucket: Bucket): SeriesPoint[] {
  const sums = new Map<IsoDate, { viewers: number; productions: number; ratings: number; matches: number }>();
  for (const p of members) {
    const at = bucketOf(p.date, bucket);
    const sum = sums.get(at) ?? { viewers: 0, productions: 0, ratings: 0, matches: 0 };
    sum.viewers += p.viewers;
    sum.productions += 1;
    for (const rating of p.ratings) sum.ratings += rating;
    sum.matches += p.ratings.length;
    sums.set(at, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, s]) => ({
      date,
      viewers: Math.round(s.viewers / s.productions),
      rating: s.matches > 0 ? Math.round((s.ratings / s.matches) * 100) / 100 : null,
      productions: s.productions,
      matches: s.matches,
    }));
}
