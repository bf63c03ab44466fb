import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import { advanceDays, moveGameDate } from '../../domain/rules/calendar';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';

/**
 * SPEC §4 "Game day advance": forward moves the date by amountOfDays and heals every wrestler
 * by 0.5 (never below 0), all in one unit of work; backward moves the date back with no healing.
 */
export function createMoveCalendar({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  const forward = (): Promise<Stored<Game>> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      const wrestlers = await tx.Wrestler.all();
      const advanced = advanceDays(game, wrestlers);
      // Only the wrestlers whose damage changed are written back.
      await tx.Wrestler.bulkPut(advanced.wrestlers.filter((w, i) => w.damage !== wrestlers[i].damage));
      return tx.Game.update(GAME_ID, { date: advanced.game.date });
    });

  const backward = (): Promise<Stored<Game>> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      return tx.Game.update(GAME_ID, { date: moveGameDate(game, -game.amountOfDays).date });
    });

  return { forward, backward };
}
