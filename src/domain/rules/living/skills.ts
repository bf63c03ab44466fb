import type { Wrestler } from '../../entities/wrestler';
import { clampStat, readStat } from '../stats';

/**
 * Issue 35 item 3: a wrestler's in-ring and microphone skills, push and momentum, read one way
 * everywhere (the booker, the rating, the screens). Stored fields hold the "not set" value in older
 * saves (-1 for a skill, '' for the push): then the value is derived from the stats the wrestler
 * already has, so an old save keeps its numbers and nothing needs writing back.
 *
 * - In-ring skill: 70% points, 30% stamina (read capped), rounded.
 * - Microphone skill: 70% charisma, 30% popularity (read capped), rounded.
 * - Push: the player's choice; unset, it follows the mean of points and popularity (80+ main event,
 *   65+ upper card, 40+ mid card, 20+ lower card, else enhancement).
 * - Momentum: -100 (ice cold) … 100 (red hot); 0 when not a number.
 */

export const SKILL_UNSET = -1;
export const MOMENTUM_MIN = -100;
export const MOMENTUM_MAX = 100;

export const PUSH_LEVELS = ['MAIN_EVENT', 'UPPER_CARD', 'MID_CARD', 'LOWER_CARD', 'ENHANCEMENT'] as const;
export type PushLevel = (typeof PUSH_LEVELS)[number];

export const PUSH_LABELS: Readonly<Record<PushLevel, string>> = {
  MAIN_EVENT: 'Main event',
  UPPER_CARD: 'Upper card',
  MID_CARD: 'Mid card',
  LOWER_CARD: 'Lower card',
  ENHANCEMENT: 'Enhancement',
};

export const isPushLevel = (value: unknown): value is PushLevel => (PUSH_LEVELS as readonly unknown[]).includes(value);

/** 0 for the main event … 4 for enhancement (lower is higher on the card). */
export const pushRank = (push: PushLevel): number => PUSH_LEVELS.indexOf(push);

type SkillSource = Pick<Wrestler, 'points' | 'stamina' | 'charisma' | 'popularity'> & Partial<Pick<Wrestler, 'inRingSkill' | 'micSkill' | 'push' | 'momentum'>>;

/** A stored skill when set (0–100), else null. */
const storedSkill = (value: number | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? clampStat(value) : null;

export const derivedInRingSkill = (w: SkillSource): number => Math.round(0.7 * readStat(w, 'points') + 0.3 * readStat(w, 'stamina'));
export const derivedMicSkill = (w: SkillSource): number => Math.round(0.7 * readStat(w, 'charisma') + 0.3 * readStat(w, 'popularity'));

/** In-ring skill, 0–100: the stored value, or derived from points and stamina when unset. */
export const inRingSkillOf = (w: SkillSource): number => storedSkill(w.inRingSkill) ?? derivedInRingSkill(w);

/** Microphone skill, 0–100: the stored value, or derived from charisma and popularity when unset. */
export const micSkillOf = (w: SkillSource): number => storedSkill(w.micSkill) ?? derivedMicSkill(w);

/** The push an unset wrestler has, from the mean of points and popularity. */
export function derivedPush(w: SkillSource): PushLevel {
  const standing = (readStat(w, 'points') + readStat(w, 'popularity')) / 2;
  if (standing >= 80) return 'MAIN_EVENT';
  if (standing >= 65) return 'UPPER_CARD';
  if (standing >= 40) return 'MID_CARD';
  if (standing >= 20) return 'LOWER_CARD';
  return 'ENHANCEMENT';
}

/** Whether the player chose the push (false: it is derived). */
export const pushIsSet = (w: SkillSource): boolean => isPushLevel(w.push);

/** The push level: the player's choice, or derived when unset. */
export const pushOf = (w: SkillSource): PushLevel => (isPushLevel(w.push) ? w.push : derivedPush(w));

/** A momentum value kept within -100..100 (not a number reads 0). */
export function clampMomentum(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? MOMENTUM_MAX : value === -Infinity ? MOMENTUM_MIN : 0;
  return Math.min(MOMENTUM_MAX, Math.max(MOMENTUM_MIN, value));
}

/** Momentum, -100..100 (0 when unset). */
export const momentumOf = (w: SkillSource): number => clampMomentum(w.momentum ?? 0);

/** "red hot", "hot", "warm", "steady", "cool", "cold", "ice cold". */
export function momentumWord(momentum: number): string {
  const m = clampMomentum(momentum);
  if (m >= 60) return 'red hot';
  if (m >= 25) return 'hot';
  if (m >= 10) return 'warm';
  if (m > -10) return 'steady';
  if (m > -25) return 'cool';
  if (m > -60) return 'cold';
  return 'ice cold';
}

/** How many wrestlers a pushed pool needs before the booker draws the main event from it alone. */
export const TOP_OF_CARD_MIN = 4;

/**
 * Issue 35 (living booker): who a card's main event is drawn from. The main-event push first, then
 * the upper card joins, then the mid card, until at least TOP_OF_CARD_MIN wrestlers; the whole list
 * when even that is too few (the draw's own eligibility still applies afterwards).
 */
export function topOfCardPool<W extends SkillSource>(wrestlers: readonly W[], minimum = TOP_OF_CARD_MIN): readonly W[] {
  for (let rank = 0; rank <= pushRank('MID_CARD'); rank += 1) {
    const pool = wrestlers.filter((w) => pushRank(pushOf(w)) <= rank);
    if (pool.length >= minimum) return pool;
  }
  return wrestlers;
}
