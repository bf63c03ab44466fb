import { PROMO_TYPES } from '../../catalog/presentation-kinds';
import { kindOrDefault } from '../../catalog/segment-kinds';
import { diffDays } from '../../dates';
import type { IsoDate } from '../../entities/base';
import type { ShowTypeKey } from '../../entities/enums';
import type { Rivalry, RivalryBeat } from '../../entities/rivalry';

/**
 * Issue 17, living rules: a rivalry's heat (0–100). It rises with segments between the sides,
 * never past MAX_HEAT (each gain is scaled by the room left), fades week by week without them, and
 * the same kind of segment booked again and again wears it out. The heat adds to a segment's
 * rating sum and to the show's viewers; the payoff on a PPV adds most. Pure: no dates but the
 * ones given, no randomness.
 */

export const MAX_HEAT = 100;
/** The share of its heat a rivalry keeps over a week without a segment. */
export const HEAT_KEPT_PER_WEEK = 0.85;
/** Below this heat (after its first weeks) a rivalry has gone cold and ends. */
export const COLD_HEAT = 8;
/** A rivalry this young never ends cold (it has not had the time to build). */
export const COLD_GRACE_DAYS = 21;
/** The heat a rivalry starts with. */
export const START_HEAT = { player: 20, title: 30, repeated: 18, betrayal: 35, booker: 15, challenge: 30, 'run-in': 30 } as const;

/** The show types a rivalry is paid off on. */
export const PAYOFF_SHOW_TYPES: readonly ShowTypeKey[] = ['PPV', 'MAJOR_PPV', 'WORLD'];
export const isPayoffShowType = (type: ShowTypeKey | string | null | undefined): boolean =>
  PAYOFF_SHOW_TYPES.includes(type as ShowTypeKey);

/**
 * A decided match between rivals on a PPV, major PPV or world event, or on the show the player
 * chose to settle it on, is their payoff. The completion and the coach's preview both ask this.
 */
export const isPayoffSegment = (
  rivalry: Pick<Rivalry, 'payoffShowId'>,
  decidedMatch: boolean,
  showType: ShowTypeKey | string | null | undefined,
  showId: number | null,
): boolean => decidedMatch && (isPayoffShowType(showType) || (showId !== null && rivalry.payoffShowId === showId));

const round1 = (value: number): number => Math.round(value * 10) / 10;
const clamp = (value: number): number => Math.min(MAX_HEAT, Math.max(0, Number.isFinite(value) ? value : 0));

/** The heat on `date` of a rivalry whose heat was `heat` on `heatOn`: it fades with the weeks between. */
export function heatAt(rivalry: Pick<Rivalry, 'heat' | 'heatOn'>, date: IsoDate): number {
  const days = Math.max(0, diffDays(rivalry.heatOn, date));
  return round1(clamp(rivalry.heat * HEAT_KEPT_PER_WEEK ** (days / 7)));
}

/** Heat plus a gain, scaled by the room left below MAX_HEAT: never negative, never past 100. */
export const addHeat = (heat: number, gain: number): number => round1(clamp(heat + Math.max(0, gain) * (1 - clamp(heat) / MAX_HEAT)));

/** What kind of beat a segment of this type is for a rivalry. */
export function beatKindOf(type: string): RivalryBeat['kind'] {
  if (type === 'CONTRACT_SIGNING') return 'signing';
  if (type === 'BRAWL' || type === 'BACKSTAGE_BRAWL') return 'brawl';
  if (kindOrDefault(type).competition) return 'match';
  return 'promo';
}

/** Base gain of a beat kind, and what each star of the segment adds to it. */
const GAIN: Record<RivalryBeat['kind'], { base: number; perStar: number }> = {
  match: { base: 6, perStar: 4 },
  brawl: { base: 10, perStar: 3 },
  promo: { base: 6, perStar: 3 },
  signing: { base: 12, perStar: 2 },
  payoff: { base: 0, perStar: 0 },
  start: { base: 0, perStar: 0 },
  end: { base: 0, perStar: 0 },
};
/** Each earlier beat of the same kind in the last WEAR_DAYS multiplies the gain by this. */
export const WEAR_FACTOR = 0.55;
export const WEAR_DAYS = 21;

