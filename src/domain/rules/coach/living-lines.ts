import { kindOrDefault } from '../../catalog/segment-kinds';
import type { Wrestler } from '../../entities/wrestler';
import { isSidedMatch, matchLevel, MATCH_LENGTH_RULE, sumForStarDelta } from '../../production/airtime-steps';
import { speakerOf } from '../../production/presentation-steps';
import { momentumLabel, MOMENTUM_RULE } from '../../production/momentum-steps';
import type { RatingExplanation } from '../../production/rating-explanation';
import { momentumRatingBonus } from '../living/momentum';
import { isTalkingType, ratePresentation } from '../living/presentation-rating';
import { lengthEffect, lengthLabel } from '../living/segment-length';
import { micSkillOf, momentumOf } from '../living/skills';
import { starsOfSum } from '../living/star-rating';
import type { FiredRule } from '../rating';
import { workrateLine } from '../../production/workrate-steps';

// Issue 35 item 3: the coach (and the card's live preview) reads a living segment as the completion
// rates it: a talking segment by the presentation rule (presentation-steps.ts), then after the
// heat the momentum line (momentum-steps.ts rateMomentum), a match's in-ring skill line
// (workrate-steps.ts rateWorkrate) and its length line
// (airtime-steps.ts rateLengths) from its booked length. The completion's own functions and words,
// so the preview and the result agree; what the completion draws (the run's ±12%) is left out.

/** The part of a coach segment these lines read (expected-rating.ts CoachSegment). */
interface LinedSegment {
  type: string;
  cast: readonly { wrestlerId: number; groupId: number; manager: boolean }[];
  duration?: number;
  main?: boolean;
}

const competitorsOf = (segment: Pick<LinedSegment, 'cast'>, wrestlers: ReadonlyMap<number, Wrestler>): Wrestler[] =>
  segment.cast.filter((a) => !a.manager).flatMap((a) => wrestlers.get(a.wrestlerId) ?? []);

/** A living talking segment's explanation by the presentation rule, or null (not talking, nobody on the microphone). */
export function presentationExplanation(segment: Pick<LinedSegment, 'type' | 'cast'>, wrestlers: ReadonlyMap<number, Wrestler>): RatingExplanation | null {
  if (!isTalkingType(segment.type)) return null;
  const speakers = competitorsOf(segment, wrestlers).map((w) => speakerOf(w, micSkillOf));
  if (speakers.length === 0) return null;
  const breakdown = ratePresentation(speakers);
  return { families: breakdown.scores, fired: breakdown.fired, total: breakdown.total, stars: starsOfSum(breakdown.total) };
}

/** The momentum, in-ring skill and length lines a living segment whose sum is `total` gets, in the completion's order. */
export function livingLines(segment: LinedSegment, scene: { wrestlers: ReadonlyMap<number, Wrestler> }, total: number): FiredRule[] {
  const who = competitorsOf(segment, scene.wrestlers);
  if (who.length === 0) return [];
  const lines: FiredRule[] = [];
  let sum = total;
  const momentum = momentumRatingBonus(who.map((w) => momentumOf(w)));
  if (momentum !== 0) {
    lines.push({ id: MOMENTUM_RULE, family: 'streak', label: momentumLabel(who), amount: momentum });
    sum += momentum;
  }
  const workrate = workrateLine(segment.type, who);
  if (workrate) {
    lines.push(workrate);
    sum += workrate.amount;
  }
  const seconds = segment.duration ?? 0;
  if (kindOrDefault(segment.type).competition && who.length >= 2 && seconds > 0) {
    const level = matchLevel(who);
    const main = segment.main === true && isMatch(segment);
    const verdict = lengthEffect({ type: segment.type, seconds, level, main, stars: starsOfSum(sum) });
    const moved = sumForStarDelta(sum, verdict.stars);
    const applied = Math.round((starsOfSum(sum + moved) - starsOfSum(sum)) * 100) / 100;
    lines.push({ id: MATCH_LENGTH_RULE, family: 'roles', label: lengthLabel(seconds, level, main, verdict, applied), amount: applied === 0 ? 0 : moved });
  }
  return lines;
}

type CardSegment = { id: number; type: string; cast: readonly { groupId: number; manager: boolean }[] };

/** A match with competitors on two sides or more (airtime-steps.ts isSidedMatch, the completion's reading). */
const isMatch = (s: Pick<CardSegment, 'type' | 'cast'>): boolean => isSidedMatch(s.type, s.cast);

/**
 * The segments of a card (in running order) no match follows: each is the main event as the
 * completion reads it (airtime-steps.ts mainEventId, the card's last match) when it is a match,
 * now or after the coach makes it one.
 */
export function lastOnCard(segments: readonly CardSegment[]): Set<number> {
  const last = new Set<number>();
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    last.add(segments[i].id);
    if (isMatch(segments[i])) break;
  }
  return last;
}
