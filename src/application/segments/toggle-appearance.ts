import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import {
  appendAppearances, bookedElsewhereOnCard, dropAppearances, nextGroupId, readAppearancesOf, refuseDoubleBooking, requireSegment, requireWrestlers,
} from './segment-records';
import type { UseCaseDeps } from '../deps';

export interface ToggleAppearanceInput {
  segmentId: number;
  wrestlerId: number;
  /** The team to join; a new group when not given. */
  groupId?: number;
  /** Appear as a manager rather than a competitor. */
  manager?: boolean;
  /** The card holding the segment (found by its running order when not given). */
  productionId?: number;
}

/**
 * SPEC §4 "Segment edits": adding a wrestler already in the segment removes the appearance
 * instead (a toggle). Either way the segment becomes incomplete. Issue 33: a wrestler booked in
 * another segment of the same card is refused, with where they are.
 */
export function createToggleAppearance({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (input: ToggleAppearanceInput): Promise<Stored<Segment>> =>
    unitOfWork.run(async (tx) => {
      const segment = await requireSegment(tx, input.segmentId);
      const appearances = await readAppearancesOf(tx, segment);
      const present = appearances.filter((a) => a.wrestlerId === input.wrestlerId);
      if (present.length > 0) return dropAppearances(tx, segment, present.map((a) => a.id));

      const [[wrestler], elsewhere] = await Promise.all([requireWrestlers(tx, [input.wrestlerId]), bookedElsewhereOnCard(tx, segment, input.productionId)]);
      refuseDoubleBooking(elsewhere, [wrestler]);
      const groupId = input.groupId ?? nextGroupId(appearances);
      return appendAppearances(tx, segment, [{ wrestler, groupId, manager: input.manager }]);
    });
}
