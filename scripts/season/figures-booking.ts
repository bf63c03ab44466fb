import type { Production } from '../../src/domain/entities/production';
import { segmentRivalryNote } from '../../src/domain/entities/rivalry';
import type { Segment } from '../../src/domain/entities/segment';
import type { Show } from '../../src/domain/entities/show';
import { isTalkingType } from '../../src/domain/rules/living/presentation-rating';
import { rivalryWeekOn } from '../../src/domain/rules/story/rivalry-week-number';
import type { Figures } from './definitions';
import { runProductions, type SeasonRecords } from './season-records';
import { isMatch, matchLengthsByTier, shortMatchGap, type TierLengths } from './figures-match-length';
import { mean, share } from './stats-math';

// Issue 35's "Prove" figures on booking: airtime filled, presentation segments, rivalry beats that
// say the rivalry's week, and (figures-match-length.ts) the length of matches; pure functions over
// a run's records.

type Prod = Pick<Production, 'segmentIds' | 'showId' | 'date'> & Partial<Pick<Production, 'played'>>;
type Seg = Pick<Segment, 'type' | 'duration' | 'appearanceIds' | 'rating' | 'complete' | 'meta' | 'storyline'> & { id: number };

/** One show's airtime over the run: its slot and the average share of it its completed productions booked. */
export interface ShowAirtime {
  showId: number;
  name: string;
  /** Seconds. */
  slot: number;
  productions: number;
  /** The mean, over its productions, of (sum of its segments' booked lengths) ÷ slot. */
  fill: number;
}

/**
 * Issue 35 item 1: per show with a slot (maxDuration > 0) and completed productions in the run,
 * the average share of the slot its productions' segments fill (every segment of the card, its
 * booked length: `segment.duration`), shows in id order.
 */
export function airtimeByShow(
  productions: readonly Prod[],
  shows: readonly (Pick<Show, 'maxDuration' | 'name'> & { id: number })[],
  segments: ReadonlyMap<number, Pick<Seg, 'duration'>>,
): ShowAirtime[] {
  const byShow = new Map<number, number[]>();
  const slots = new Map(shows.filter((s) => s.maxDuration > 0).map((s) => [s.id, s]));
  for (const production of productions) {
    const show = production.showId === null ? undefined : slots.get(production.showId);
    if (!show) continue;
    const booked = production.segmentIds.reduce((sum, id) => {
      const duration = segments.get(id)?.duration ?? 0;
      return sum + (Number.isFinite(duration) && duration > 0 ? duration : 0);
    }, 0);
    byShow.set(show.id, [...(byShow.get(show.id) ?? []), booked / show.maxDuration]);
  }
  return [...byShow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([showId, fills]) => ({ showId, name: slots.get(showId)!.name, slot: slots.get(showId)!.maxDuration, productions: fills.length, fill: mean(fills)! }));
}

/** `booking.airtimeFillMin`: the lowest show's average fill (airtimeByShow); null without a show with a slot that ran. */
export function airtimeFillMin(...args: Parameters<typeof airtimeByShow>): number | null {
  const fills = airtimeByShow(...args).map((s) => s.fill);
  return fills.length === 0 ? null : Math.min(...fills);
}

/** The completed segments with people in them of the productions (the ones a card's time goes to). */
const peopled = (productions: readonly Prod[], segments: ReadonlyMap<number, Seg>): Seg[] =>
  productions.flatMap((p) => p.segmentIds.flatMap((id) => segments.get(id) ?? [])).filter((s) => s.complete && s.appearanceIds.length > 0);

/**
 * `booking.presentationShare` and `ratings.presentationVsMatch`: talking segments
 * (presentation-rating.ts isTalkingType) among the completed segments with people in them, and
 * their average rating minus the matches'; null without segments (the share) or without either
 * (the difference).
 */
