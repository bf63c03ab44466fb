import type { UseCaseDeps } from '../deps';
import { createApplyImprovement } from './apply-improvement';
import { createApplyCardOrder, createSuggestCardOrder } from './card-order';
import { createHowToImprove } from './improve-segment';

export type { SegmentAdvice } from './improve-segment';
export type { CardOrderAdvice } from './card-order';
export { CoachMessages } from './apply-improvement';

/** Issue 17 item 6, the booking coach: how to improve a segment, and the card's running order. */
export function createCoachServices(deps: UseCaseDeps) {
  return {
    howToImprove: createHowToImprove(deps),
    applyImprovement: createApplyImprovement(deps),
    suggestCardOrder: createSuggestCardOrder(deps),
    applyCardOrder: createApplyCardOrder(deps),
  };
}

export type CoachServices = ReturnType<typeof createCoachServices>;
