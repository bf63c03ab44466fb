import { segmentKindByType } from '../../catalog/segment-kinds';
import type { Rng } from '../rng';

// Issue 35 item 1, living rules only: time is the booker's currency. Each segment kind has a
// sensible length; the booked length is kept (a segment runs a little long or short); a match's
// rating depends on its length as fans expect; the booker fills a show's slot. The spec's own
// duration rule (segment-simulation.ts simulateDuration) stays the classic one.

/** Seconds a kind of segment sensibly runs: [shortest, longest]. */
export interface LengthRange {
  min: number;
  max: number;
}

const m = (minutes: number): number => Math.round(minutes * 60);
const range = (min: number, max: number): LengthRange => ({ min: m(min), max: m(max) });

/**
 * By kind (src/domain/catalog/segment-kinds.ts); a kind not listed reads its category's range. A
 * singles match runs up to 25 minutes and a promo up to 15 (a big event's featured match, an
 * opening promo), so a card on a short roster can still fill a long show.
 */
export const LENGTH_RANGES: Readonly<Record<string, LengthRange>> = {
  DEFAULT: range(5, 15),
  // Matches.
  SINGLES: range(4, 25),
  TRIPLE_THREAT: range(8, 22),
  FATAL_FOUR_WAY: range(8, 22),
  CHAMPIONSHIP: range(8, 30),
  SPECIAL_REFEREE: range(8, 20),
  BRAWL: range(2, 8),
  TRIBAL_COMBAT: range(12, 25),
  MITB_QUALIFIER: range(8, 18),
  NUMBER_ONE_CONTENDERS: range(8, 20),
  WAR_GAMES: range(25, 45),
  LAST_MAN_STANDING: range(15, 30),
  IRON_MAN: range(30, 60),
  SUBMISSION: range(8, 20),
  NO_HOLDS_BARRED: range(10, 25),
  FALLS_COUNT_ANYWHERE: range(10, 22),
  STRAP: range(8, 18),
  BLOODBATH: range(12, 25),
  CAGE: range(12, 30),
  TWO_OUT_OF_THREE_FALLS: range(15, 30),
  DARK_MATCH: range(3, 8),
  OPEN_CHALLENGE: range(5, 15),
  RUMBLE: range(40, 70),
  TLC: range(15, 30),
  EXTREME_RULES: range(10, 25),
  HELL_IN_A_CELL: range(15, 35),
  ELIMINATION_CHAMBER: range(25, 40),
  CASKET: range(10, 20),
  UNSANCTIONED: range(10, 25),
  BACKSTAGE_BRAWL: range(2, 6),
  TAG_TEAM: range(6, 22),
  LADDER: range(12, 28),
  STREET_FIGHT: range(10, 22),
  BATTLE_ROYAL: range(8, 20),
  // Presentation.
  MUSIC_PERFORMANCE: range(4, 10),
  SHOW_OPENING_VIDEO: range(1, 3),
  NATIONAL_ANTHEM: range(2, 3),
  PYRO: range(0.5, 2),
  INTERVIEW: range(2, 6),
  PROMO: range(3, 15),
  ANNOUNCEMENT: range(2, 5),
  CONTRACT_SIGNING: range(6, 15),
  DEBUT_PROMO: range(3, 8),
  FACE_TO_FACE: range(5, 12),
  TALK_SHOW: range(6, 15),
  TRIBUTE: range(4, 10),
  INTERRUPTED_PROMO: range(4, 12),
  CHAMPIONSHIP_CELEBRATION: range(5, 12),
  TRAINING_MONTAGE: range(2, 4),
  AWARD_CEREMONY: range(5, 12),
  SPECIAL_GUEST_APPEARANCE: range(3, 8),
  COMEDY_SKIT: range(3, 8),
  PRESS_CONFERENCE: range(8, 15),
  PUBLIC_APPEARANCE_CLIP: range(1, 3),
  VIDEO_PACKAGE: range(2, 5),
  PRE_DEBUT_PACKAGE: range(1, 2),
  TWEET: { min: 5, max: 30 },
  NOTE: { min: 5, max: 30 },
  // Changes.
  ALIGNMENT_CHANGE: range(3, 10),
  RETIREMENT: range(8, 20),
  // Transitions keep their fixed lengths (SPEC §9).
  RECAP: range(1, 2),
  ADVERT: range(3, 3),
  FADE_IN: { min: 5, max: 5 },
  FADE_OUT: { min: 5, max: 5 },
};

