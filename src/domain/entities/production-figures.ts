import type { IsoDate } from './base';
import type { PlayedSegment } from './played-card';

// Issue 19: what `/ratings` charts of a completed production (its date, name, show, brands, viewers,
// and each played segment's kind, rating and whether it had people) kept in one of its lookup keys,
// `figures:DATE:[…]` (production-lookup.ts). IndexedDB reads an index's keys without reading a row,
// so a season's charts and best-segment candidates are ~450 short keys instead of ~450 productions
// of ~4 KB each (money lines, the war, the card). Storage derives the key on every write.

/** One played segment as the charts and the best-segment list rank it. */
export interface SegmentFigures {
  segmentId: number;
  /** The segment kind's `type`. */
  type: string;
  rating: number;
  /** It had people booked. */
  booked: boolean;
}

export interface ProductionFigures {
  date: IsoDate;
  name: string;
  showId: number | null;
  brandIds: number[];
  viewers: number;
  /** In running order. */
  segments: SegmentFigures[];
}

/** What the figures are made of (loosely typed: an imported row may lack any of it). */
export interface FiguresSource {
  date?: IsoDate;
  name?: string;
  complete?: boolean;
  showId?: number | null;
  brandIds?: readonly number[];
  viewers?: number;
  played?: readonly Pick<PlayedSegment, 'segmentId' | 'type' | 'rating' | 'cast'>[] | null;
}

export const FIGURES_PREFIX = 'figures:';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A completed production's figures, from its played card; null when it has none to keep (not
 * completed, no card, or a field a key could not give back exactly: then it is read whole).
 */
export function productionFigures({ date, name = '', complete, showId = null, brandIds, viewers, played }: FiguresSource): ProductionFigures | null {
  if (complete !== true || typeof date !== 'string' || typeof name !== 'string' || !Array.isArray(played) || !isNumber(viewers)) return null;
  if (showId !== null && !isNumber(showId)) return null;
  if (!Array.isArray(brandIds) || !brandIds.every(isNumber)) return null;
  const segments: SegmentFigures[] = [];
  for (const s of played) {
    if (typeof s !== 'object' || s === null || !isNumber(s.segmentId) || typeof s.type !== 'string' || !isNumber(s.rating) || !Array.isArray(s.cast)) return null;
    segments.push({ segmentId: s.segmentId, type: s.type, rating: s.rating, booked: s.cast.length > 0 });
  }
  return { date, name, showId, brandIds: [...brandIds], viewers, segments };
}

/** `figures:DATE:[name, showId, brandIds, viewers, [[segmentId, type, rating, booked 0|1], …]]`: in date order. */
export function figuresKey(figures: ProductionFigures): string {
  const { date, name, showId, brandIds, viewers, segments } = figures;
  const body = [name, showId, brandIds, viewers, segments.map((s) => [s.segmentId, s.type, s.rating, s.booked ? 1 : 0])];
  return `${FIGURES_PREFIX}${date}:${JSON.stringify(body)}`;
}

function readSegment(value: unknown): SegmentFigures | null {
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [segmentId, type, rating, booked] = value as unknown[];
  if (!isNumber(segmentId) || typeof type !== 'string' || !isNumber(rating) || (booked !== 0 && booked !== 1)) return null;
  return { segmentId, type, rating, booked: booked === 1 };
}

/** The figures a key holds; null for anything else (the production is then read whole). */
export function readFiguresKey(key: string): ProductionFigures | null {
  if (!key.startsWith(FIGURES_PREFIX)) return null;
  const at = key.indexOf(':[', FIGURES_PREFIX.length);
  if (at < 0) return null;
  let body: unknown;
  try {
    body = JSON.parse(key.slice(at + 1));
  } catch {
    return null;
  }
  if (!Array.isArray(body) || body.length !== 5) return null;
  const [name, showId, brandIds, viewers, list] = body as unknown[];
  if (typeof name !== 'string' || (showId !== null && !isNumber(showId)) || !Array.isArray(brandIds) || !brandIds.every(isNumber)) return null;
  if (!isNumber(viewers) || !Array.isArray(list)) return null;
  const segments = list.map(readSegment);
  if (segments.some((s) => s === null)) return null;
  return { date: key.slice(FIGURES_PREFIX.length, at), name, showId, brandIds, viewers, segments: segments as SegmentFigures[] };
}
