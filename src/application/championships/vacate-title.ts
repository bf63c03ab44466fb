import type { Stored } from '../../domain/entities/base';
import type { Championship } from '../../domain/entities/championship';
import { ErrorMessages } from '../../domain/errors';
import { vacateTitle } from '../../domain/rules/title-vacancy';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';
import { writeTitles } from './save-title-changes';

/**
 * Vacates a title on the game date, in one unit of work: its open reign ends and its holders are
 * cleared (a retired or released champion can no longer defend it; the booker may also vacate for
 * a storyline). A title already vacant with no open reign is returned as it was, nothing written.
 */
export function createVacateTitle({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (championshipId: number): Promise<Stored<Championship>> =>
    unitOfWork.run(async (tx) => {
      const [game, title, reigns] = await Promise.all([
        requireGame(tx),
        tx.Championship.get(championshipId),
        tx.Reign.findBy('championshipId', championshipId),
      ]);
      if (!title) throw new Error(ErrorMessages.recordNotFound(championshipId, 'Championship'));
      const open = reigns.filter((reign) => reign.endDate === null);
      if (title.wrestlerIds.length === 0 && open.length === 0) return title;
      const saved = await writeTitles(tx, vacateTitle({ championships: [title], reigns: open }, title.id, game.date));
      return saved.championships[0];
    });
}
