import type { WeekRule } from './week-rules';
import { contractEnded } from './fitness';

/**
 * Issue 15 (living week): a signed, active wrestler whose contract has ended by the new date
 * (its expiry passed, or no appearances left) becomes a free agent: UNSIGNED and off every brand,
 * so the booker no longer draws them. A title they hold stays with them until the player acts.
 */
export const contractsRunOut: WeekRule = {
  name: 'contracts run out',
  run: (world) => {
    const news = [...world.news];
    const wrestlers = world.wrestlers.map((w) => {
      if (w.status !== 'SIGNED' || !w.active || w.retired || !contractEnded(w, world.to)) return w;
      const why = w.remainingAppearances <= 0 ? 'has no appearances left' : 'has run out';
      news.push(`${w.name}'s contract ${why}: now a free agent.`);
      return { ...w, status: 'UNSIGNED' as const, brandIds: [] };
    });
    return { ...world, wrestlers, news };
  },
};
