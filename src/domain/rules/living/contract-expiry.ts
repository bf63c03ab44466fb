import type { IsoDate, Stored } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { contractEnded } from './fitness';

/** What the rule reads of the living week's world (week-rules.ts WeekWorld has these fields). */
interface ContractWorld {
  to: IsoDate;
  wrestlers: Stored<Wrestler>[];
  news: string[];
}

/**
 * Issue 15 (living week rule "contracts run out"): a signed, active wrestler whose contract has
 * ended by the new date (its expiry passed, or no appearances left) becomes a free agent: UNSIGNED
 * and off every brand, so the booker no longer draws them. A title they hold stays with them until
 * the player acts. Typed on the fields it reads, so week-rules.ts can list it without a cycle.
 */
export function contractsRunOut<W extends ContractWorld>(world: W): W {
  const news = [...world.news];
  const wrestlers = world.wrestlers.map((w) => {
    if (w.status !== 'SIGNED' || !w.active || w.retired || !contractEnded(w, world.to)) return w;
    const why = w.remainingAppearances <= 0 ? 'has no appearances left' : 'has run out';
    news.push(`${w.name}'s contract ${why}: now a free agent.`);
    return { ...w, status: 'UNSIGNED' as const, brandIds: [] };
  });
  return { ...world, wrestlers, news };
}
