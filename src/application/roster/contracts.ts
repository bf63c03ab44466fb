import type { Stored } from '../../domain/entities/base';
import type { Wrestler } from '../../domain/entities/wrestler';
import { expireContract } from '../../domain/rules/status';
import { expiryMoves, withMoves } from '../../domain/rules/living/talent-moves';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';

/**
 * SPEC §7 "contract checks": every signed wrestler whose contract has run out by the game date
 * becomes a free agent (status UNSIGNED, no brand, per status.ts), in one unit of work.
 * Returns the wrestlers whose contract expired now, as stored afterwards.
 */
export function createCheckContracts({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (): Promise<Stored<Wrestler>[]> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      const wrestlers = await tx.Wrestler.all();
      const expired = wrestlers.map((w) => expireContract(w, game.date)).filter((w, i) => w !== wrestlers[i]);
      await tx.Wrestler.bulkPut(expired);
      // Issue 33: with rivals, each expiry goes on the talent board ("Who moved where").
      const moves = expired.length > 0 ? expiryMoves(game, wrestlers, expired, await tx.Brand.all(), game.date) : [];
      if (moves.length > 0) await tx.Game.bulkPut([withMoves(game, moves)]);
      return expired;
    });
}
