import type { UseCaseDeps } from '../deps';
import { guardedByPromotion, refOfEdit } from '../promotions/player-production';
import { createApplyImprovement } from './apply-improvement';
import { createApplyCardOrder, createSuggestCardOrder } from './card-order';
import { createHowToImprove } from './improve-segment';

export type { SegmentAdvice } from './improve-segment';
export type { CardOrderAdvice } from './card-order';
export { CoachMessages } from './apply-improvement';

/** Issue 17 item 6, the booking coach: how to improve a segment, and the card's running order. */
export function createCoachServices(deps: UseCaseDeps) {
  // Issue 18: the coach's one-click changes are edits, refused on a rival's show like any other.
  const edits = guardedByPromotion(deps, (inner) => ({ applyImprovement: createApplyImprovement(inner), applyCardOrder: createApplyCardOrder(inner) }), refOfEdit);
  return {
    howToImprove: createHowToImprove(deps),
    applyImprovement: edits.applyImprovement,
    suggestCardOrder: createSuggestCardOrder(deps),
    applyCardOrder: edits.applyCardOrder,
  };
}

export type CoachServices = ReturnType<typeof createCoachServices>;
