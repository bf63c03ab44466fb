import type { Segment } from '../entities/segment';
import { starsOfSum } from '../rules/living/star-rating';
import { RATING_FAMILIES, rateSegmentBreakdown, type FiredRule, type RatedParticipant, type RatingBreakdown, type RatingFamily } from '../rules/rating';

/**
 * Why a segment rated what it did (issue 7 item 8): each family's sub-score, every rule that
 * fired with its amount, and the total (the rating is total / 100). Plain JSON, so the completion
 * can keep it on `segment.meta.rating` and the save file carries it.
 */
export interface RatingExplanation {
  families: Record<RatingFamily, number>;
  fired: FiredRule[];
  total: number;
  /**
   * Issue 15 item 6: under living rules the rating is the stars this total earns on the star curve
   * (src/domain/rules/living/star-rating.ts); absent under classic rules (the rating is total / 100).
   */
  stars?: number;
}

export const explainRating = (breakdown: RatingBreakdown): RatingExplanation => ({
  families: { ...breakdown.scores },
  fired: breakdown.fired.map((rule) => ({ ...rule })),
  total: breakdown.total,
});

/**
 * A live explanation over the competitors as they are now (a segment not yet simulated); on a
 * living game with the stars the sum earns (issue 15), as the completion will rate it.
 */
export function previewRating(participants: readonly RatedParticipant[], living = false): RatingExplanation {
  const explanation = explainRating(rateSegmentBreakdown(participants));
  return living ? { ...explanation, stars: starsOfSum(explanation.total) } : explanation;
}

/**
 * The explanation with one living rule's line added to its family (the heat, momentum, length
 * lines): the total and the stars re-derived from the new sum. Other keys the stored explanation
 * keeps are kept.
 */
export function withRatingLine<E extends RatingExplanation>(stored: E, line: FiredRule): E & { stars: number } {
  const total = stored.total + line.amount;
  return {
    ...stored,
    families: { ...stored.families, [line.family]: (stored.families[line.family] ?? 0) + line.amount },
    fired: [...stored.fired, { ...line }],
    total,
    stars: starsOfSum(total),
  };
}

/** The rating an explanation gives: its stars under living rules, else the spec's total / 100. */
export const ratingOf = (explanation: RatingExplanation): number => explanation.stars ?? explanation.total / 100;

/** The segment with its explanation stored in `meta.rating` (other meta keys are kept). */
export const withRatingExplanation = <S extends Pick<Segment, 'meta'>>(segment: S, explanation: RatingExplanation): S => ({
  ...segment,
  meta: { ...segment.meta, rating: explanation },
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiredRule = (value: unknown): value is FiredRule =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.label === 'string' &&
  typeof value.amount === 'number' &&
  (RATING_FAMILIES as readonly unknown[]).includes(value.family);

/**
 * The explanation stored at completion, or null when there is none or it is not the expected
 * shape (an older save, a hand-edited import): the UI then says so instead of guessing.
 */
export function storedRatingExplanation(segment: Pick<Segment, 'meta'> | null | undefined): RatingExplanation | null {
  const stored = isObject(segment?.meta) ? segment.meta.rating : undefined;
  if (!isObject(stored) || typeof stored.total !== 'number' || !Array.isArray(stored.fired)) return null;
  const families = isObject(stored.families) ? stored.families : {};
  if (!stored.fired.every(isFiredRule)) return null;
  return {
    families: Object.fromEntries(
      RATING_FAMILIES.map((family) => [family, typeof families[family] === 'number' ? families[family] : 0]),
    ) as Record<RatingFamily, number>,
    fired: stored.fired.map((rule) => ({ ...rule })),
    total: stored.total,
    ...(typeof stored.stars === 'number' ? { stars: stored.stars } : {}),
  };
}
