import type { Production } from '../../src/domain/entities/production';
import { segmentRivalryNote } from '../../src/domain/entities/rivalry';
import type { Segment } from '../../src/domain/entities/segment';
import type { Show } from '../../src/domain/entities/show';
import { isTalkingType } from '../../src/domain/rules/living/presentation-rating';
import { rivalryWeekOn } from '../../src/domain/rules/story/rivalry-week-number';
import type { Figures } from './definitions';
import { runProductions, type SeasonRecords } from './season-records';
import { isMatch, matchLengthsByTier, shortMatchGap, type TierLengths } from './figures-match-length';
import { mean, median, share } from './stats-math';

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
 * Each completed production of a show with a slot (maxDuration > 0), with the share of the slot its
 * card booked: the sum of its segments' booked lengths (`segment.duration`, every segment) ÷ the
 * slot. What both airtime readings (per show, per promotion and type) start from.
 */
function slotFills<S extends Pick<Show, 'maxDuration'> & { id: number }>(
  productions: readonly Prod[],
  shows: readonly S[],
  segments: ReadonlyMap<number, Pick<Seg, 'duration'>>,
): { show: S; fill: number }[] {
  const slots = new Map(shows.filter((s) => s.maxDuration > 0).map((s) => [s.id, s]));
  return productions.flatMap((production) => {
    const show = production.showId === null ? undefined : slots.get(production.showId);
    if (!show) return [];
    const booked = production.segmentIds.reduce((sum, id) => {
      const duration = segments.get(id)?.duration ?? 0;
      return sum + (Number.isFinite(duration) && duration > 0 ? duration : 0);
    }, 0);
    return [{ show, fill: booked / show.maxDuration }];
  });
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
  const byShow = new Map<number, { show: (typeof shows)[number]; fills: number[] }>();
  for (const { show, fill } of slotFills(productions, shows, segments)) {
    const entry = byShow.get(show.id) ?? { show, fills: [] };
    entry.fills.push(fill);
    byShow.set(show.id, entry);
  }
  return [...byShow.values()]
    .sort((a, b) => a.show.id - b.show.id)
    .map(({ show, fills }) => ({ showId: show.id, name: show.name, slot: show.maxDuration, productions: fills.length, fill: mean(fills)! }));
}

/** One promotion's shows of one type (TV, PPV, …): what `booking.airtimeFillMin` compares. */
export interface AirtimeGroup {
  /** The promotion of the show's first brand (null: a show without a promotion). */
  companyId: number | null;
  type: string;
  productions: number;
  /** The median, over the group's productions, of booked ÷ slot. */
  fill: number;
}

/**
 * DESIGN §4 `booking.airtimeFillMin`: per promotion and show type, the median over its completed
 * productions (of shows with a slot) of the card's booked seconds ÷ the slot; groups in
 * (promotion, type) order.
 */
export function airtimeByGroup(
  productions: readonly Prod[],
  shows: readonly (Pick<Show, 'maxDuration' | 'type' | 'brandIds'> & { id: number })[],
  segments: ReadonlyMap<number, Pick<Seg, 'duration'>>,
  companyOfBrand: ReadonlyMap<number, number | null>,
): AirtimeGroup[] {
  const fills = new Map<string, { companyId: number | null; type: string; fills: number[] }>();
  for (const { show, fill } of slotFills(productions, shows, segments)) {
    const companyId = companyOfBrand.get(show.brandIds[0]) ?? null;
    const key = `${companyId ?? '-'}:${show.type}`;
    const group = fills.get(key) ?? { companyId, type: show.type, fills: [] };
    group.fills.push(fill);
    fills.set(key, group);
  }
  return [...fills.values()]
    .sort((a, b) => (a.companyId ?? -1) - (b.companyId ?? -1) || a.type.localeCompare(b.type))
    .map((g) => ({ companyId: g.companyId, type: g.type, productions: g.fills.length, fill: median(g.fills)! }));
}

/** `booking.airtimeFillMin`: the lowest group's median fill (airtimeByGroup); null without a show with a slot that ran. */
export function airtimeFillMin(...args: Parameters<typeof airtimeByGroup>): number | null {
  const fills = airtimeByGroup(...args).map((g) => g.fill);
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
  records: Pick<SeasonRecords, 'rules' | 'shows' | 'appearances' | 'wrestlers' | 'rivalryStarts' | 'brands'>,
  productions: readonly Prod[],
  segments: ReadonlyMap<number, Seg>,
): Pick<Figures, BookingFigureName> {
  const presentation = presentationFigures(productions, segments);
  const appearances = new Map(records.appearances.map((a) => [a.id, a]));
  const wrestlers = new Map(records.wrestlers.map((w) => [w.id, w]));
  return {
    'booking.airtimeFillMin': airtimeFillMin(productions, records.shows, segments, new Map(records.brands.map((b) => [b.id, b.companyId ?? null]))),
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
  /** Per promotion and show type (what booking.airtimeFillMin reads); older reports have none. */
  groups?: (AirtimeGroup & { company: string })[];
  airtime: ShowAirtime[];
  lengths: TierLengths[];
}

export function bookingDetail(records: SeasonRecords): BookingDetail {
  const productions = runProductions(records);
  const segments = new Map(records.segments.map((s) => [s.id, s]));
  const companyOfBrand = new Map(records.brands.map((b) => [b.id, b.companyId ?? null]));
  // A promotion is named by its brands (the records keep no company names).
  const brandsOf = (companyId: number): string => records.brands.filter((b) => b.companyId === companyId).map((b) => b.name).join(', ');
  return {
    groups: airtimeByGroup(productions, records.shows, segments, companyOfBrand).map((g) => ({ ...g, company: g.companyId === null ? 'No promotion' : brandsOf(g.companyId) || `Promotion ${g.companyId}` })),
    airtime: airtimeByShow(productions, records.shows, segments),
    lengths: matchLengthsByTier(productions, segments, new Map(records.appearances.map((a) => [a.id, a])), new Map(records.wrestlers.map((w) => [w.id, w]))),
  };
}
