import { isCompetitionType } from '../../src/domain/catalog/segment-kinds';
import type { Appearance } from '../../src/domain/entities/appearance';
import type { Brand } from '../../src/domain/entities/brand';
import type { Championship } from '../../src/domain/entities/championship';
import type { Gender } from '../../src/domain/entities/enums';
import type { Segment } from '../../src/domain/entities/segment';
import type { CappedStat, Wrestler } from '../../src/domain/entities/wrestler';
import { isInjuredOn, isStaff, isUnfit } from './talent';
import type { BrandMoneyWeek } from './figures-money';

// What the season report takes from the world each week (pure functions over the week's records).

/** The stored statistics that rules read as 0..100 (SPEC §4). */
export const CAPPED_STATS: readonly CappedStat[] = ['points', 'charisma', 'damage', 'popularity', 'morale', 'stamina'];

export interface WeekBookings {
  /** Appearances in matches (competition segments), managers left out. */
  appearances: number;
  byGender: Record<Gender, number>;
  /** Of those, appearances of staff (see talent.ts). */
  staff: number;
  /** Of those, appearances of staff, unsigned, inactive or retired wrestlers. */
  unfit: number;
}

export interface WeekSample {
  /** 1 for the first week simulated. */
  week: number;
  /** The first day of the week's schedule window. */
  date: string;
  productions: number;
  failed: number;
  /** Brand id → balance after the week. */
  balances: Record<number, number>;
  /** Most active titles one wrestler held after the week. */
  maxHeldByOne: number;
  /** Stored stat values outside 0..100 after the week (every wrestler, every capped stat). */
  outOfRange: number;
  bookings: WeekBookings;
  /** After the week: the active roster (signed, active, not retired, not staff) and how many of them are injured. */
  injuries: { roster: number; injured: number };
  /** Issue 17: active rivalries not gone cold after the week (figures-rivalries.ts); absent when not sampled. */
  rivalries?: number;
  /** Issue 18: the rival promotions' calendar shows of the week and how many were completed; absent without rivals. */
  rivalShows?: { scheduled: number; completed: number };

  /** Issue 18 item 4: wrestlers who changed promotion during the week (figures-talent.ts); absent without rivals. */
  talentMoves?: number;
  /**
   * Issue 33: the player's promotion after the week (figures-player.ts): its active roster, its titles
   * held by outsiders, and the decisions outside the standing orders the week stopped for; absent
   * when the player runs every promotion.
   */
  player?: { roster: number; outsiderTitles: number; decisions: number };
  /** Issue 36: each brand's week of money in cents (figures-money.ts moneyWeek); absent in older records. */
  money?: Record<number, BrandMoneyWeek>;
  /** Issue 36: holders of active titles who are outsiders after the week (figures-titles.ts outsiderHolders); absent in older records. */
  outsiderHolders?: number;
  /** Issue 36: each promotion's active roster after the week (company id → rostersByCompany); absent in older records. */
  rosters?: Record<number, number>;
  /** Issue 36: each promotion's median age of its active in-ring talent, at year ends (weeks 52, 104, … and the last); absent otherwise. */
  ages?: Record<number, number>;
  /** Issue 36: the week's moves between promotions (null: free agency); absent without rivals. */
  moves?: { from: number | null; to: number | null }[];
}

/** The active roster on `date` and how many of it are injured (issue 15). */
export function injuriesOn(wrestlers: readonly Wrestler[], directorIds: ReadonlySet<number>, date: string): WeekSample['injuries'] {
  const roster = wrestlers.filter((w) => !isStaff(w, directorIds) && w.status !== 'UNSIGNED' && w.active && !w.retired);
  return { roster: roster.length, injured: roster.filter((w) => isInjuredOn(w, date)).length };
}

/**
 * Issue 36: each promotion's active roster (company id → wrestlers signed to one of its brands, active,
 * not retired, not staff; each wrestler counted once per promotion). Every promotion with a brand is
 * listed; brands of no company are left out.
 */
export function rostersByCompany(
  wrestlers: readonly Pick<Wrestler, 'id' | 'role' | 'status' | 'active' | 'retired' | 'brandIds'>[],
  brands: readonly Pick<Brand, 'id' | 'companyId' | 'directorId'>[],
): Record<number, number> {
  const directors = directorIdsOf(brands);
  const owned = brands.flatMap((b) => (b.companyId === null ? [] : [[b.id, b.companyId] as const]));
  const companyOf = new Map(owned);
  const counts: Record<number, number> = Object.fromEntries(owned.map(([, company]) => [company, 0]));
  for (const w of wrestlers) {
    if (w.status === 'UNSIGNED' || !w.active || w.retired || isStaff(w, directors)) continue;
    const companies = new Set(w.brandIds.flatMap((id) => (companyOf.has(id) ? [companyOf.get(id)!] : [])));
    for (const company of companies) counts[company] += 1;
  }
  return counts;
}

/** The largest number of active titles held at once by one wrestler. */
export function mostTitlesHeld(championships: readonly Pick<Championship, 'wrestlerIds' | 'active'>[]): number {
  const held = new Map<number, number>();
  for (const title of championships) {
    if (!title.active) continue;
    for (const id of new Set(title.wrestlerIds)) held.set(id, (held.get(id) ?? 0) + 1);
  }
  return Math.max(0, ...held.values());
}

/** Stored values of the capped statistics outside 0..100 (or not numbers at all). */
export function statsOutOfRange(wrestlers: readonly Pick<Wrestler, CappedStat>[]): number {
  let count = 0;
  for (const wrestler of wrestlers) {
    for (const stat of CAPPED_STATS) {
      const value = wrestler[stat];
      if (!(typeof value === 'number' && value >= 0 && value <= 100)) count += 1;
    }
  }
  return count;
}

export const directorIdsOf = (brands: readonly Pick<Brand, 'directorId'>[]): Set<number> =>
  new Set(brands.flatMap((brand) => (brand.directorId === null ? [] : [brand.directorId])));

/**
 * Who the booker put in the week's matches, judged by the wrestlers and brands as they were when
 * the week started (a wrestler who retires mid-week and is drawn later that week is not counted).
 */
export function countBookings(
  segments: readonly Pick<Segment, 'type' | 'appearanceIds'>[],
  appearances: readonly (Pick<Appearance, 'wrestlerId' | 'manager'> & { id: number })[],
  wrestlers: ReadonlyMap<number, Wrestler>,
  directorIds: ReadonlySet<number>,
  /** Segment id → its production's date, to judge injuries on the day (issue 15). */
  dateOf: ReadonlyMap<number, string> = new Map(),
): WeekBookings {
  const byId = new Map(appearances.map((a) => [a.id, a]));
  const bookings: WeekBookings = { appearances: 0, byGender: { MALE: 0, FEMALE: 0 }, staff: 0, unfit: 0 };
  for (const segment of segments as readonly (Pick<Segment, 'type' | 'appearanceIds'> & { id?: number })[]) {
    if (!isCompetitionType(segment.type)) continue;
    const date = segment.id === undefined ? undefined : dateOf.get(segment.id);
    for (const id of segment.appearanceIds) {
      const appearance = byId.get(id);
      if (!appearance || appearance.manager) continue;
      const wrestler = wrestlers.get(appearance.wrestlerId);
      bookings.appearances += 1;
      if (!wrestler) continue;
      bookings.byGender[wrestler.gender] += 1;
      if (isStaff(wrestler, directorIds)) bookings.staff += 1;
      if (isUnfit(wrestler, directorIds, date)) bookings.unfit += 1;
    }
  }
  return bookings;
}
