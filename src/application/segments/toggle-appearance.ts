import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { appearancesOf, appendAppearances, dropAppearances, nextGroupId, requireSegment, requireWrestlers } from './segment-records';
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
      // Issue 19 (interaction-p95): the wrestler is read beside the segment, a round fewer on every
      // add. A wrestler that was not found (or could not be read) is asked for again the old way,
      // so the refusals and their order are as before: the segment's first, the wrestler's on an add.
      const [segment, found] = await Promise.all([
        requireSegment(tx, input.segmentId),
        tx.Wrestler.getMany([input.wrestlerId]).catch(() => []),
      ]);
      const appearances = await appearancesOf(tx, segment);
      const present = appearances.filter((a) => a.wrestlerId === input.wrestlerId);
      if (present.length > 0) return dropAppearances(tx, segment, present.map((a) => a.id));

      const [wrestler] = found.length === 1 ? found : await requireWrestlers(tx, [input.wrestlerId]);
      const groupId = input.groupId ?? nextGroupId(appearances);
      return appendAppearances(tx, segment, [{ wrestler, groupId, manager: input.manager }]);
    });
}