/** How many of the rivalry's beats in the WEAR_DAYS before `date` were of this kind. */
export const recentSameKind = (beats: readonly RivalryBeat[], kind: RivalryBeat['kind'], date: IsoDate): number =>
  beats.filter((b) => b.kind === kind && diffDays(b.date, date) >= 0 && diffDays(b.date, date) < WEAR_DAYS).length;

/**
 * The heat a segment between the sides adds before the room-left scaling: more for a better
 * segment; promos and talk count (PROMO_TYPES and the other presentations), a contract signing or a
 * brawl counts most; the same kind again within three weeks wears it out.
 */
export function segmentHeatGain(type: string, stars: number, sameKindRecently: number): number {
  const kind = beatKindOf(type);
  const { base, perStar } = GAIN[kind];
  const promoBonus = PROMO_TYPES.includes(type) ? 2 : 0;
  const gain = (base + promoBonus + perStar * Math.max(0, Math.min(5, stars))) * WEAR_FACTOR ** Math.max(0, sameKindRecently);
  return round1(gain);
}

/**
 * What the heat adds to a segment's rating sum (SPEC §9 units; the living star curve reads it):
 * a weekly segment gains 0.6 a degree of heat; the payoff on a PPV 1.2, on a major PPV or a world
 * event 1.5 (at 100 heat +150, about one star in the middle of the curve).
 */
export function heatRatingBonus(heat: number, showType: ShowTypeKey | string | null | undefined, payoff: boolean): number {
  const perDegree = !payoff ? 0.6 : showType === 'PPV' ? 1.2 : isPayoffShowType(showType) ? 1.5 : 0.6;
  return Math.round(clamp(heat) * perDegree);
}

/**
 * The factor a show's viewers move by for the rivalries on its card (1 to 1.06): 2% for each full
 * 100 degrees of heat. It was 3% up to 1.1 until the booker booked rivals every week, which made
 * the richest brand pass ten times its starting balance in three years (seed 7: 10.3).
 */
export function heatViewersFactor(heats: readonly number[]): number {
  const sum = heats.reduce((total, heat) => total + clamp(heat), 0);
  return 1 + Math.min(0.06, (sum / MAX_HEAT) * 0.02);
}

/** Whether a payoff ends the rivalry: a hot one is settled; a cooler one may run on (rng in [0, 1)). */
export const payoffEnds = (heat: number, roll: number): boolean => roll < Math.min(0.95, 0.35 + clamp(heat) / 100);

/**
 * Issue 36 item 4: rivalries of every length. Each is meant to run between RIVALRY_WEEKS.min and
 * .max weeks, the weeks fixed by its id (a scramble of it: no field stored, no number drawn), so
 * some are settled at the first event and others build over a season's quarter.
 */
export const RIVALRY_WEEKS = { min: 2, max: 12 } as const;
/** Before its weeks are up, a payoff settles a rivalry only this seldom (the feud goes on). */
export const EARLY_PAYOFF_END = 0.1;

/** The weeks a rivalry is meant to run, RIVALRY_WEEKS.min to .max, spread evenly over ids. */
export const plannedRivalryWeeks = (rivalryId: number): number =>
  RIVALRY_WEEKS.min + ((Math.imul(Math.trunc(rivalryId) | 0, 0x9e3779b1) >>> 0) % (RIVALRY_WEEKS.max - RIVALRY_WEEKS.min + 1));

/** Whether a payoff on `date` ends the rivalry: seldom before its planned weeks, then as payoffEnds by its heat. */
export function payoffEndsRivalry(rivalry: Pick<Rivalry, 'id' | 'startedOn'>, heat: number, date: IsoDate, roll: number): boolean {
  const weeks = diffDays(rivalry.startedOn, date) / 7;
  return weeks < plannedRivalryWeeks(rivalry.id) ? roll < EARLY_PAYOFF_END : payoffEnds(heat, roll);
}

/** Whether an active rivalry has gone cold on `date` (and should end). */
export const isCold = (rivalry: Pick<Rivalry, 'heat' | 'heatOn' | 'startedOn'>, date: IsoDate): boolean =>
  diffDays(rivalry.startedOn, date) >= COLD_GRACE_DAYS && heatAt(rivalry, date) < COLD_HEAT;
