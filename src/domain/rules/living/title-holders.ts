import { addDays, diffDays, formatLongDate } from '../../dates';
import type { IsoDate, Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Championship } from '../../entities/championship';
import type { Reign } from '../../entities/reign';
import type { Wrestler } from '../../entities/wrestler';
import type { TitleRecords } from '../championship';
import { vacateTitle } from '../title-vacancy';
import { contractEnded } from './fitness';
import type { WeekWorld } from './week-world';

// Issue 36 item 2 "Belts follow their holders", living rules only (docs/decisions-championships-brands.md):
// a champion who left the title's promotion, retired, or cannot compete for long gives the title up,
// with the reason kept on the ended reign; and no active title goes more than BELTS.dueDays without
// being on the line: the booker puts a title on the line more surely the longer it waits
// (defenceUrgency), and a title that still waits is vacated before the limit.

export const BELTS = {
  /** A champion whose return from injury is more than this many days away gives the title up. */
  injuryDays: 56,
  /** No active, held title goes longer than this without being on the line (or is vacated). */
  dueDays: 120,
  /** From this many days off the line the booker starts to favour a title match for it... */
  urgentFromDays: 35,
  /** ...and from this many it books one whenever it can (five weeks before dueDays). */
  certainFromDays: 84,
} as const;

type ReignClock = Pick<Reign, 'startDate'> & Partial<Pick<Reign, 'lastDefence'>>;

/** The last day the reign's title was on the line, as far as stored: its last defence, else its start. */
export const lastOnLine = (reign: ReignClock): IsoDate => {
  const defended = reign.lastDefence ?? '';
  return defended > reign.startDate ? defended : reign.startDate;
};

/** Days from the title's last day on the line to `date` (0 when unknown or in the future). */
export const daysOffLine = (reign: ReignClock, date: IsoDate): number => {
  const last = lastOnLine(reign);
  return last && date ? Math.max(0, diffDays(last, date)) : 0;
};

/**
 * Days off the line as the booker counts them: a reign whose clock has not started yet (no stored
 * day on the line: a seed reign before the first living week, see startClocks) counts 0.
 */
export const bookerDaysOffLine = (reign: ReignClock, date: IsoDate): number => (reign.lastDefence ? daysOffLine(reign, date) : 0);

/**
 * How surely the booker puts a title on the line after `days` off it: 0 until
 * BELTS.urgentFromDays, rising in a straight line to 1 at BELTS.certainFromDays and beyond.
 */
export function defenceUrgency(days: number): number {
  if (!(days > BELTS.urgentFromDays)) return 0;
  return Math.min(1, (days - BELTS.urgentFromDays) / (BELTS.certainFromDays - BELTS.urgentFromDays));
}

type TitleScope = Pick<Championship, 'brandIds'>;
type BrandScope = Pick<Brand, 'id' | 'name' | 'companyId'>;
export type HolderRecord = Pick<Wrestler, 'name' | 'status' | 'active' | 'retired' | 'brandIds' | 'injuredUntil' | 'contractExpires' | 'remainingAppearances'>;

/**
 * Whether a wrestler is signed to the title's promotion: to one of its brands, or (with rival
 * promotions) to any brand of the same company. A title with no brands belongs to every brand.
 */
export function inTitlePromotion(title: TitleScope, wrestler: Pick<Wrestler, 'status' | 'brandIds'>, brands: readonly BrandScope[]): boolean {
  if (wrestler.status === 'UNSIGNED') return false;
  if (title.brandIds.length === 0) return true;
  if (wrestler.brandIds.some((id) => title.brandIds.includes(id))) return true;
  const companyOf = new Map(brands.map((b) => [b.id, b.companyId]));
  const companies = new Set(title.brandIds.map((id) => companyOf.get(id)).filter((c): c is number => c !== null && c !== undefined));
  return wrestler.brandIds.some((id) => companies.has(companyOf.get(id) ?? -1));
}

/**
 * Whether a title's holder is an outsider on `date` (DESIGN §4 `titles.heldByOutsiders`): no record,
 * retired or no longer competing, a free agent or out of contract, or signed elsewhere.
 */
export const isOutsider = (title: TitleScope, holder: HolderRecord | undefined, brands: readonly BrandScope[], date: IsoDate): boolean =>
  !holder || holder.retired || !holder.active || contractEnded(holder, date) || !inTitlePromotion(title, holder, brands);

/**
 * Why the holder gives the title up on `date`, or null when they keep it: left the game, retired,
 * no longer competing, a free agent, a contract run out, signed elsewhere, out injured for more than
 * BELTS.injuryDays, or injured past the day the title must next be on the line (with its reign).
 */
export function whyGivesUp(
  title: TitleScope,
  holder: HolderRecord | undefined,
  brands: readonly BrandScope[],
  date: IsoDate,
  reign?: ReignClock,
): string | null {
  if (!holder) return 'the champion is no longer in the game';
  const { name } = holder;
  if (holder.retired) return `${name} retired`;
  if (!holder.active) return `${name} no longer competes`;
  if (holder.status === 'UNSIGNED') return `${name} became a free agent`;
  if (contractEnded(holder, date)) return `${name}'s contract ran out`;
  if (!inTitlePromotion(title, holder, brands)) {
    const names = brands.filter((b) => b.id !== undefined && holder.brandIds.includes(b.id)).map((b) => b.name);
    return names.length > 0 ? `${name} signed with ${names.join(' and ')}` : `${name} left the promotion`;
  }
  const back = holder.injuredUntil;
  if (back && back > date) {
    if (diffDays(date, back) > BELTS.injuryDays) return `${name} is injured until ${formatLongDate(back)}`;
    const due = reign && lastOnLine(reign) ? addDays(lastOnLine(reign), BELTS.dueDays) : '';
    if (due && back > due) return `${name} is injured until ${formatLongDate(back)}, past the day the title must be defended`;
  }
  return null;
}

