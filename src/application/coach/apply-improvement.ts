import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import type { CoachChange } from '../../domain/rules/coach';
import { CatalogueError } from '../../domain/errors';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { createSegmentFieldSetters } from '../segments/segment-fields';
import { requireSegment } from '../segments/segment-records';
import { createToggleAppearance } from '../segments/toggle-appearance';
import { createToggleChampionship } from '../segments/toggle-championship';
import type { UseCaseDeps } from '../deps';

/** The segment use cases run inside an open transaction: their own unit of work is that one. */
const within = (tx: Repositories): UnitOfWork => ({ run: (work) => work(tx) });

export const CoachMessages = {
  notInSegment: 'The wrestler to swap out is no longer in this segment.',
  alreadyIn: 'That wrestler is already in this segment: ask the coach again.',
} as const;

/**
 * Action: makes the coach's change through the segment use cases (toggle appearance, set type,
 * toggle championship) in one unit of work, so a swap is never left half done.
 */
export function createApplyImprovement({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (input: { segmentId: number; change: CoachChange }): Promise<Stored<Segment>> =>
    unitOfWork.run(async (tx) => {
      const segment = await requireSegment(tx, input.segmentId);
      const inTx = { unitOfWork: within(tx) };
      const { change } = input;
      const present = (await tx.Appearance.getMany(segment.appearanceIds)).map((a) => a.wrestlerId);
      // A toggle takes out someone already in: the card changed since the advice, so refuse.
      const joining = change.kind === 'swap' ? change.inId : change.kind === 'manager' ? change.wrestlerId : null;
      if (joining !== null && present.includes(joining)) throw new CatalogueError(CoachMessages.alreadyIn);
      switch (change.kind) {
        case 'swap': {
          const out = (await tx.Appearance.getMany(segment.appearanceIds)).find((a) => a.wrestlerId === change.outId && !a.manager);
          if (!out) throw new CatalogueError(CoachMessages.notInSegment);
          const toggle = createToggleAppearance(inTx);
          await toggle({ segmentId: segment.id, wrestlerId: change.outId });
          return toggle({ segmentId: segment.id, wrestlerId: change.inId, groupId: out.groupId });
        }
        case 'type': {
          await createSegmentFieldSetters({ repos: tx, ...inTx }).setType(segment.id, change.type);
          return tx.Segment.update(segment.id, { complete: false });
        }
        case 'title':
          return createToggleChampionship(inTx)({ segmentId: segment.id, championshipId: change.championshipId });
        case 'manager':
          return createToggleAppearance(inTx)({ segmentId: segment.id, wrestlerId: change.wrestlerId, groupId: change.groupId, manager: true });
      }
    });
}
