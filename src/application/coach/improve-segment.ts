import type { RatingExplanation } from '../../domain/production/rating-explanation';
import { describeChange, expectedRating, ratingDelta, suggestChange, type CoachChange } from '../../domain/rules/coach';
import { requireSegment } from '../segments/segment-records';
import type { UseCaseDeps } from '../deps';
import { productionOfSegment, readCoachCard } from './coach-scene';

/** The coach's answer for one segment: the rating now and, when a change raises it, that change. */
export interface SegmentAdvice {
  segmentId: number;
  before: { explanation: RatingExplanation; rating: number };
  /** null: "already at its best by the coach's measure". */
  suggestion: {
    change: CoachChange;
    /** "Swap Kip Sabian for Vale: +0.42★". */
    description: string;
    after: { explanation: RatingExplanation; rating: number };
  } | null;
}

/** Query: how to improve segment X (issue 17 item 6). Reads only; nothing is written. */
export function createHowToImprove({ repos }: Pick<UseCaseDeps, 'repos'>) {
  return async (segmentId: number): Promise<SegmentAdvice> => {
    const segment = await requireSegment(repos, segmentId);
    const card = await readCoachCard(repos, await productionOfSegment(repos, segment), [segment.id]);
    const draft = card.drafts.get(segment.id)!;
    const found = suggestChange(draft, card.scene);
    const before = found?.before ?? expectedRating(draft, card.scene);
    return {
      segmentId,
      before: { explanation: before.explanation, rating: before.rating },
      suggestion: found && {
        change: found.change,
        description: `${describeChange(found.change, card.names, draft)}: ${ratingDelta(found.before.rating, found.after.rating)}`,
        after: { explanation: found.after.explanation, rating: found.after.rating },
      },
    };
  };
}
