import type { Appearance } from '../../domain/entities/appearance';
import type { Stored } from '../../domain/entities/base';
import { CatalogueError } from '../../domain/errors';
import { SegmentLogMessages } from './messages';
import { readAppearancesOf, putAppearances, requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

export interface SetGroupInput {
  segmentId: number;
  appearanceId: number;
  groupId: number;
}

/**
 * Moves an appearance to another team. The teams decide who won, so a result recorded before
 * the move no longer holds: every result flag of the segment is cleared and it becomes
 * incomplete (docs/decisions-use-cases.md).
 */
export function createSetGroup({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (input: SetGroupInput): Promise<Stored<Appearance>[]> =>
    unitOfWork.run(async (tx) => {
      if (!input.segmentId || !Number.isFinite(input.groupId)) {
        throw new CatalogueError(SegmentLogMessages.groupOrSegmentRequired);
      }
      const segment = await requireSegment(tx, input.segmentId);
      const appearances = await readAppearancesOf(tx, segment);
      if (!appearances.some((a) => a.id === input.appearanceId)) {
        throw new CatalogueError(SegmentLogMessages.appearanceNotFound);
      }
      const regrouped = appearances.map((a) => ({
        ...a,
        groupId: a.id === input.appearanceId ? input.groupId : a.groupId,
        winner: false,
        loser: false,
        draw: false,
      }));
      await putAppearances(tx, regrouped);
      await tx.Segment.update(segment.id, { complete: false });
      return regrouped;
    });
}
