import type { Alignment } from '../../entities/enums';
import type { FiredRule, RatingFamily } from '../rating';
import { RATING_FAMILIES } from '../rating';

/**
 * Issue 35 item 2 (living rules): the talking segments (promos, interviews, face to faces, contract
 * signings, talk shows, press conferences) are rated by their own rule, not the match rules: what
 * the people on the microphone bring (their microphone skill, charisma and drawing power) and
 * whether the crowd has a side to take. One wrestler may cut a promo alone. The sum is put on the
 * same star curve as a match (star-rating.ts), so a top star's promo lands near a good match and a
 * green wrestler's near one star; a rivalry's heat is added on top by the rivalry step.
 */
export const TALKING_TYPES: readonly string[] = [
  'PROMO', 'DEBUT_PROMO', 'INTERRUPTED_PROMO', 'INTERVIEW', 'CONTRACT_SIGNING', 'FACE_TO_FACE', 'TALK_SHOW', 'PRESS_CONFERENCE',
];

export const isTalkingType = (type: string): boolean => TALKING_TYPES.includes(type);

/** The weights: a speaker's 0–100 figures times these make the sum (a top star's promo about 560, 3.7★). */
export const PRESENTATION_WEIGHTS = {
  /** The speakers' mean microphone skill. */
  mic: 3,
  /** Their mean charisma. */
  charisma: 1.5,
  /** The most popular speaker's popularity: the one the crowd came to hear. */
  star: 2,
  /** A face and a heel on the same microphone: the crowd has a side to take. */
  contrast: 40,
  /** Each speaker past the fourth: people talking over each other. */
  crowded: 25,
} as const;

/** More than this many speakers and the segment loses the thread. */
export const SPEAKERS_BEFORE_CROWDED = 4;

export interface Speaker {
  name: string;
  /** 0–100. */
  mic: number;
  charisma: number;
  popularity: number;
  alignment: Alignment;
}

export interface PresentationBreakdown {
  scores: Record<RatingFamily, number>;
  fired: FiredRule[];
  total: number;
}

const clamp100 = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);
const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The sum of a talking segment, line by line ("Why this rating"); nobody on the microphone is 0. */
export function ratePresentation(speakers: readonly Speaker[]): PresentationBreakdown {
  const scores = Object.fromEntries(RATING_FAMILIES.map((family) => [family, 0])) as Record<RatingFamily, number>;
  const fired: FiredRule[] = [];
  if (speakers.length === 0) return { scores, fired, total: 0 };
  const add = (id: string, family: RatingFamily, label: string, amount: number) => {
    const rounded = round1(amount);
    if (rounded === 0) return;
    scores[family] += rounded;
    fired.push({ id, family, label, amount: rounded });
  };
  const who = speakers.length === 1 ? speakers[0].name : `${speakers.length} speakers`;
  const mic = mean(speakers.map((s) => clamp100(s.mic)));
  add('PRESENTATION_MIC', 'points', `Microphone skill: ${who}, ${Math.round(mic)} of 100`, PRESENTATION_WEIGHTS.mic * mic);
  const charisma = mean(speakers.map((s) => clamp100(s.charisma)));
  add('PRESENTATION_CHARISMA', 'charisma', `Charisma: ${Math.round(charisma)} of 100`, PRESENTATION_WEIGHTS.charisma * charisma);
  const star = speakers.reduce((top, s) => (clamp100(s.popularity) > clamp100(top.popularity) ? s : top));
  add('PRESENTATION_STAR', 'popularity', `Drawing power: ${star.name}, popularity ${Math.round(clamp100(star.popularity))}`, PRESENTATION_WEIGHTS.star * clamp100(star.popularity));
  const sides = new Set(speakers.map((s) => s.alignment));
  if (sides.has('GOOD') && sides.has('BAD')) add('PRESENTATION_CONTRAST', 'alignment', 'A face and a heel face off: the crowd picks a side', PRESENTATION_WEIGHTS.contrast);
  const extra = speakers.length - SPEAKERS_BEFORE_CROWDED;
  if (extra > 0) add('PRESENTATION_CROWDED', 'roles', `${speakers.length} people on one microphone talk over each other`, -PRESENTATION_WEIGHTS.crowded * extra);
  const total = round1(RATING_FAMILIES.reduce((sum, family) => sum + scores[family], 0));
  return { scores, fired, total };
}
