import type { Championship } from '../../src/domain/entities/championship';
import type { Gender } from '../../src/domain/entities/enums';
import type { Reign } from '../../src/domain/entities/reign';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { diffDays } from '../../src/domain/dates';
import type { WeekSample } from './samples';
import { median, share } from './stats-math';
import { fitsTitle } from '../../src/domain/rules/title-fit';
import { COMPETING_ROLES } from './talent';
import type { Brand } from '../../src/domain/entities/brand';
import { isOutsider, type HolderRecord } from '../../src/domain/rules/living/title-holders';

type Title = Pick<Championship, 'holders' | 'gender'> & { id: number };
type Person = Pick<Wrestler, 'gender'> & { id: number };

/** A reign's length in days: to its end, or to `endDate` while it is current. */
export const reignDays = (reign: Pick<Reign, 'startDate' | 'endDate'>, endDate: string): number =>
  diffDays(reign.startDate, reign.endDate ?? endDate);

/**
 * Reigns held by a side that does not fit its title (size or gender). A reign with no holders
 * (a vacancy) is held by no side and is not counted; one naming an unknown wrestler is a misfit.
 */
export function misfitReigns(
  reigns: readonly Pick<Reign, 'championshipId' | 'wrestlerIds'>[],
  titles: readonly Title[],
  wrestlers: readonly Person[],
): number {
  const titleById = new Map(titles.map((t) => [t.id, t]));
  const people = new Map(wrestlers.map((w) => [w.id, w]));
  return reigns.filter((reign) => {
    const title = titleById.get(reign.championshipId);
    if (!title || reign.wrestlerIds.length === 0) return false;
    const side = reign.wrestlerIds.flatMap((id) => people.get(id) ?? []);
    return side.length !== reign.wrestlerIds.length || !fitsTitle(title, side);
  }).length;
}

export interface ReignLengths {
  medianWeeks: number | null;
  shortShare: number | null;
}

/**
 * Median reign in weeks (current reigns counted to `endDate`) and the share of reigns that ended
 * under 7 days: a reign begun in the run's last days that is still current has not been short,
 * only cut off by the end of the run (issue 15).
 */
export function reignLengths(reigns: readonly Pick<Reign, 'startDate' | 'endDate'>[], endDate: string): ReignLengths {
  const days = reigns.map((reign) => reignDays(reign, endDate));
  const middle = median(days);
  const short = reigns.filter((reign) => reign.endDate !== null && reignDays(reign, endDate) < 7).length;
  return {
    medianWeeks: middle === null ? null : middle / 7,
    shortShare: share(short, days.length),
  };
}

/** The most titles one wrestler held at once, over the start and every week. */
export const maxHeldByOne = (start: number, weeks: readonly Pick<WeekSample, 'maxHeldByOne'>[]): number =>
  Math.max(start, ...weeks.map((w) => w.maxHeldByOne));

/**
 * The divisions the booker owes matches to: genders with active, signed, competing wrestlers and
 * at least one active title of their own (INTERGENDER titles belong to no one division).
 */
export function bookableDivisions(
  titles: readonly Pick<Championship, 'gender' | 'active'>[],
  wrestlers: readonly Pick<Wrestler, 'gender' | 'active' | 'retired' | 'status' | 'role'>[],
): Gender[] {
  const genders: Gender[] = ['MALE', 'FEMALE'];
  return genders.filter(
    (gender) =>
      titles.some((t) => t.active && t.gender === gender) &&
      wrestlers.some((w) => w.gender === gender && w.active && !w.retired && w.status === 'SIGNED' && COMPETING_ROLES.includes(w.role)),
  );
}

/** The smallest share of match appearances among the bookable divisions (null without appearances). */
export function minAppearanceShare(divisions: readonly Gender[], weeks: readonly Pick<WeekSample, 'bookings'>[]): number | null {
  const total = weeks.reduce((sum, w) => sum + w.bookings.byGender.MALE + w.bookings.byGender.FEMALE, 0);
  if (total === 0 || divisions.length === 0) return null;
  return Math.min(...divisions.map((gender) => weeks.reduce((sum, w) => sum + w.bookings.byGender[gender], 0) / total));
}

/** Active titles that were never on the line in a completed match of the run. */
export function idleTitles(
  titles: readonly (Pick<Championship, 'active'> & { id: number })[],
  matchTitleIds: ReadonlySet<number>,
): number {
  return titles.filter((t) => t.active && !matchTitleIds.has(t.id)).length;
}

type HeldTitle = Pick<Championship, 'active' | 'brandIds' | 'wrestlerIds'>;

/**
 * Issue 36: holders of active titles who are outsiders on `date` (title-holders.ts isOutsider: no
 * record, retired or no longer competing, a free agent or out of contract, signed to another
 * promotion); a wrestler holding two such titles counts twice.
 */
export function outsiderHolders(
  titles: readonly HeldTitle[],
  wrestlers: readonly (HolderRecord & { id: number })[],
  brands: readonly Pick<Brand, 'id' | 'name' | 'companyId'>[],
  date: string,
): number {
  const byId = new Map(wrestlers.map((w) => [w.id, w]));
  return titles.filter((t) => t.active).reduce((sum, t) => sum + t.wrestlerIds.filter((id) => isOutsider(t, byId.get(id), brands, date)).length, 0);
}

/** DESIGN §4 `titles.heldByOutsiders`: the most outsider holders at any week's end (null when no week was sampled for it). */
export function heldByOutsiders(weeks: readonly Pick<WeekSample, 'outsiderHolders'>[]): number | null {
  const counted = weeks.flatMap((w) => (w.outsiderHolders === undefined ? [] : [w.outsiderHolders]));
  return counted.length === 0 ? null : Math.max(...counted);
}

/**
 * DESIGN §4 `titles.maxDaysWithoutDefence`: the longest stretch, in days, an active title goes held
 * without being on the line within the run (`start` ≤ day < `end`). A held stretch runs from the
 * later of its reign's start and the run's start to the earlier of its reign's end (a loss or a
 * vacancy) and the run's end; each day the title was on the line in a completed match cuts it.
 * Null when no active title was held during the run.
 */
export function maxDaysWithoutDefence(
  titles: readonly (Pick<Championship, 'active'> & { id: number })[],
  reigns: readonly Pick<Reign, 'championshipId' | 'wrestlerIds' | 'startDate' | 'endDate'>[],
  onLine: readonly { championshipId: number; date: string }[],
  start: string,
  end: string,
): number | null {
  const datesOf = new Map<number, string[]>();
  for (const { championshipId, date } of onLine) datesOf.set(championshipId, [...(datesOf.get(championshipId) ?? []), date]);
  const active = new Set(titles.filter((t) => t.active).map((t) => t.id));
  let longest: number | null = null;
  for (const reign of reigns) {
    if (!active.has(reign.championshipId) || reign.wrestlerIds.length === 0) continue;
    const from = reign.startDate > start ? reign.startDate : start;
    const to = reign.endDate !== null && reign.endDate < end ? reign.endDate : end;
    if (to < from) continue;
    const cuts = (datesOf.get(reign.championshipId) ?? []).filter((d) => d > from && d < to).sort();
    const points = [from, ...cuts, to];
    for (let i = 1; i < points.length; i += 1) longest = Math.max(longest ?? 0, diffDays(points[i - 1], points[i]));
  }
  return longest;
}