const BY_CATEGORY: Readonly<Record<string, LengthRange>> = {
  Competition: range(5, 20),
  Presentation: range(2, 10),
  Change: range(3, 10),
  Transition: range(1, 3),
};

/** The sensible length of a segment kind (an unknown kind reads as its category's, DEFAULT's). */
export function lengthRange(type: string): LengthRange {
  const kind = segmentKindByType(type);
  return LENGTH_RANGES[type] ?? (kind ? BY_CATEGORY[kind.category] : undefined) ?? LENGTH_RANGES.DEFAULT;
}

// --- The booked length kept: a segment runs a little long or short. ---

export const RUN_VARIATION = {
  /** At most this share over or under the booked length. */
  share: 0.12,
  /** Lengths are told to this many seconds. */
  step: 10,
  /** A segment booked shorter than this (a tweet, a fade) runs exactly as booked. */
  fixedBelow: 60,
} as const;

/**
 * The seconds a segment booked for `booked` seconds ran: within ±12% of it (two draws averaged, so
 * most run close to the booking), to 10 seconds. Draws twice from `rng` unless it is too short to
 * vary (then none). A length of 0 or less runs 0.
 */
export function ranLength(booked: number, rng: Rng): number {
  if (!(booked > 0)) return 0;
  if (booked < RUN_VARIATION.fixedBelow) return booked;
  const swing = ((rng() + rng()) / 2) * 2 - 1;
  const ran = booked * (1 + RUN_VARIATION.share * swing);
  return Math.max(RUN_VARIATION.step, Math.round(ran / RUN_VARIATION.step) * RUN_VARIATION.step);
}

/** "7:40" (minutes:seconds; hours as minutes). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "Ran 7:40 of its booked 8:00" (or "Ran its booked 8:00"). */
export const ranLabel = (booked: number, ran: number): string =>
  ran === booked ? `Ran its booked ${clock(booked)}` : `Ran ${clock(ran)} of its booked ${clock(booked)}`;

// --- The rating's length line. ---

export const MATCH_LENGTH = {
  /** Workers' level (0–100) from which they are stars, and up to which they are green. */
  starsFrom: 70,
  greenUpTo: 35,
  /** Share of the kind's range a level of 100 needs before it is long enough (main event, other). */
  mainShortShare: 0.6,
  shortShare: 0.3,
  /** Where a match starts to drag: this share of the range at level 0, the whole range at 100. */
  dragFrom: 0.45,
  /** Stars lost at most for shortness (at no length at all) and for dragging (at half as long again). */
  shortMax: 1.5,
  dragMax: 1.5,
  /** A short match cannot rate above this at no length, rising to five stars where it is long enough. */
  capFloor: 2.5,
  /** Stars gained at most by a length in range (at its long end). */
  bonusMax: 0.25,
} as const;

/** The line's bounds in stars. */
export const LENGTH_LINE_MIN = -(5 - MATCH_LENGTH.capFloor);
export const LENGTH_LINE_MAX = MATCH_LENGTH.bonusMax;

