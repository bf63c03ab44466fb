import { GAME_ID, HISTORY_INDEX } from '../../domain/entities/game';
import { playedCard } from '../../domain/entities/played-card';
import { cardRatingOf } from '../../domain/entities/production';
import { byId } from '../../domain/production/completion-work';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { isHistoryIndexed } from './production-history';

/** Productions rewritten per transaction: short transactions keep the game playable meanwhile. */
export const UPGRADE_CHUNK = 200;

/**
 * Issue 19: gives a game from before the lookup index what the index needs. Every production is
 * written again (storage derives its lookup keys on the way in) and a completed one without a
 * played card gets one from its segments, a chunk per transaction; only when all are done does
 * the Game record say so (`historyIndex`), so an interrupted upgrade leaves a game read the old way,
 * whole, and runs again next time. Resolves true when it upgraded, false when nothing was to do.
 */
export function createUpgradeHistory({ unitOfWork }: { unitOfWork: UnitOfWork }) {
  return async (): Promise<boolean> => {
    const game = await unitOfWork.run((tx) => tx.Game.get(GAME_ID));
    if (!game || isHistoryIndexed(game)) return false;
    for (let offset = 0; ; offset += UPGRADE_CHUNK) {
      const more = await unitOfWork.run(async (tx) => {
        const productions = await tx.Production.list({ offset, limit: UPGRADE_CHUNK });
        const unplayed = productions.filter((p) => p.complete && !Array.isArray(p.played));
        const segments = byId(await tx.Segment.getMany(unplayed.flatMap((p) => p.segmentIds)));
        const appearances = await tx.Appearance.getMany([...segments.values()].flatMap((s) => s.appearanceIds));
        const upgraded = new Map(
          unplayed.map((p) => {
            const card = p.segmentIds.flatMap((id) => segments.get(id) ?? []);
            // The card's stars too, when its completion predates them (the war reads them).
            return [p.id, { ...p, played: playedCard(card, appearances), cardRating: p.cardRating ?? cardRatingOf(card) }];
          }),
        );
        await tx.Production.bulkPut(productions.map((p) => upgraded.get(p.id) ?? p));
        return productions.length === UPGRADE_CHUNK;
      });
      if (!more) break;
    }
    await unitOfWork.run((tx) => tx.Game.update(GAME_ID, { historyIndex: HISTORY_INDEX }));
    return true;
  };
}
