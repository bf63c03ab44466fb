import { kindOrDefault } from '../catalog/segment-kinds';
import { showTypes } from '../catalog/show-types';
import { rateSegmentBreakdown } from '../rules/rating';
import { applyLivingResult } from '../rules/living/bounded-stats';
import { starsOfSum } from '../rules/living/star-rating';
import { meanStars, viewersFactor } from '../rules/living/viewers-trend';
import { applyViewersEffect, competitionRatings, participantsOf } from './completion-finance';
import { appearancesOf, byId, replaceById, type CompletionStep, type CompletionWork } from './completion-work';
import { needsCompetitors } from '../rules/card-fill';
import { explainRating, withRatingExplanation } from './rating-explanation';

/**
 * Issue 15 item 6: the living rule set's steps 3, 10 and 11 (registered in living-steps.ts). Each
 * does what the classic step does with one living rule in place of the spec's formula.
 */

/** Step 3: Reading A for every competitor, with stats kept within 0–100 (bounded-stats.ts). */
export const livingRecordResults: CompletionStep = (work, rng) => {
  const wrestlers = byId(work.wrestlers);
  for (const segment of work.segments) {
    if (!kindOrDefault(segment.type).registerVictory) continue;
    for (const appearance of appearancesOf(work, segment)) {
      const wrestler = wrestlers.get(appearance.wrestlerId);
      // Managers walk out with their team but do not wrestle (as in the classic step).
      if (wrestler && !appearance.manager) wrestlers.set(wrestler.id, { ...applyLivingResult(wrestler, appearance, rng), id: wrestler.id });
    }
  }
  return { ...work, wrestlers: replaceById(work.wrestlers, [...wrestlers.values()]) };
};

/** Step 10: the spec's sum, kept in the explanation, and the stars it earns as the rating. */
export const livingRateSegments: CompletionStep = (work) => {
  const before = byId(work.wrestlersBefore);
  const segments = work.segments.map((segment) => {
    const breakdown = rateSegmentBreakdown(participantsOf(appearancesOf(work, segment), before));
    const stars = starsOfSum(breakdown.total);
    const rated = { ...segment, rating: stars, complete: true };
    return withRatingExplanation(rated, { ...explainRating(breakdown), stars });
  });
  return { ...work, segments };
};

/**
 * The ratings the trend reads: the rated matches, and issue 33's 0 stars for each match or undecided
 * segment left with nobody in it (an empty card lets its audience down instead of leaving it as it was).
 */
export const trendRatings = (work: Pick<CompletionWork, 'segments' | 'appearances'>): number[] => [
  ...competitionRatings(work),
  ...work.segments.filter((segment) => needsCompetitors(segment.type) && appearancesOf(work, segment).length === 0).map(() => 0),
];

/** Step 11: the show's viewers move with the card's stars, pulled toward the show type's level. */
export const livingRaiseViewers: CompletionStep = (work) => {
  if (!work.show) return work;
  const level = showTypes[work.show.type]?.avgViewers ?? 0;
  const viewersFactorOf = viewersFactor(work.show.avgViewers, level, meanStars(trendRatings(work)));
  const effects = { ...work.effects, viewersRise: false, viewersFactor: viewersFactorOf };
  return { ...work, show: applyViewersEffect(work.show, effects), effects };
};
