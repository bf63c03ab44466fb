import type { Championship } from '../../entities/championship';
import type { Gender } from '../../entities/enums';
import type { Wrestler } from '../../entities/wrestler';
import { genderWeights, isEligible, RANDOM_MATCH, type Eligibility } from '../random-match';
import type { Rng } from '../rng';
import { canCompete } from '../roster';
import { readStat } from '../stats';
import { titleKind, titleSideSize } from '../title-fit';
import type { TitleMatch } from '../title-match';
import { weightedPick } from '../weighted-pick';
import { contractEnded } from './fitness';
import { LIVING_TITLES } from './title-plan';
import { defenceUrgency } from './title-holders';

// Issue 15 item 7: the living booker's title match. Unlike the classic booker (title-match.ts, a
// coin and random challengers) it books a title on purpose: the defending side is free and has
// not wrestled a title match this week, and the challengers are the top of the ranking by points.

type Title = Pick<Championship, 'active' | 'brandIds' | 'gender' | 'holders' | 'wrestlerIds'> & { id?: number; rank?: number };
type Candidate = Parameters<typeof isEligible>[0] & Partial<Pick<Wrestler, 'contractExpires' | 'remainingAppearances'>>;

export interface LivingTitleInput extends Omit<Eligibility, 'gender'> {
  titles: readonly Title[];
  /** Who the booker may draw (the living game's fit roster). */
  wrestlers: readonly Candidate[];
  /** The whole roster: a holder here but not in `wrestlers` is away (injured, say), so the title waits. */
  roster: readonly Candidate[];
  /** The card's date: a holder whose contract has run out by then is gone, not away. */
  date?: string;
  /** Wrestlers who already have a title match within the week (LIVING_TITLES.restDays). */
  busyIds: readonly number[];
  /** Titles already on the line within the week: a title is put on the line at most once a week. */
  busyTitleIds?: readonly number[];
  /** Weeks each title has gone without being on the line, as far as known (titleIdleWeeks). */
  idleWeeks?: ReadonlyMap<number, number>;
  /**
   * Issue 36: days each held title has been off the line (title-holders.ts daysOffLine); a title
   * not in the map counts 0. The longer, the surer the booker puts it on the line (defenceUrgency).
   */
  offLineDays?: ReadonlyMap<number, number>;
  /**
   * The main event favours the card's most prestigious bookable title (lowest rank); an undercard
   * match leaves that title for the main event. Main by default.
   */
  slot?: 'main' | 'undercard';
  focus?: Gender;
}

const GENDERS: readonly Gender[] = ['MALE', 'FEMALE'];
const sharesBrand = (own: readonly number[], brandIds: readonly number[]): boolean =>
  brandIds.length === 0 || own.length === 0 || own.some((id) => brandIds.includes(id));
const pointsOf = (w: Candidate): number => readStat(w, 'points');

interface Option {
  title: Title & { id: number };
  holders: number[];
  /** Eligible challengers, best ranked first (points, then id for a stable order). */
  ranked: number[];
}

/** A holder who will not defend again: no record, cannot compete, or out of contract on the date. */
function isGone(holder: Candidate | undefined, date: string | undefined): boolean {
  if (!holder || !canCompete(holder)) return true;
  const { contractExpires, remainingAppearances } = holder;
  if (date === undefined || contractExpires === undefined || remainingAppearances === undefined) return false;
  return contractEnded({ contractExpires, remainingAppearances }, date);
}

/**
 * The title's booking now, or null. Holders away (injured: in the roster, not fit), busy or booked
 * elsewhere keep it off the card; a title whose holders are gone is open to two challenging sides.
 */
function optionFor(title: Title & { id: number }, input: LivingTitleInput, fit: ReadonlyMap<number, Candidate>, all: ReadonlyMap<number, Candidate>): Option | null {
  const gone = title.wrestlerIds.some((id) => isGone(all.get(id), input.date));
  const open = title.wrestlerIds.length === 0 || gone;
  if (!open) {
    const ready = title.wrestlerIds.every((id) => fit.has(id) && !input.busyIds.includes(id) && !input.excludeIds?.includes(id));
    if (!ready || !title.wrestlerIds.every((id) => sharesBrand(fit.get(id)!.brandIds, input.brandIds))) return null;
  }
  const sameKind = new Set(
    input.titles.filter((t) => t.id !== title.id && titleKind(t) === titleKind(title)).flatMap((t) => t.wrestlerIds),
  );
  const genders = title.gender === 'INTERGENDER' ? GENDERS : [title.gender];
  const ranked = input.wrestlers
    .filter((w) => genders.some((gender) => isEligible(w, { ...input, gender })))
    .filter((w) => !title.wrestlerIds.includes(w.id!) && !sameKind.has(w.id!) && !input.busyIds.includes(w.id!))
    .sort((a, b) => pointsOf(b) - pointsOf(a) || a.id! - b.id!)
    .map((w) => w.id!);
  const size = titleSideSize(title);
  if (ranked.length < (open ? 2 * size : size)) return null;
  return { title, holders: open ? [] : [...title.wrestlerIds], ranked };
}

