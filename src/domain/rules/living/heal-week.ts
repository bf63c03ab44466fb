import type { Stored } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { isInjured } from './fitness';

export const HEALING = {
  /** Damage recovered per day by a wrestler who is working. */
  perDay: 0.4,
  /** Per day while injured or resting: time off heals three times as fast. */
  perDayResting: 1.5,
} as const;

/**
 * One wrestler over the days from `from` to `to`: damage falls by the days passed (faster while
 * out; never below 0, a value above 100 first read as 100), and an injury whose return date has
 * come (on or before `to`) is over.
 */
export function healWrestler<W extends Pick<Wrestler, 'damage' | 'injuredUntil' | 'injury'>>(wrestler: W, from: string, to: string, days: number): W {
  const rate = isInjured(wrestler, from) ? HEALING.perDayResting : HEALING.perDay;
  const start = Number.isFinite(wrestler.damage) ? Math.min(100, wrestler.damage) : 0;
  const damage = Math.max(0, start - rate * Math.max(0, days));
  const over = Boolean(wrestler.injuredUntil) && wrestler.injuredUntil <= to;
  const next = { ...wrestler, damage: damage === wrestler.damage ? wrestler.damage : damage };
  return over ? { ...next, injuredUntil: '', injury: '' } : next;
}

const returned = (before: Stored<Wrestler>): string =>
  `${before.name} is fit again after ${before.injury ? before.injury.toLowerCase() : 'time off'}`;

/**
 * What healing reads of the living week's world (week-rules.ts `WeekWorld`), named here rather than
 * imported so that week-rules.ts can list this rule without a circular import.
 */
interface HealingWorld {
  from: string;
  to: string;
  days: number;
  wrestlers: Stored<Wrestler>[];
  news: string[];
}

/** Issue 15: the living week's healing, with a news line for each return (a `WeekRule`). */
export const healInjuries = {
  name: 'heal injuries',
  run: <World extends HealingWorld>(world: World): World => {
    const news: string[] = [];
    const wrestlers = world.wrestlers.map((wrestler) => {
      const healed = healWrestler(wrestler, world.from, world.to, world.days);
      if (wrestler.injuredUntil && !healed.injuredUntil) news.push(returned(wrestler));
      return sameDamageAndInjury(wrestler, healed) ? wrestler : healed;
    });
    return { ...world, wrestlers, news: [...world.news, ...news] };
  },
};

const sameDamageAndInjury = (a: Wrestler, b: Wrestler): boolean =>
  a.damage === b.damage && a.injuredUntil === b.injuredUntil && a.injury === b.injury;
