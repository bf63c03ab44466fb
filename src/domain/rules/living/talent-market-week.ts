import type { Rng } from '../rng';
import type { WeekWorld } from './week-world';

/**
 * Issue 18 item 4 (talent helper: replace this stub): the war for talent, one living week rule that
 * runs only in games with rivals (hasRivals): rivals renew whom they value, sign free agents, and
 * make offers to the player's wrestlers whose contracts are ending (game.talentOffers); accepted
 * and unanswered offers move wrestlers (game.talentMoves). Other games' worlds come back unchanged.
 */
export function talentMarketWeek(world: WeekWorld, rng: Rng): WeekWorld {
  void rng;
  return world;
}
