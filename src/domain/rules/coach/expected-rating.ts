import { groupsOf, RIVALRY_HEAT_RULE } from '../../production/rivalry-steps';
import { kindOrDefault } from '../../catalog/segment-kinds';
import type { IsoDate } from '../../entities/base';
import { rivalryAmong, type Rivalry } from '../../entities/rivalry';
import type { Wrestler } from '../../entities/wrestler';
import { previewRating, ratingOf, type RatingExplanation } from '../../production/rating-explanation';
import { heatLabel, rivalryName } from '../../production/rivalry-steps';
import { heatAt, heatRatingBonus, isPayoffSegment } from '../living/rivalry-heat';
import { starsOfSum } from '../living/star-rating';
import { rateSegment, type FiredRule, type RatedParticipant } from '../rating';
import { withRatingLine } from '../../production/rating-explanation';
import { livingLines, presentationExplanation } from './living-lines';

/**
 * Issue 17 item 6, the booking coach's measure: what the completion would rate a segment before
 * any randomness. The spec's rating (SPEC §9) reads only the cast as it is, so it is deterministic;
 * on a living game a segment that plays out an active rivalry also gets the heat line the
 * completion adds ('RIVALRY_HEAT'), and the total is re-read through the star curve.
 */

/** One appearance as the coach sees it. */
export interface CoachCast {
  wrestlerId: number;
  groupId: number;
  manager: boolean;
}

/** A segment as the coach reads and changes it (a draft: nothing here is stored). */
export interface CoachSegment {
  id: number;
  type: string;
  championshipIds: number[];
  cast: CoachCast[];
  /** Issue 35: its booked length in seconds (a living match's length line); absent: no length line. */
  duration?: number;
  /** Issue 35: no match follows it on the card, so as a match it is the main event (which needs longer). */
  main?: boolean;
}

/** What the measure reads besides the segment: the people, the rule set, the rivalries and the show. */
export interface RatingScene {
  wrestlers: ReadonlyMap<number, Wrestler>;
  living: boolean;
  rivalries: readonly Rivalry[];
  date: IsoDate;
  showType: string | null;
  showId: number | null;
}

export interface ExpectedRating {
  explanation: RatingExplanation;
  /** Stars under living rules, total / 100 under classic ones (ratingOf). */
  rating: number;
  /** The active rivalry the segment plays out (living only), else null. */
  rivalryId: number | null;
}

// One definition of a segment's sides and of the heat line's id: the completion's (so the preview and the result agree).
export { groupsOf, RIVALRY_HEAT_RULE } from '../../production/rivalry-steps';

/** Competitors and managers with a record, as rating reads them. */
export const castParticipants = (cast: readonly CoachCast[], wrestlers: RatingScene['wrestlers']): RatedParticipant[] =>
  cast.flatMap((a) => {
    const wrestler = wrestlers.get(a.wrestlerId);
    return wrestler ? [{ wrestler, groupId: a.groupId, manager: a.manager }] : [];
  });

/**
 * A match between rivals on a PPV, major PPV or world event, or on the show the player chose to
 * settle it on, is their payoff; everything else is a weekly step. The completion's reading
 * (rivalry-steps.ts playRivalries, which also needs a winner), so the preview and the result agree.
 */
export const isPayoff = (rivalry: Pick<Rivalry, 'payoffShowId'>, competition: boolean, scene: Pick<RatingScene, 'showType' | 'showId'>): boolean =>
  isPayoffSegment(rivalry, competition, scene.showType, scene.showId);

interface HeatLine {
  rivalryId: number;
  amount: number;
  label: string;
}

/** The rivalry a segment plays out on a living game, and what its heat adds to the sum (0 for none). */
function heatLine(segment: Pick<CoachSegment, 'type' | 'cast'>, scene: RatingScene): HeatLine | null {
  if (!scene.living) return null;
  const competitors = segment.cast.filter((a) => !a.manager && scene.wrestlers.has(a.wrestlerId));
  if (competitors.length < 2) return null;
  const competition = kindOrDefault(segment.type).competition;
  const rivalry = rivalryAmong(scene.rivalries, groupsOf(competitors), competition);
  if (!rivalry) return null;
  const heat = heatAt(rivalry, scene.date);
  const payoff = isPayoff(rivalry, competition, scene);
  // The completion's own words for the line (rivalry-steps.ts), so the preview reads as the result will.
  const label = heatLabel(rivalryName(rivalry.sides, scene.wrestlers), heat, payoff, scene.showType);
  return { rivalryId: rivalry.id, amount: heatRatingBonus(heat, scene.showType, payoff), label };
}

/** The segment's base explanation: the presentation rule for a living talking segment, else the spec's rating. */
function baseExplanation(segment: Pick<CoachSegment, 'type' | 'cast'>, scene: RatingScene): RatingExplanation {
  const presentation = scene.living ? presentationExplanation(segment, scene.wrestlers) : null;
  return presentation ?? previewRating(castParticipants(segment.cast, scene.wrestlers), scene.living);
}

/** The heat line as a rating line (the completion's id, family and words). */
const heatFired = (heat: HeatLine): FiredRule => ({ id: RIVALRY_HEAT_RULE, family: 'popularity', label: heat.label, amount: heat.amount });

/**
 * The segment's expected rating and why, as the completion would rate it before any randomness:
 * the base (the presentation rule for a living talking segment), the rivalry heat, then on a
 * living game the momentum and length lines (coach/living-lines.ts), each re-reading the stars.
 */
export function expectedRating(segment: Pick<CoachSegment, 'type' | 'cast' | 'duration' | 'main'>, scene: RatingScene): ExpectedRating {
  let explanation = baseExplanation(segment, scene);
  const heat = heatLine(segment, scene);
  // As the completion stores it: counted in popularity's sub-score, the total and the stars (the
  // breakdown shows it on its own line and the Popularity row without it).
  if (heat && heat.amount !== 0) explanation = withRatingLine(explanation, heatFired(heat));
  if (scene.living) for (const line of livingLines(segment, scene, explanation.total)) explanation = withRatingLine(explanation, line);
  return { explanation, rating: ratingOf(explanation), rivalryId: heat?.rivalryId ?? null };
}

/**
 * The same rating as expectedRating without building the explanation (the spec's rateSegment
 * path): the coach weighs hundreds of candidates per segment and explains only the winner.
 */
export function expectedScore(segment: Pick<CoachSegment, 'type' | 'cast' | 'duration' | 'main'>, scene: RatingScene): number {
  const presentation = scene.living ? presentationExplanation(segment, scene.wrestlers) : null;
  // Every rule adds a whole number, so the sum is recovered exactly from rateSegment's sum / 100.
  const base = presentation ? presentation.total : Math.round(rateSegment(castParticipants(segment.cast, scene.wrestlers)) * 100);
  const sum = base + (heatLine(segment, scene)?.amount ?? 0);
  if (!scene.living) return sum / 100;
  return starsOfSum(livingLines(segment, scene, sum).reduce((total, line) => total + line.amount, sum));
}
