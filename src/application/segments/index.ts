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

export type { SegmentDetails } from './segment-details';
export type { SegmentShortfall } from './card-shortfalls';
export type { AddSegmentInput } from './running-order';
export type { RandomiseSegmentInput } from './randomise-segment';
export { TitleMisfitError } from './toggle-championship';

/** SPEC §4 "Segment edits" and the running order of a production. */
export function createSegmentServices(deps: UseCaseDeps) {
  return {
    load: createLoadSegment(deps),
    toggleAppearance: createToggleAppearance(deps),
    setGroup: createSetGroup(deps),
    addFaction: createAddFaction(deps),
    removeFaction: createRemoveFaction(deps),
    toggleChampionship: createToggleChampionship(deps),
    assignWinner: createAssignWinner(deps),
    setDraw: createSetDraw(deps),
    toggleManager: createToggleManager(deps),
    reset: createResetSegment(deps),
    randomise: createRandomiseSegment(deps),
    ...createSegmentFieldSetters(deps),
    ...createRunningOrder(deps),
  };
}

export type SegmentServices = ReturnType<typeof createSegmentServices>;
