import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { CatalogueError } from '../../domain/errors';
import { holdersJoin, misfitMessage, segmentFitsTitle } from '../../domain/rules/title-fit';
import { SegmentLogMessages } from './messages';
import { appendAppearances, bookedElsewhereOnCard, readAppearancesOf, refuseDoubleBooking, requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

export interface ToggleChampionshipInput {
  segmentId: number;
  championshipId: number;
}

/** A title the segment's sides do not fit (DESIGN §4); its message says why, for the player. */
export class TitleMisfitError extends Error {
  override name = 'TitleMisfitError';
}

/**
 * SPEC §4: adding a championship already on the segment removes it; adding one also adds its
 * holders as appearances (one team: the team of a holder already there, else a new one). Removing
 * a title keeps the wrestlers. Either way the segment becomes incomplete. DESIGN §4: a title whose
 * size or gender does not fit every team (the holders joined) is refused with why; nothing is written.
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

      const appearances = await readAppearancesOf(tx, segment);
      const { groupId, joining } = holdersJoin(appearances, championship.wrestlerIds);
      // A holder whose record is gone is skipped rather than failing the whole edit.
      const people = await tx.Wrestler.getMany([...new Set([...appearances.map((a) => a.wrestlerId), ...championship.wrestlerIds])]);
      const fit = segmentFitsTitle(championship, appearances, new Map(people.map((w) => [w.id, w])));
      if (!fit.fits) throw new TitleMisfitError(misfitMessage(championship, fit.reason));
      const newcomers = people.filter((w) => joining.includes(w.id));
      // Issue 33: a holder booked elsewhere on the card cannot be brought into this segment too.
      if (newcomers.length > 0) refuseDoubleBooking(await bookedElsewhereOnCard(tx, segment), newcomers);
      return appendAppearances(
        tx,
        segment,
        newcomers.map((wrestler) => ({ wrestler, groupId })),
        { championshipIds: [...segment.championshipIds, championship.id] },
      );
    });
}
