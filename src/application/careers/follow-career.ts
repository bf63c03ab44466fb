import { GAME_ID } from '../../domain/entities/game';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { followedIds } from './followed-ids';
import { isInRing } from '../../domain/rules/roster';
import { requireGame } from '../game';

export const CareerMessages = {
  notInRing: (name: string) => `${name} is not an active in-ring wrestler: a career follows someone who wrestles.`,
} as const;

/**
 * Starting and stopping a career change one field of the Game record. The read, the check and the
 * write run in one unit of work, so two quick clicks (or two tabs) never lose a career.
 */
export function createFollowCareer({ unitOfWork }: { unitOfWork: UnitOfWork }) {
  return {
    /** Follows the wrestler (once; following again changes nothing). Resolves the followed ids. */
    start: (wrestlerId: number): Promise<number[]> =>
      unitOfWork.run(async (tx) => {
        const [game, wrestler] = await Promise.all([requireGame(tx), tx.Wrestler.get(wrestlerId)]);
        if (!wrestler) throw new CatalogueError(ErrorMessages.recordNotFound(wrestlerId, 'Wrestler'));
        const ids = followedIds(game);
        if (ids.includes(wrestlerId)) return ids;
        if (!isInRing(wrestler)) throw new Error(CareerMessages.notInRing(wrestler.name));
        const next = [...ids, wrestlerId];
        await tx.Game.update(GAME_ID, { careerWrestlerIds: next });
        return next;
      }),
    /** Stops following; the wrestler and their records are untouched. Works for a deleted wrestler too. */
    stop: (wrestlerId: number): Promise<number[]> =>
      unitOfWork.run(async (tx) => {
        const ids = followedIds(await requireGame(tx));
        if (!ids.includes(wrestlerId)) return ids;
        const next = ids.filter((id) => id !== wrestlerId);
        await tx.Game.update(GAME_ID, { careerWrestlerIds: next });
        return next;
      }),
  };
}
