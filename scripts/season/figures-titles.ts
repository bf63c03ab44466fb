import type { Championship } from '../../src/domain/entities/championship';
import type { Gender } from '../../src/domain/entities/enums';
import type { Reign } from '../../src/domain/entities/reign';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { diffDays } from '../../src/domain/dates';
import type { WeekSample } from './samples';
import { median, share } from './stats-math';
import { fitsTitle } from '../../src/domain/rules/title-fit';
import { COMPETING_ROLES } from './talent';

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
