import { createAddFaction, createRemoveFaction } from './factions';
import { createRandomiseSegment } from './randomise-segment';
import { createResetSegment } from './reset-segment';
import { createAssignWinner, createSetDraw, createToggleManager } from './results';
import { createRunningOrder } from './running-order';
import { createLoadSegment } from './segment-details';
import { createSegmentFieldSetters } from './segment-fields';
import { createSetGroup } from './set-group';
import { createToggleAppearance } from './toggle-appearance';
import { createToggleChampionship } from './toggle-championship';
import type { UseCaseDeps } from '../deps';
import { guardedByPromotion, refOfEdit } from '../promotions/player-production';

export type { SegmentDetails } from './segment-details';
export type { SegmentShortfall } from './card-shortfalls';
export type { AddSegmentInput } from './running-order';
export type { RandomiseSegmentInput } from './randomise-segment';
export { TitleMisfitError } from './toggle-championship';
export { BookingMessages } from './messages';
export type { BookedOnCard } from './segment-records';

/**
 * SPEC §4 "Segment edits" and the running order of a production. Issue 18: every edit is refused
 * on a rival promotion's show (`assertPlayerProduction`); reading a segment is not.
 */
export function createSegmentServices(deps: UseCaseDeps) {
  const edits = guardedByPromotion(deps, (inner) => ({
    toggleAppearance: createToggleAppearance(inner),
    setGroup: createSetGroup(inner),
    addFaction: createAddFaction(inner),
    removeFaction: createRemoveFaction(inner),
    toggleChampionship: createToggleChampionship(inner),
    assignWinner: createAssignWinner(inner),
    setDraw: createSetDraw(inner),
    toggleManager: createToggleManager(inner),
    reset: createResetSegment(inner),
    randomise: createRandomiseSegment(inner),
    ...createSegmentFieldSetters(inner),
    ...createRunningOrder(inner),
  }), refOfEdit);
  return { load: createLoadSegment(deps), ...edits };
}

export type SegmentServices = ReturnType<typeof createSegmentServices>;
