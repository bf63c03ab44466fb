import type { AppServices } from '../../src/application/services';
import type { Repositories } from '../../src/application/ports/unit-of-work.port';
import { GAME_ID } from '../../src/domain/entities/game';
import { worthOf } from '../../src/domain/rules/living/talent-valuation';

// Issue 18 item 4: the season run's player in the war for talent, kept simple on purpose.

/**
 * Each week, before renewing: the player counters the rivals' offers for the wrestlers it would
 * keep (worth, half popularity half points, at least its roster's lowest quarter: all but the bottom quarter)
 * and lets the others go; a counter the balance cannot pay lets the wrestler go too. So both
 * counters and moves happen over a season.
 */
export async function answerOffers(services: AppServices, repos: Repositories): Promise<void> {
  const board = await services.talent.board();
  if (!board.hasRivals || board.offers.length === 0) return;
  const [game, wrestlers] = await Promise.all([repos.Game.get(GAME_ID), repos.Wrestler.all()]);
  const own = wrestlers.filter((w) => w.status === 'SIGNED' && w.brandIds.some((id) => game?.brandIds.includes(id))).map(worthOf).sort((a, b) => a - b);
  // The bottom quarter goes: a player keeps most of a roster, and some talent still moves.
  const bar = own[Math.floor(own.length / 4)] ?? 0;
  const byId = new Map(wrestlers.map((w) => [w.id, w]));
  for (const offer of board.offers) {
    if (offer.status !== 'open') continue;
    const w = byId.get(offer.wrestlerId);
    const keep = w !== undefined && worthOf(w) >= bar && (await services.talent.counter(offer.id)).ok;
    if (!keep) await services.talent.letGo(offer.id);
  }
}
