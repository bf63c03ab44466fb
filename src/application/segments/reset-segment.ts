import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { dropAppearances, requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

/**
 * SPEC §4 "Segment edits": reset makes the segment a plain DEFAULT one again, deletes its
 * appearances, clears championships and storyline and marks it incomplete. Notes, date, duration
 * and rating are the player's and stay.
 */
export function createResetSegment({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (segmentId: number): Promise<Stored<Segment>> =>
    unitOfWork.run(async (tx) => {
      const segment = await requireSegment(tx, segmentId);
      const plain = kindOrDefault('DEFAULT');
      return dropAppearances(tx, segment, segment.appearanceIds, {
        type: plain.type,
        category: plain.category,
        championshipIds: [],
        storyline: '',
      });
    });
}
