import type { Wrestler } from '../entities/wrestler';
import { RATING_FAMILIES, ratingRules, summariseCompetitors, type RatingFamily } from './rating-rules';

export { RATING_FAMILIES, ratingRules, type RatingFamily, type RatingRule, type RatingSummary } from './rating-rules';

/** One appearance as rating sees it. Managers are not competitors and are left out. */
export interface RatedParticipant {
  wrestler: Wrestler;
  groupId: number;
  winner?: boolean;
  manager?: boolean;
}

export interface FiredRule {
  id: string;
  family: RatingFamily;
  label: string;
  amount: number;
}

export interface RatingBreakdown {
  /** Sum of each family's fired rules. */
  scores: Record<RatingFamily, number>;
  /** Sum of every sub-score; the rating is this divided by 100. */
  total: number;
  /** The rules that fired, in the spec's order, so the UI can explain the rating. */
  fired: FiredRule[];
}

export const MIN_COMPETITORS = 2;

const emptyScores = (): Record<RatingFamily, number> =>
  Object.fromEntries(RATING_FAMILIES.map((family) => [family, 0])) as Record<RatingFamily, number>;

const competitorsOf = (participants: readonly RatedParticipant[]) => participants.filter((participant) => !participant.manager);

/** Every sub-score of SPEC §9 "Segment rating"; all zero under two competitors. */
export function rateSegmentBreakdown(participants: readonly RatedParticipant[]): RatingBreakdown {
  const competitors = competitorsOf(participants);
  const scores = emptyScores();
  const fired: FiredRule[] = [];
  if (competitors.length < MIN_COMPETITORS) return { scores, total: 0, fired };

  const summary = summariseCompetitors(competitors);
  for (const rule of ratingRules) {
    const amount = rule.amount(summary);
    if (amount === 0) continue;
    scores[rule.family] += amount;
    fired.push({ id: rule.id, family: rule.family, label: rule.label, amount });
  }
  const total = RATING_FAMILIES.reduce((sum, family) => sum + scores[family], 0);
  return { scores, total, fired };
}

/**
 * SPEC §9: the sum of the sub-scores divided by 100 (0 with fewer than two competitors). The same
 * rule table as the breakdown, without building the list of fired rules: this runs for every
 * segment of a simulated season, the breakdown only where a player asks why.
 */
export function rateSegment(participants: readonly RatedParticipant[]): number {
  const competitors = competitorsOf(participants);
  if (competitors.length < MIN_COMPETITORS) return 0;
  const summary = summariseCompetitors(competitors);
  let total = 0;
  for (const rule of ratingRules) total += rule.amount(summary);
  return total / 100;
}

/**
 * The smallest and largest ratings the rules allow for n competitors (n >= 2): every penalty of
 * each family at once, or every bonus, with "+100 per wrestler at 90 points" n times.
 */
export function ratingBounds(competitorCount: number): { min: number; max: number } {
  const minTotal = -70 - 35 - 100 - 200 - 0 - 20 - 100;
  const maxTotal = 100 + 100 * competitorCount + 120 + 290 + 100 + 90 + 110 + 100;
  return { min: minTotal / 100, max: maxTotal / 100 };
}
