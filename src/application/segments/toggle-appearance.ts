import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { readAppearancesOf, appendAppearances, dropAppearances, nextGroupId, requireSegment, requireWrestlers } from './segment-records';
import type { UseCaseDeps } from '../deps';

export interface ToggleAppearanceInput {
  segmentId: number;
  wrestlerId: number;
  /** The team to join; a new group when not given. */
  groupId?: number;
  /** Appear as a manager rather than a competitor. */
  manager?: boolean;
}

/**
 * SPEC §4 "Segment edits": adding a wrestler already in the segment removes the appearance
 * instead (a toggle). Either way the segment becomes incomplete.
 */
export function createToggleAppearance({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (input: ToggleAppearanceInput): Promise<Stored<Segment>> =>
    unitOfWork.run(async (tx) => {
      const segment = await requireSegment(tx, input.segmentId);
      const appearances = await readAppearancesOf(tx, segment);
      const present = appearances.filter((a) => a.wrestlerId === input.wrestlerId);
      if (present.length > 0) return dropAppearances(tx, segment, present.map((a) => a.id));

      const [wrestler] = await requireWrestlers(tx, [input.wrestlerId]);
      const groupId = input.groupId ?? nextGroupId(appearances);
      return appendAppearances(tx, segment, [{ wrestler, groupId, manager: input.manager }]);
    });
}
