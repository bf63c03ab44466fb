import type { Segment } from '../entities/segment';
import { starsOfSum } from '../rules/living/star-rating';
import { RATING_FAMILIES, rateSegmentBreakdown, ratingRules, type FiredRule, type RatedParticipant, type RatingBreakdown, type RatingFamily } from '../rules/rating';

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
 * shape (an older save, a hand-edited import): the UI then says so instead of guessing. Reads the
 * packed form (issue 36) and the full one alike.
 */
export function storedRatingExplanation(segment: Pick<Segment, 'meta'> | null | undefined): RatingExplanation | null {
  const kept = isObject(segment?.meta) ? segment.meta.rating : undefined;
  const stored = isObject(kept) ? unpacked(kept) : kept;
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

/**
 * Issue 36: the form a completed segment keeps (`meta.rating`), about a fifth of the explanation's
 * size in a save. Each fired rule is one line of `lines`: "id amount" when the rule is the spec's
 * (its family and words are the catalogue's, rebuilt on reading), or "id amount family words" for
 * a line the living rules word themselves (heat, momentum, length…). The families' sub-scores are
 * the sums of their lines, so they are kept only when they are not. `storedRatingExplanation`
 * reads both this and the full form (older saves, and a segment the packer left whole).
 */
export interface PackedRatingExplanation {
  lines: string;
  total: number;
  stars?: number;
  families?: Record<RatingFamily, number>;
}

const CATALOGUE = new Map(ratingRules.map((rule) => [rule.id, rule]));

const familySums = (fired: readonly Pick<FiredRule, 'family' | 'amount'>[]): Record<RatingFamily, number> => {
  const sums = Object.fromEntries(RATING_FAMILIES.map((family) => [family, 0])) as Record<RatingFamily, number>;
  for (const rule of fired) sums[rule.family] += rule.amount;
  return sums;
};

// A line must read back as it was: an id without spaces, words on one line, a number that prints exactly.
const packableLine = (rule: FiredRule): boolean =>
  /^[^\s]+$/.test(rule.id) && !/[\r\n]/.test(rule.label) && Number.isFinite(rule.amount) && !Object.is(rule.amount, -0) &&
  (RATING_FAMILIES as readonly string[]).includes(rule.family);

const lineOf = (rule: FiredRule): string => {
  const known = CATALOGUE.get(rule.id);
  return known && known.family === rule.family && known.label === rule.label
    ? `${rule.id} ${rule.amount}`
    : `${rule.id} ${rule.amount} ${rule.family} ${rule.label}`;
};

/**
 * The explanation as a completed segment keeps it: packed, or as it is when some part of it would
 * not read back exactly (then nothing is lost, only not saved). Other keys are kept as they are.
 */
export function packRatingExplanation(explanation: RatingExplanation & Record<string, unknown>): PackedRatingExplanation | RatingExplanation {
  const { families, fired, total, stars, ...rest } = explanation;
  if (!Array.isArray(fired) || !fired.every(packableLine) || !isObject(families)) return explanation;
  const sums = familySums(fired);
  const derivable = Object.keys(families).length === RATING_FAMILIES.length && RATING_FAMILIES.every((family) => families[family] === sums[family]);
  return {
    ...rest,
    lines: fired.map(lineOf).join('\n'),
    total,
    ...(stars === undefined ? {} : { stars }),
    ...(derivable ? {} : { families: { ...families } }),
  };
}

/** The segment as it is stored: its rating explanation packed (other meta keys as they are). */
export function withPackedRating<S extends Pick<Segment, 'meta'>>(segment: S): S {
  const rating = isObject(segment.meta) ? segment.meta.rating : undefined;
  if (!isObject(rating) || !Array.isArray(rating.fired)) return segment;
  return { ...segment, meta: { ...segment.meta, rating: packRatingExplanation(rating as unknown as RatingExplanation & Record<string, unknown>) } };
}

/** One packed line read back, or null when it is not one. */
function unpackLine(line: string): FiredRule | null {
  const match = /^(\S+) (\S+)(?: (\S+) ([^\n]*))?$/.exec(line);
  if (!match) return null;
  const [, id, amountText, family, label] = match as unknown as [string, string, string, string | undefined, string | undefined];
  const amount = Number(amountText);
  if (!Number.isFinite(amount) || amountText.trim() !== amountText) return null;
  if (family === undefined) {
    const known = CATALOGUE.get(id);
    return known ? { id, family: known.family, label: known.label, amount } : null;
  }
  return { id, family: family as RatingFamily, label: label ?? '', amount };
}

/** A packed explanation back in the full form (families summed when not kept), or the value as it was. */
function unpacked(stored: Record<string, unknown>): Record<string, unknown> {
  if (typeof stored.lines !== 'string' || 'fired' in stored) return stored;
  const fired = stored.lines === '' ? [] : stored.lines.split('\n').map(unpackLine);
  if (fired.some((rule) => rule === null)) return { ...stored, fired: [null] };
  const rules = fired as FiredRule[];
  return { ...stored, fired: rules, families: isObject(stored.families) ? stored.families : familySums(rules.filter((r) => (RATING_FAMILIES as readonly string[]).includes(r.family))) };
}