export interface LengthFit {
  /** Shorter than this is short for these workers in this place on the card. */
  shortAt: number;
  /** Longer than this drags. */
  longAt: number;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
const finiteLevel = (level: number): number => (Number.isFinite(level) ? clamp(level, 0, 100) : 0);

/**
 * The kind's range for the workers' level: better workers (and a main event) need longer before
 * a match has told its story, and green ones drag sooner.
 */
export function lengthFit(type: string, level: number, main: boolean): LengthFit {
  const { min, max } = lengthRange(type);
  const share = finiteLevel(level) / 100;
  const span = max - min;
  const shortAt = min + span * share * (main ? MATCH_LENGTH.mainShortShare : MATCH_LENGTH.shortShare);
  const longAt = min + span * (MATCH_LENGTH.dragFrom + (1 - MATCH_LENGTH.dragFrom) * share);
  return { shortAt, longAt: Math.max(longAt, shortAt + 60) };
}

export interface LengthInput {
  type: string;
  /** Seconds the match ran. */
  seconds: number;
  /** The competitors' level, 0–100 (matchLevel). */
  level: number;
  /** The card's main event. */
  main: boolean;
  /** The stars the match earned before its length counted. */
  stars: number;
}

export interface LengthVerdict {
  /** Stars the length adds (negative: takes away), within LENGTH_LINE_MIN..LENGTH_LINE_MAX. */
  stars: number;
  kind: 'short' | 'fits' | 'long';
  fit: LengthFit;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * What a match's length does to its stars. Short of `shortAt`: a penalty growing to shortMax at no
 * length, and a cap (capFloor at no length, five stars at shortAt) a short match cannot rate above,
 * so a five-minute main event between stars is no classic. In range: up to bonusMax, growing with
 * length. Past `longAt`: the bonus falls away and the match drags, by up to dragMax at half as long
 * again. Monotone: rising with length up to longAt, falling after it.
 */
export function lengthEffect({ type, seconds, level, main, stars }: LengthInput): LengthVerdict {
  const fit = lengthFit(type, level, main);
  const length = Math.max(0, Number.isFinite(seconds) ? seconds : 0);
  const earned = clamp(Number.isFinite(stars) ? stars : 0, 0, 5);
  if (length < fit.shortAt) {
    const share = length / fit.shortAt;
    const penalty = -MATCH_LENGTH.shortMax * (1 - share);
    const cap = MATCH_LENGTH.capFloor + (5 - MATCH_LENGTH.capFloor) * share;
    const delta = Math.min(penalty, Math.min(0, cap - earned));
    return { stars: round2(clamp(delta, LENGTH_LINE_MIN, 0)), kind: 'short', fit };
  }
  if (length <= fit.longAt) {
    const share = fit.longAt === fit.shortAt ? 1 : (length - fit.shortAt) / (fit.longAt - fit.shortAt);
    return { stars: round2(MATCH_LENGTH.bonusMax * share), kind: 'fits', fit };
  }
  const over = Math.min(1, (length - fit.longAt) / (fit.longAt / 2));
  const delta = MATCH_LENGTH.bonusMax - (MATCH_LENGTH.bonusMax + MATCH_LENGTH.dragMax) * over;
  return { stars: round2(clamp(delta, LENGTH_LINE_MIN, LENGTH_LINE_MAX)), kind: delta < 0 ? 'long' : 'fits', fit };
}

/** Who the workers are, for the line: "stars", "green wrestlers", or mid-card "wrestlers". */
export function tierName(level: number): string {
  if (level >= MATCH_LENGTH.starsFrom) return 'stars';
  if (level <= MATCH_LENGTH.greenUpTo) return 'green wrestlers';
  return 'mid-card wrestlers';
}

const signedStars = (stars: number): string => (round2(stars) === 0 ? '±0★' : `${stars < 0 ? '−' : '+'}${Math.abs(round2(stars))}★`);

/** "Length: 5:00 is short for a main event between stars −0.8★". */
export function lengthLabel(seconds: number, level: number, main: boolean, verdict: Pick<LengthVerdict, 'kind'>, applied: number): string {
  const what = `${main ? 'a main event' : 'a match'} between ${tierName(level)}`;
  const said = verdict.kind === 'short' ? `is short for ${what}` : verdict.kind === 'long' ? `drags for ${what}` : `suits ${what}`;
  return `Length: ${clock(seconds)} ${said} ${signedStars(applied)}`;
}

// --- The booker fills the slot. ---

export const AIRTIME = {
  /** The booker aims at this share of the slot... */
  target: 0.93,
  /** ...and lengths are booked to this many seconds. */
  step: 30,
  /** Where in its range a segment is booked before the slot is shared out (main event higher). */
  usual: 0.4,
  usualMain: 0.7,
} as const;

export interface AirtimeSlot {
  type: string;
  main: boolean;
}

/**
 * Lengths for a card's segments that fill `slot` seconds as near AIRTIME.target as their kinds'
 * ranges allow: each starts at its usual length, then all are scaled toward the target and kept
 * within their ranges (the main event keeps the larger share). No slot (0): the usual lengths.
 * Deterministic; a short card of few segments stays short of its slot.
 */
export function airtimeLengths(segments: readonly AirtimeSlot[], slot: number): number[] {
  const ranges = segments.map((s) => lengthRange(s.type));
  const usual = segments.map((s, i) => ranges[i].min + (ranges[i].max - ranges[i].min) * (s.main ? AIRTIME.usualMain : AIRTIME.usual));
  const snap = (value: number, r: LengthRange): number => {
    const stepped = Math.round(value / AIRTIME.step) * AIRTIME.step;
    return clamp(stepped, r.min, r.max);
  };
  if (!(slot > 0) || segments.length === 0) return usual.map((v, i) => snap(v, ranges[i]));
  const goal = slot * AIRTIME.target;
  // A few rounds of scaling: a segment held at its range's end leaves the rest to the others.
  let lengths = usual;
  for (let round = 0; round < 6; round += 1) {
    const total = lengths.reduce((a, b) => a + b, 0);
    if (total <= 0) break;
    const free = lengths.filter((v, i) => v > ranges[i].min && v < ranges[i].max).reduce((a, b) => a + b, 0);
    const fixed = total - free;
    if (free <= 0) break;
    const factor = Math.max(0, (goal - fixed) / free);
    lengths = lengths.map((v, i) => (v > ranges[i].min && v < ranges[i].max ? clamp(v * factor, ranges[i].min, ranges[i].max) : v));
    if (Math.abs(lengths.reduce((a, b) => a + b, 0) - goal) < AIRTIME.step) break;
  }
  return lengths.map((v, i) => snap(v, ranges[i]));
}

/** The share of its slot a card fills (0 without a slot). */
export const airtimeFill = (booked: number, slot: number): number => (slot > 0 ? booked / slot : 0);

export interface CardLength {
  id: number;
  type: string;
  /** Seconds booked now. */
  duration: number;
}

/**
 * Whether a segment's length is still a placeholder the booker may set: unset, 0, or its kind's
 * default (as the classic simulation reads it: completion-steps.ts needsDuration), on a kind whose
 * length can change. A length the player typed is kept.
 */
export function isPlaceholderLength(segment: Pick<CardLength, 'type' | 'duration'>): boolean {
  const kind = segmentKindByType(segment.type);
  if (kind && !kind.canUpdateDuration) return false;
  return !(segment.duration > 0) || segment.duration === (kind?.defaultDuration ?? 300);
}

/**
 * The living booker's lengths for a card (issue 35 item 4): the segments whose length is still a
 * placeholder share what the others leave of the slot (airtimeLengths), the main event the larger
 * share. Returns the new length of each placeholder segment (by id), in no particular order.
 */
export function fillCardAirtime(card: readonly CardLength[], slot: number, mainEventId: number | null): Map<number, number> {
  const open = card.filter(isPlaceholderLength);
  const fixed = card.filter((s) => !isPlaceholderLength(s)).reduce((sum, s) => sum + Math.max(0, s.duration), 0);
  const room = slot > 0 ? Math.max(0, slot - fixed) : 0;
  const lengths = airtimeLengths(open.map((s) => ({ type: s.type, main: s.id === mainEventId })), room);
  return new Map(open.map((s, i) => [s.id, lengths[i]]));
}

// --- A card sized to its slot. ---

export const CARD_SIZE = {
  /** A segment takes about this many seconds on a living card (matches longer, talking shorter). */
  typical: 840,
  /** Below this many seconds a segment cannot sensibly run (a short match's floor). */
  shortest: 240,
  /** A card holds at most this many segments, however long its slot. */
  most: 24,
  /** Wrestlers a match takes at the least (a singles match): the roster's matches... */
  perSegment: 2,
  /**
   * ...and at most this share of the card talks (a promo by wrestlers already in a match: a match
   * the roster cannot fill becomes one), so a short roster still fills a card of twice its matches.
   */
  talkShare: 0.5,
} as const;

/**
 * Issue 35 item 1 (living rules): how many segments a new card of a show starts with, so the booker
 * can fill its slot. A show without a slot keeps its own count. Otherwise the count that fills
 * AIRTIME.target of the slot at CARD_SIZE.typical a segment; the show's own count is kept when it is
 * larger and still fits the slot at the shortest lengths (the player asked for a busier card). At
 * least one segment, at most CARD_SIZE.most, and no more than the fit roster of the show's brands
 * fills (`roster`; the show's own count still stands): its matches at CARD_SIZE.perSegment wrestlers
 * a match, with up to CARD_SIZE.talkShare of the card promos by wrestlers of those matches.
 * A three-hour PPV starts with 12 segments, a 138-minute weekly show with 9, an 8-minute slot with one.
 */
export function cardSizeForSlot(slot: number, ownCount: number, roster = Infinity): number {
  const own = Number.isFinite(ownCount) ? Math.max(0, Math.floor(ownCount)) : 0;
  if (!(slot > 0) || !Number.isFinite(slot)) return own;
  // No more than the roster can fill (a card the booker could not book would show holes).
  const people = Number.isNaN(roster) ? Infinity : Math.max(0, roster);
  const matches = Math.floor(people / CARD_SIZE.perSegment);
  const fills = Math.min(Math.round((slot * AIRTIME.target) / CARD_SIZE.typical), Math.floor(matches / (1 - CARD_SIZE.talkShare)));
  const fitsOwn = own * CARD_SIZE.shortest <= slot;
  return clamp(Math.max(fills, fitsOwn ? own : 0), 1, CARD_SIZE.most);
}
