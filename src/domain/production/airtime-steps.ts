import type { Appearance } from '../entities/appearance';
import { kindOrDefault } from '../catalog/segment-kinds';
import { segmentNote, type Segment } from '../entities/segment';
import type { Wrestler } from '../entities/wrestler';
import { airtimeLengths, lengthEffect, lengthLabel, ranLength, ranLabel } from '../rules/living/segment-length';
import { STAR_CURVE, starsOfSum } from '../rules/living/star-rating';
import { simulateSegment } from '../rules/segment-simulation';
import { readStat } from '../rules/stats';
import { appearancesOf, byId, replaceById, type CompletionStep, type CompletionWork } from './completion-work';
import { storedRatingExplanation, withRatingExplanation, withRatingLine, type RatingExplanation } from './rating-explanation';

// Issue 35 item 1, living rules only (registered in living-steps.ts): the booked length of a
// segment is kept, it runs a little long or short and says so (`meta.airtime`), and a match's
// length is a line of its own in "Why this rating". The classic step (completion-steps.ts
// simulateSegments, SPEC §4's random 1–20 minutes) is untouched and still runs under classic rules.

export const MATCH_LENGTH_RULE = 'MATCH_LENGTH';

/** What a segment's `meta.airtime` holds: the seconds booked and the seconds it ran. */
export interface SegmentAirtime {
  booked: number;
  ran: number;
}

export function readAirtime(segment: Pick<Segment, 'meta'> | null | undefined): SegmentAirtime | null {
  // Issue 36: a completed segment keeps it as JSON text (segment.ts); an object reads as before.
  const stored = segmentNote(segment?.meta, 'airtime') as Partial<SegmentAirtime> | null | undefined;
  if (!stored || typeof stored !== 'object' || typeof stored.booked !== 'number' || typeof stored.ran !== 'number') return null;
  return { booked: stored.booked, ran: stored.ran };
}

/** "Ran 7:40 of its booked 8:00", or null when the segment has no record of it. */
export const airtimeNote = (segment: Pick<Segment, 'meta'>): string | null => {
  const airtime = readAirtime(segment);
  return airtime ? ranLabel(airtime.booked, airtime.ran) : null;
};

/** Segments that run for a while with people in them: matches, promos, changes (not transitions). */
const runs = (type: string): boolean => kindOrDefault(type).category !== 'Transition';

/**
 * simulateSegments' living step: each competition with appearances gets a winner as the classic
 * step draws it (decided segments kept), but its booked length is kept; then every segment with
 * people in it runs within ±12% of its booking (ranLength), noted on `meta.airtime`. A match booked
 * at no length is booked at its kind's usual length first.
 */
export const keepBookedLengths: CompletionStep = (work, rng) => {
  const wrestlers = byId(work.wrestlers);
  let appearances = work.appearances;
  const segments = work.segments.map((segment) => {
    const kind = kindOrDefault(segment.type);
    const own = appearancesOf({ appearances }, segment);
    if (own.length === 0 || !runs(segment.type)) return segment;
    if (kind.competition) {
      const outcome = simulateSegment({ competition: true, appearances: own, wrestlers }, rng);
      appearances = replaceById(appearances, outcome.appearances);
    }
    const booked = segment.duration > 0 ? segment.duration : airtimeLengths([{ type: segment.type, main: false }], 0)[0];
    const ran = ranLength(booked, rng);
    return { ...segment, duration: booked, meta: { ...segment.meta, airtime: { booked, ran } satisfies SegmentAirtime } };
  });
  return { ...work, segments, appearances };
};

/** The competitors' level, 0–100: the mean of their points and popularity (managers left out). */
export function matchLevel(wrestlers: readonly Wrestler[]): number {
  if (wrestlers.length === 0) return 0;
  const each = wrestlers.map((w) => (readStat(w, 'points') + readStat(w, 'popularity')) / 2);
  return each.reduce((a, b) => a + b, 0) / each.length;
}

/** The sum the star curve turns into `stars` (its inverse; 0–5 stars, the curve's ends outside). */
export function sumOfStars(stars: number): number {
  const [first] = STAR_CURVE;
  const [top] = STAR_CURVE.slice(-1);
  if (!(stars > first[1])) return first[0];
  if (stars >= top[1]) return top[0];
  for (let i = 1; i < STAR_CURVE.length; i += 1) {
    const [x1, y1] = STAR_CURVE[i];
    if (stars <= y1) {
      const [x0, y0] = STAR_CURVE[i - 1];
      return x0 + ((stars - y0) / (y1 - y0)) * (x1 - x0);
    }
  }
  return top[0];
}

/** The amount the sum moves by so the stars move by `delta` (never the other way). */
export function sumForStarDelta(total: number, delta: number): number {
  if (delta === 0) return 0;
  const stars = starsOfSum(total);
  const target = Math.min(5, Math.max(0, stars + delta));
  const amount = Math.round(sumOfStars(target) - Math.max(0, Math.min(total, STAR_CURVE[STAR_CURVE.length - 1][0])));
  return delta > 0 ? Math.max(0, amount) : Math.min(0, amount);
}

/** A match with competitors on two sides or more: what a card's main event is made of (the completion and the coach). */
export const isSidedMatch = (type: string, cast: readonly Pick<Appearance, 'groupId' | 'manager'>[]): boolean =>
  kindOrDefault(type).competition && new Set(cast.filter((a) => !a.manager).map((a) => a.groupId)).size >= 2;

/** The card's main event: its last match with two competitors or more, or null. */
export function mainEventId(work: Pick<CompletionWork, 'segments' | 'appearances'>): number | null {
  const matches = work.segments.filter((s) => isSidedMatch(s.type, appearancesOf(work, s)));
  return matches.length > 0 ? matches[matches.length - 1].id : null;
}

/**
 * rateSegments' living step, after the rating, the title stakes and the rivalry heat: each rated
 * match gets its length's line (segment-length.ts lengthEffect) from the length it ran, the
 * workers' level and whether it is the main event; the stars are re-derived from the new sum.
 */
export const rateLengths: CompletionStep = (work) => {
  const before = byId(work.wrestlersBefore);
  const main = mainEventId(work);
  const segments = work.segments.map((segment) => {
    if (!kindOrDefault(segment.type).competition) return segment;
    const explanation = storedRatingExplanation(segment);
    if (!explanation || explanation.fired.length === 0 || explanation.fired.some((r) => r.id === MATCH_LENGTH_RULE)) return segment;
    const competitors = appearancesOf(work, segment).filter((a) => !a.manager).flatMap((a) => before.get(a.wrestlerId) ?? []);
    if (competitors.length < 2) return segment;
    const level = matchLevel(competitors);
    const seconds = readAirtime(segment)?.ran ?? segment.duration;
    const isMain = segment.id === main;
    const stars = explanation.stars ?? starsOfSum(explanation.total);
    const verdict = lengthEffect({ type: segment.type, seconds, level, main: isMain, stars });
    const moved = sumForStarDelta(explanation.total, verdict.stars);
    const applied = Math.round((starsOfSum(explanation.total + moved) - starsOfSum(explanation.total)) * 100) / 100;
    // A sum the stars cannot follow (below 0, past five stars) is left where it is: the line says ±0★.
    const amount = applied === 0 ? 0 : moved;
    const label = lengthLabel(seconds, level, isMain, verdict, applied);
    const next = withRatingLine(segment.meta.rating as RatingExplanation & Record<string, unknown>, { id: MATCH_LENGTH_RULE, family: 'roles', label, amount });
    return withRatingExplanation({ ...segment, rating: next.stars }, next);
  });
  return { ...work, segments };
};
