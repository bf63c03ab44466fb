import type { IsoDate, Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Game } from '../../entities/game';
import type { Wrestler } from '../../entities/wrestler';
import { contractEnded } from './fitness';
import { expiryMoves, withMoves } from './talent-moves';

/**
 * What the rule reads of the living week's world (week-rules.ts WeekWorld has these fields). With
 * the game and its brands (the week's world has both), each expiry also goes on the talent board.
 */
interface ContractWorld {
  to: IsoDate;
  wrestlers: Stored<Wrestler>[];
  news: string[];
  game?: Stored<Game>;
  brands?: Stored<Brand>[];
}

/**
 * Issue 15 (living week rule "contracts run out"): a signed, active wrestler whose contract has
 * ended by the new date (its expiry passed, or no appearances left) becomes a free agent: UNSIGNED
 * and off every brand, so the booker no longer draws them. A title they hold stays with them until
 * the player acts. Typed on the fields it reads, so week-rules.ts can list it without a cycle.
 * Issue 33: with rivals, each expiry goes on the talent board ("Who moved where", talent-moves.ts).
 */
export function contractsRunOut<W extends ContractWorld>(world: W): W {
  const news = [...world.news];
  const wrestlers = world.wrestlers.map((w) => {
    if (w.status !== 'SIGNED' || !w.active || w.retired || !contractEnded(w, world.to)) return w;
    const why = w.remainingAppearances <= 0 ? 'has no appearances left' : 'has run out';
    news.push(`${w.name}'s contract ${why}: now a free agent.`);
    return { ...w, status: 'UNSIGNED' as const, brandIds: [] };
  });
  const moves = world.game && world.brands ? expiryMoves(world.game, world.wrestlers, wrestlers, world.brands, world.to) : [];
  return moves.length === 0 || !world.game ? { ...world, wrestlers, news } : { ...world, wrestlers, news, game: withMoves(world.game, moves) };
}