export function presentationFigures(productions: readonly Prod[], segments: ReadonlyMap<number, Seg>): { share: number | null; vsMatch: number | null } {
  const all = peopled(productions, segments);
  const talking = all.filter((s) => isTalkingType(s.type)).map((s) => s.rating);
  const matches = all.filter(isMatch).map((s) => s.rating);
  const [talk, match] = [mean(talking), mean(matches)];
  return { share: share(talking.length, all.length), vsMatch: talk === null || match === null ? null : talk - match };
}

/** The rivalry week ordinals a storyline states: "week 3", "Week 3", "after 3 weeks", "after 1 week". */
export function statedWeeks(storyline: string): number[] {
  const said = [...storyline.matchAll(/\bweek (\d+)\b/gi), ...storyline.matchAll(/\bafter (\d+) weeks?\b/gi)];
  return said.map((m) => Number(m[1]));
}

/**
 * `storylines.beatOrdinalMismatches`: completed segments that played out a rivalry (they carry its
 * note, `segment.meta.rivalry`) whose stated week disagrees with the rivalry's week on the
 * production's date, counted on the calendar from its start (the week it began is week 1): the
 * week the note stores, or a week its storyline states. A rivalry whose start is not known (not in
 * `startedOn`) is not judged.
 */
export function beatOrdinalMismatches(
  productions: readonly Prod[],
  segments: ReadonlyMap<number, Seg>,
  startedOn: Readonly<Record<number, string>>,
): number {
  let mismatches = 0;
  for (const production of productions) {
    for (const segment of production.segmentIds.flatMap((id) => segments.get(id) ?? [])) {
      const note = segmentRivalryNote(segment.meta);
      const start = note ? startedOn[note.rivalryId] : undefined;
      if (!note || start === undefined) continue;
      const week = rivalryWeekOn(start, production.date);
      if ([note.week, ...statedWeeks(segment.storyline)].some((stated) => stated !== week)) mismatches += 1;
    }
  }
  return mismatches;
}

/** Issue 35's booking figures of health.json, in their order (computeFigures spreads them in). */
export function bookingFigures(
  records: Pick<SeasonRecords, 'rules' | 'shows' | 'appearances' | 'wrestlers' | 'rivalryStarts'>,
  productions: readonly Prod[],
  segments: ReadonlyMap<number, Seg>,
): Pick<Figures, BookingFigureName> {
  const presentation = presentationFigures(productions, segments);
  const appearances = new Map(records.appearances.map((a) => [a.id, a]));
  const wrestlers = new Map(records.wrestlers.map((w) => [w.id, w]));
  return {
    'booking.airtimeFillMin': airtimeFillMin(productions, records.shows, segments),
    'ratings.shortMatchGap': shortMatchGap(productions, segments, appearances, wrestlers),
    'booking.presentationShare': presentation.share,
    'ratings.presentationVsMatch': presentation.vsMatch,
    // The classic rules have no rivalries (null).
    'storylines.beatOrdinalMismatches': records.rules === 'living' ? beatOrdinalMismatches(productions, segments, records.rivalryStarts ?? {}) : null,
  };
}

type BookingFigureName = 'booking.airtimeFillMin' | 'ratings.shortMatchGap' | 'booking.presentationShare' | 'ratings.presentationVsMatch' | 'storylines.beatOrdinalMismatches';

/** The report's detail behind the booking figures: every show's airtime, and the short and long matches per tier. */
export interface BookingDetail {
  airtime: ShowAirtime[];
  lengths: TierLengths[];
}

export function bookingDetail(records: SeasonRecords): BookingDetail {
  const productions = runProductions(records);
  const segments = new Map(records.segments.map((s) => [s.id, s]));
  return {
    airtime: airtimeByShow(productions, records.shows, segments),
    lengths: matchLengthsByTier(productions, segments, new Map(records.appearances.map((a) => [a.id, a])), new Map(records.wrestlers.map((w) => [w.id, w]))),
  };
}