/** Open titles and trios (which random cards never form) weigh more, as for the classic booker... */
const kindWeight = ({ title, holders }: Option): number =>
  holders.length === 0 || titleSideSize(title) > RANDOM_MATCH.perGroup ? 4 : titleSideSize(title) > 1 ? 2 : 1;

/** ...and so does a title the longer it has waited, so every title is defended during a year. */
const weightOf = (option: Option, idleWeeks?: ReadonlyMap<number, number>): number =>
  kindWeight(option) * (1 + Math.min(LIVING_TITLES.idleCap, Math.max(0, idleWeeks?.get(option.title.id) ?? 0)));

/** Issue 36: how much more a title weighs at full urgency (an overdue title over a fresh one). */
export const URGENCY_WEIGHT = 20;

/**
 * Issue 36: how surely the booker puts this option's title on the line now: 1 when it is open
 * (vacant, or its holders are gone), else by its days off the line (defenceUrgency).
 */
const urgencyOf = (option: Option, offLineDays?: ReadonlyMap<number, number>): number =>
  option.holders.length === 0 ? 1 : defenceUrgency(offLineDays?.get(option.title.id) ?? 0);

/**
 * Weeks a title has waited for a defence, read from its open reign: the reign's weeks over its
 * matches so far (a reign of 12 weeks with 2 defences has waited about 4 weeks a match).
 */
export const titleIdleWeeks = (reign: { startDate: string; defenses: number }, weeksHeld: number): number =>
  reign.startDate ? weeksHeld / (reign.defenses + 1) : 0;

/** How many places at the top of the ranking the challengers are drawn from. */
export const contenderPlaces = (needed: number): number => needed + LIVING_TITLES.contenderSpare;

/** Draws `count` ids from the first `places` of the ranked list, without putting any back. */
function fromTop(ranked: readonly number[], count: number, rng: Rng): number[] {
  const left = ranked.slice(0, contenderPlaces(count));
  const drawn: number[] = [];
  while (drawn.length < count && left.length > 0) drawn.push(left.splice(Math.floor(rng() * left.length), 1)[0]);
  return drawn;
}

/**
 * A living title match, or null when no title can be put on the line: the division by the game's
 * focus, the title (open and trios titles weigh more), then challengers from the top of the ranking.
 */
/** The titles the slot could put on the line now (an undercard slot leaves the card's top title to the main event). */
function slotOptions(input: LivingTitleInput): Option[] {
  const fit = new Map(input.wrestlers.map((w) => [w.id!, w]));
  const all = new Map([...input.roster, ...input.wrestlers].map((w) => [w.id!, w]));
  const options: Option[] = input.titles
    .filter((t): t is Title & { id: number } => t.id !== undefined && t.active && sharesBrand(t.brandIds, input.brandIds))
    .filter((t) => !input.busyTitleIds?.includes(t.id))
    .map((title) => optionFor(title, input, fit, all))
    .filter((option): option is Option => option !== null);
  const top = topOf(options);
  if (input.slot === 'undercard' && top) options.splice(options.indexOf(top), 1);
  return options;
}

const topOf = (options: readonly Option[]): Option | null =>
  options.reduce<Option | null>((best, o) => (best && (best.title.rank ?? 100) <= (o.title.rank ?? 100) ? best : o), null);

/**
 * Issue 36: how surely this slot should be a title match because a title waits: the highest
 * urgency of the titles it could put on the line (1 for an open title), 0 when none waits.
 */
export function livingTitleUrgency(input: LivingTitleInput): number {
  return slotOptions(input).reduce((most, o) => Math.max(most, urgencyOf(o, input.offLineDays)), 0);
}

/**
 * A living title match, or null when no title can be put on the line: the division by the game's
 * focus, the title (open and trios titles weigh more, and so do titles long off the line), then
 * challengers from the top of the ranking. Issue 36: when a title is due (open, or off the line
 * for BELTS.certainFromDays), one of the due titles is booked, whatever the division focus.
 */
export function livingTitleMatch(input: LivingTitleInput, rng: Rng): TitleMatch | null {
  const undercard = input.slot === 'undercard';
  const options = slotOptions(input);
  if (options.length === 0) return null;
  const top = undercard ? null : topOf(options);
  const urgency = (o: Option) => urgencyOf(o, input.offLineDays);
  const weigh = (o: Option) =>
    weightOf(o, input.idleWeeks) * (o === top ? LIVING_TITLES.topTitleWeight : 1) * (1 + URGENCY_WEIGHT * urgency(o));
  const due = options.filter((o) => urgency(o) >= 1);
  const inDivision = (gender: Gender) => options.filter((o) => o.title.gender === gender || o.title.gender === 'INTERGENDER');
  const divisions = GENDERS.filter((gender) => inDivision(gender).length > 0);
  const focus = genderWeights(input.focus);
  const pool = due.length > 0 ? due : inDivision(weightedPick(divisions, divisions.map((g) => focus[RANDOM_MATCH.genders.indexOf(g)]), rng));
  const option = weightedPick(pool, pool.map(weigh), rng);
  const size = titleSideSize(option.title);
  const open = option.holders.length === 0;
  const drawn = fromTop(option.ranked, open ? 2 * size : size, rng);
  return { championshipId: option.title.id, teams: open ? [drawn.slice(0, size), drawn.slice(size)] : [option.holders, drawn] };
}