/** A title given up: which, its name, and why (stored on its ended reign). */
export interface Vacancy {
  championshipId: number;
  title: string;
  reason: string;
}

export interface HoldersWorld {
  /** The day the titles are judged on (the week's end). */
  date: IsoDate;
  /** Days until the next judgement (a week): a title is vacated before it would pass BELTS.dueDays. */
  days: number;
  championships: readonly Stored<Championship>[];
  /** Open reigns. */
  reigns: readonly Pick<Reign, 'championshipId' | 'startDate' | 'lastDefence' | 'endDate'>[];
  wrestlers: readonly Stored<Wrestler>[];
  brands: readonly BrandScope[];
}

/** Every active, held title given up on the world's date, and why (pure, draws nothing). */
export function titlesGivenUp(world: HoldersWorld): Vacancy[] {
  const byId = new Map(world.wrestlers.map((w) => [w.id, w]));
  const openOf = new Map(world.reigns.filter((r) => r.endDate === null).map((r) => [r.championshipId, r]));
  return world.championships.flatMap((title) => {
    if (!title.active || title.wrestlerIds.length === 0) return [];
    const reign = openOf.get(title.id);
    const why = title.wrestlerIds.map((id) => whyGivesUp(title, byId.get(id), world.brands, world.date, reign)).find((w) => w !== null);
    if (why) return [{ championshipId: title.id, title: title.name, reason: why }];
    // Every title, the player's too (docs/decisions-championships-brands.md): Backstage suggests a
    // defence well before, and the booker is certain of one from BELTS.certainFromDays.
    const overdue = reign && daysOffLine(reign, world.date) + world.days > BELTS.dueDays;
    return overdue ? [{ championshipId: title.id, title: title.name, reason: `not defended since ${formatLongDate(lastOnLine(reign))}` }] : [];
  });
}

/**
 * A reign with no stored day on the line since it began (from a seed, an old save, a rumble or a
 * tournament) starts its clock: its start when that is within the week, else the week's first day.
 * So a seed reign that began years ago is not overdue on the first living week.
 */
function startClocks(reigns: readonly Stored<Reign>[], from: IsoDate, days: number): Stored<Reign>[] {
  const recent = addDays(from, -days);
  return reigns.map((r) => (r.endDate !== null || r.lastDefence ? r : { ...r, lastDefence: r.startDate >= recent ? r.startDate : from }));
}

/**
 * Issue 36 (living week rule "belts follow their holders"): titles whose holders give them up, and
 * titles about to pass BELTS.dueDays off the line, are vacated on the week's new date with
 * the reason on the ended reign and a news line. Runs after the talent market, so a champion who
 * moved this week gives the title up the same week. Draws nothing.
 */
export function beltsFollowHolders(world: WeekWorld): WeekWorld {
  const reigns = startClocks(world.reigns, world.from, world.days);
  const vacancies = titlesGivenUp({ date: world.to, days: world.days, championships: world.championships, reigns, wrestlers: world.wrestlers, brands: world.brands });
  if (vacancies.length === 0) return reigns.every((r, i) => r === world.reigns[i]) ? world : { ...world, reigns };
  let records: TitleRecords<Stored<Championship>> = { championships: world.championships, reigns };
  for (const v of vacancies) records = vacateTitle(records, v.championshipId, world.to, reasonText(v.reason));
  return {
    ...world,
    championships: records.championships,
    reigns: records.reigns as Stored<Reign>[],
    news: [...world.news, ...vacancies.map((v) => `${v.title} was vacated: ${v.reason}.`)],
  };
}

/** A reason as stored (at most 200 characters, the field's limit), capitalised: "Kip Sabian signed with VWU". */
export const reasonText = (reason: string): string => (reason.charAt(0).toUpperCase() + reason.slice(1)).slice(0, 200);

/** Issue 36: a title of the player's the booker should put on the line soon (Backstage suggests it). */
export interface TitleDue {
  championshipId: number;
  title: string;
  /** Vacant: a match (or a tournament) for it crowns a new champion. */
  vacant: boolean;
  /** Days off the line (0 for a vacant title). */
  days: number;
  /** The day it is vacated if still not on the line; '' for a vacant title. */
  vacatedOn: IsoDate;
}

/**
 * Active titles to put on the line soon on `date`: vacant ones, and held ones off the line for at
 * least BELTS.urgentFromDays (as the booker counts them), longest waiting first (pure).
 */
export function titlesDue(
  championships: readonly Stored<Championship>[],
  openReigns: readonly Pick<Reign, 'championshipId' | 'startDate' | 'lastDefence' | 'endDate'>[],
  date: IsoDate,
): TitleDue[] {
  const openOf = new Map(openReigns.filter((r) => r.endDate === null).map((r) => [r.championshipId, r]));
  const due = championships.flatMap((title): TitleDue[] => {
    if (!title.active) return [];
    if (title.wrestlerIds.length === 0) return [{ championshipId: title.id, title: title.name, vacant: true, days: 0, vacatedOn: '' }];
    const reign = openOf.get(title.id);
    const days = reign ? bookerDaysOffLine(reign, date) : 0;
    if (!reign || days < BELTS.urgentFromDays) return [];
    return [{ championshipId: title.id, title: title.name, vacant: false, days, vacatedOn: addDays(lastOnLine(reign), BELTS.dueDays) }];
  });
  return due.sort((a, b) => Number(b.vacant) - Number(a.vacant) || b.days - a.days || a.championshipId - b.championshipId);
}
