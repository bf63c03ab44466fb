import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { CatalogueError } from '../../domain/errors';
import { SegmentLogMessages } from './messages';
import { appearancesOf, appendAppearances, nextGroupId, requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

export interface ToggleChampionshipInput {
  segmentId: number;
  championshipId: number;
}

/**
 * SPEC §4: adding a championship already on the segment removes it; adding one also adds its
 * holders as appearances (one team: the team of a holder already there, else a new one). Removing
 * a title keeps the wrestlers. Either way the segment becomes incomplete.
 */
export function createToggleChampionship({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (input: ToggleChampionshipInput): Promise<Stored<Segment>> =>
    unitOfWork.run(async (tx) => {
      const segment = await requireSegment(tx, input.segmentId);
      if (segment.championshipIds.includes(input.championshipId)) {
        return tx.Segment.update(segment.id, {
          championshipIds: segment.championshipIds.filter((id) => id !== input.championshipId),
          complete: false,
        });
      }
      const championship = await tx.Championship.get(input.championshipId);
      if (!championship) throw new CatalogueError(SegmentLogMessages.championshipOrSegmentNotFound);

      const appearances = await appearancesOf(tx, segment);
      const present = new Set(appearances.map((a) => a.wrestlerId));
      const holderAlreadyIn = appearances.find((a) => championship.wrestlerIds.includes(a.wrestlerId));
      const groupId = holderAlreadyIn?.groupId ?? nextGroupId(appearances);
      // A holder whose record is gone is skipped rather than failing the whole edit.
      const newcomers = await tx.Wrestler.getMany(championship.wrestlerIds.filter((id) => !present.has(id)));
      return appendAppearances(
        tx,
        segment,
        newcomers.map((wrestler) => ({ wrestler, groupId })),
        { championshipIds: [...segment.championshipIds, championship.id] },
      );
    });
}
