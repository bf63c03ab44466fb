import { addDays } from '../../dates';
import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Wrestler } from '../../entities/wrestler';
import { canCompete } from '../roster';
import { isInjured } from './fitness';
import { injure } from './injury';
import { readStat } from '../stats';

// Issue 33 (living rules): a promotion's medical staff. Injuries come from matches (injury.ts), so
// how many are out swings with how much each roster works: with rival promotions booking their own
// cards, seed 42's world had weeks with 2.5% and 16.6% of its talent out, outside the 3–15% a
// player of the genre expects (GENRE.md: "a few percent of a roster is out at any time"). The staff
// steadies it both ways, per promotion, once a week after healing:
// - a locker room with too many out has those due back soon cleared early;
// - a world promotion whose locker room is almost all fit rests its most worn-down workers for a
//   short while. Never the player's: a player's card is never emptied by a rule they did not ask for.

export const MEDICAL_STAFF = {
  /** Above this share of a promotion's active roster out, those due back soon are cleared. */
  ceiling: 0.1,
  /** Only an injury ending within this many days can be cleared early. */
  clearWithinDays: 14,
  /** Below this share out, a rival promotion rests its most worn-down workers. */
  floor: 0.05,
  /** Only a worker with at least this damage is rested. */
  restDamage: 4,
  /** Days a rest lasts. */
  restDays: 10,
} as const;

/** The name of a medical rest, stored in `Wrestler.injury` like an injury's. */
export const MEDICAL_REST = 'Rested by the medical staff';

/** What the staff reads of the living week (week-world.ts), named here to avoid a circular import. */
interface MedicalWorld {
  game: { playerCompanyId: number | null };
  to: string;
  wrestlers: Stored<Wrestler>[];
  brands: readonly Pick<Stored<Brand>, 'id' | 'companyId'>[];
  news: string[];
}

/** Each promotion's active roster (signed to one of its brands, able to compete), by company id. */
function rostersOf(wrestlers: readonly Stored<Wrestler>[], brands: MedicalWorld['brands']): Map<number, Stored<Wrestler>[]> {
  const companyOf = new Map(brands.flatMap((b) => (b.companyId === null ? [] : [[b.id, b.companyId] as const])));
  const rosters = new Map<number, Stored<Wrestler>[]>();
  for (const wrestler of wrestlers) {
    if (!canCompete(wrestler)) continue;
    const company = wrestler.brandIds.map((id) => companyOf.get(id)).find((id) => id !== undefined);
    if (company === undefined) continue;
    rosters.set(company, [...(rosters.get(company) ?? []), wrestler]);
  }
  return rosters;
}

/**
 * One promotion's week: the wrestlers the staff changes (cleared or rested), by id, with a news
 * line each. Pure and without randomness: the order is by return date, then damage, then id.
 */
export function medicalWeek(roster: readonly Stored<Wrestler>[], date: string, mayRest: boolean): { changed: Stored<Wrestler>[]; news: string[] } {
  const out = roster.filter((w) => isInjured(w, date));
  const most = Math.floor(MEDICAL_STAFF.ceiling * roster.length);
  const least = Math.ceil(MEDICAL_STAFF.floor * roster.length);
  if (out.length > most) {
    const soon = addDays(date, MEDICAL_STAFF.clearWithinDays);
    const cleared = out
      .filter((w) => w.injuredUntil <= soon)
      .sort((a, b) => a.injuredUntil.localeCompare(b.injuredUntil) || a.id - b.id)
      .slice(0, out.length - most);
    return {
      changed: cleared.map((w) => ({ ...w, injuredUntil: '', injury: '' })),
      news: cleared.map((w) => `${w.name} is cleared early by the medical staff (${w.injury ? w.injury.toLowerCase() : 'time off'})`),
    };
  }
  if (!mayRest || out.length >= least) return { changed: [], news: [] };
  const rested = roster
    .filter((w) => !isInjured(w, date) && readStat(w, 'damage') >= MEDICAL_STAFF.restDamage)
    .sort((a, b) => readStat(b, 'damage') - readStat(a, 'damage') || a.id - b.id)
    .slice(0, least - out.length);
  return {
    changed: rested.map((w) => injure(w, date, { name: MEDICAL_REST, days: MEDICAL_STAFF.restDays })),
    news: rested.map((w) => `${w.name} is rested by the medical staff for ${MEDICAL_STAFF.restDays} days (damage ${Math.round(readStat(w, 'damage'))})`),
  };
}

/** Issue 33: the living week's medical staff, every promotion in turn (a `WeekRule`; draws nothing). */
export const medicalStaff = {
  name: 'medical staff',
  run: <World extends MedicalWorld>(world: World): World => {
    const changed = new Map<number, Stored<Wrestler>>();
    const news: string[] = [];
    for (const [company, roster] of rostersOf(world.wrestlers, world.brands)) {
      // Only rival promotions rest workers: in a game without rivals the player runs every promotion.
      const rival = world.game.playerCompanyId !== null && company !== world.game.playerCompanyId;
      const week = medicalWeek(roster, world.to, rival);
      for (const wrestler of week.changed) changed.set(wrestler.id, wrestler);
      news.push(...week.news);
    }
    if (changed.size === 0) return world;
    return { ...world, wrestlers: world.wrestlers.map((w) => changed.get(w.id) ?? w), news: [...world.news, ...news] };
  },
};
