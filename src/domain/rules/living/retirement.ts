import type { IsoDate, Stored } from '../../entities/base';
import type { Championship } from '../../entities/championship';
import type { Game } from '../../entities/game';
import type { HallOfFameEntry } from '../../entities/owner-season';
import type { Reign } from '../../entities/reign';
import type { Wrestler } from '../../entities/wrestler';
import { addDays, ageOn } from '../../dates';
import { HALL_OF_FAME_ACTIVE_WINS } from '../owner/hall-of-fame';
import type { Rng } from '../rng';
import { isInRing } from '../roster';
import { clampStat } from '../stats';
import { retire } from '../status';
import { vacateTitle } from '../title-vacancy';
import { exactAge, profileOf, type CareerProfile } from './aging';

/**
 * Issue 36 item 1 (living rules): careers end. Each week every working in-ring wrestler (signed or a
 * free agent) with no retirement announced may announce one, with a yearly chance that grows with
 * the years into their own decline (aging.ts profileOf): 1.5% at its start, × e every two and a half
 * years (5% three years in, 17% six, 55% nine, 80% at most), none until two years before it (3% and
 * × e every 3.5 years retired most wrestlers at 38–42: ten years took the median age of the active
 * talent down 3.8 years, seed 42); damage and low morale
 * make it likelier (× 1 + damage ÷ 100, × 0.75–1.25 from happy to miserable). The retirement
 * takes effect 4–9 weeks later (`retiresOn`, announced in the news); on the day the wrestler
 * retires (no longer active, contract and brands cleared so nobody pays them), gives up any title
 * they hold, and a legend enters the Hall of Fame with their career record. A signed wrestler's
 * announcement opens a place of their brand and gender (`openings`) for the week's rookies: the
 * developmental intake takes the successor in while the veteran works the last weeks, so a rookie
 * debuts without waiting for the day (a first ten-year run, opening on the day, had 6 debuts in year one).
 *
 * Two week rules: the day's retirements take effect before the rivalries rule (so a retired wrestler's
 * rivalry ends that week; it draws nothing), the announcements come last (they draw).
 */
export const RETIREMENT = {
  /** Yearly chance at the start of the decline. */
  base: 0.015,
  /** Years for the chance to grow e-fold. */
  growthYears: 2.5,
  /** The most a yearly chance can be (before damage and morale). */
  cap: 0.8,
  /** No announcement earlier than this many years before the decline begins. */
  earliestBefore: 2,
  /** Weeks between the announcement and the day, at least and at most. */
  noticeMinWeeks: 4,
  noticeMaxWeeks: 9,
  /** A legend: popularity and wins at least these, or the Hall of Fame's active-career wins (hall-of-fame.ts) alone. */
  legendPopularity: 75,
  legendWins: 400,
} as const;

type Retiring = Pick<Wrestler, 'id' | 'dob' | 'damage' | 'morale' | 'role' | 'active' | 'retired'>;

/** The yearly chance a wrestler announces retirement at an age (0 before it can). */
export function retirementChance(w: Pick<Wrestler, 'damage' | 'morale'>, profile: CareerProfile, age: number): number {
  const into = age - profile.declineAge;
  if (into < -RETIREMENT.earliestBefore) return 0;
  const byAge = Math.min(RETIREMENT.cap, RETIREMENT.base * Math.exp(into / RETIREMENT.growthYears));
  const hurt = 1 + clampStat(w.damage) / 100;
  const mood = 0.75 + 0.5 * (1 - clampStat(w.morale) / 100);
  return Math.min(1, byAge * hurt * mood);
}

/** The chance over `days` from a yearly one. */
export const chanceOver = (yearly: number, days: number): number => 1 - (1 - Math.min(1, Math.max(0, yearly))) ** (Math.max(0, days) / 365);

/** Who may announce: in-ring, active, not retired, nothing announced yet, with a date of birth. */
export const mayAnnounce = (w: Retiring & Pick<Wrestler, 'retiresOn'>): boolean =>
  isInRing(w) && !w.retired && !w.retiresOn && Boolean(w.dob);

/** A legend: popular with a long winning record, or the wins that put a working wrestler in the Hall of Fame. */
export const isLegend = (w: Pick<Wrestler, 'wins' | 'popularity'>): boolean =>
  w.wins >= HALL_OF_FAME_ACTIVE_WINS || (clampStat(w.popularity) >= RETIREMENT.legendPopularity && w.wins >= RETIREMENT.legendWins);

const record = (w: Pick<Wrestler, 'wins' | 'losses' | 'draws'>): string => `${w.wins}–${w.losses}–${w.draws} (wins–losses–draws)`;

const ageText = (w: Pick<Wrestler, 'dob'>, on: IsoDate): string => {
  const age = ageOn(w.dob, on);
  return age === null ? '' : ` at ${age}`;
};

/** The Hall of Fame's entry for a legend retiring on `date`. */
export const hallOfFameEntry = (w: Stored<Wrestler>, date: IsoDate): HallOfFameEntry => ({
  wrestlerId: w.id,
  year: Number(date.slice(0, 4)),
  reason: `Retired${ageText(w, date)}: ${record(w)}, popularity ${Math.round(clampStat(w.popularity))}`,
});

/** What the rule reads of the week's world (WeekWorld; not imported, so week-rules.ts lists it without a cycle). */
interface RetirementWorld {
  game: Stored<Game>;
  to: IsoDate;
  days: number;
  wrestlers: Stored<Wrestler>[];
  championships: Stored<Championship>[];
  reigns: Stored<Reign>[];
  /** The week's openings: a signed wrestler's brand and gender, opened by a retirement announced this week (not stored). */
  openings?: Opening[];
}

/** A place on a brand's roster a retirement announced opens (its successor's). */
export interface Opening {
  brandId: number;
  gender: Wrestler['gender'];
}

/**
 * Issue 36: a legend retiring enters the Hall of Fame once (isLegend, hallOfFameEntry): the game with
 * their entry, or the same game. The day's retirements and a free agent who gives up both induct.
 */
export function inductIfLegend<G extends Pick<Game, 'hallOfFame'>>(game: G, w: Stored<Wrestler>, date: IsoDate): G {
  const hall = game.hallOfFame ?? [];
  if (!isLegend(w) || hall.some((entry) => entry.wrestlerId === w.id)) return game;
  return { ...game, hallOfFame: [...hall, hallOfFameEntry(w, date)] };
}

/**
 * The day's retirements: those due retire, give up their titles and (legends) enter the Hall of
 * Fame. Issue 36: the news of it is read from what changed (career-news-week.ts careerNewsOfWeek),
 * so the rule writes no line of its own (world.news is read by nothing).
 */
function retireDue<World extends RetirementWorld>(world: World): World {
  const due = world.wrestlers.filter((w) => !w.retired && w.retiresOn && w.retiresOn <= world.to);
  if (due.length === 0) return world;
  let titles = { championships: world.championships, reigns: world.reigns as Reign[] };
  let game = world.game;
  const retiredIds = new Set(due.map((w) => w.id));
  for (const w of due) {
    for (const title of titles.championships.filter((c) => c.wrestlerIds.includes(w.id))) titles = vacateTitle(titles, title.id, world.to, `${w.name} retired`);
    game = inductIfLegend(game, w, world.to);
  }
  const wrestlers = world.wrestlers.map((w) =>
    retiredIds.has(w.id) ? { ...retire(w), status: 'UNSIGNED' as const, brandIds: [], contractExpires: '', remainingAppearances: 0, push: '', goalIds: [] } : w,
  );
  return { ...world, game, wrestlers, championships: titles.championships, reigns: titles.reigns as Stored<Reign>[] };
}

/**
 * The week's announcements: each wrestler who may, by their chance over the days moved (one draw
 * each, by id); a signed one opens a place. The news line is careerNewsOfWeek's (announcementLine).
 */
function announce<World extends RetirementWorld>(world: World, rng: Rng): World {
  const openings: Opening[] = [...(world.openings ?? [])];
  const byId = new Map<number, Stored<Wrestler>>();
  const candidates = world.wrestlers.filter(mayAnnounce).sort((a, b) => a.id - b.id);
  for (const w of candidates) {
    const age = exactAge(w.dob, world.to);
    if (age === null) continue;
    const chance = chanceOver(retirementChance(w, profileOf(w.id), age), world.days);
    if (chance <= 0 || rng() >= chance) continue;
    const weeks = RETIREMENT.noticeMinWeeks + Math.floor(rng() * (RETIREMENT.noticeMaxWeeks - RETIREMENT.noticeMinWeeks + 1));
    byId.set(w.id, { ...w, retiresOn: addDays(world.to, weeks * 7) });
    if (w.status === 'SIGNED' && w.brandIds.length > 0) openings.push({ brandId: w.brandIds[0], gender: w.gender });
  }
  if (byId.size === 0) return world;
  return { ...world, wrestlers: world.wrestlers.map((w) => byId.get(w.id) ?? w), openings };
}

/** The week rule of the day: the retirements due take effect (draws nothing). */
export const retirementsTakeEffect = {
  name: 'retirements take effect',
  run: <World extends RetirementWorld>(world: World): World => retireDue(world),
};

/** The week rule that announces: this week's retirements are announced (one draw per wrestler who may). */
export const retirementsAnnounced = {
  name: 'retirements announced',
  run: <World extends RetirementWorld>(world: World, rng: Rng): World => announce(world, rng),
};

/** Both, in order (a test's or a caller's one step). */
export const retirementsWeek = {
  name: 'retirements',
  run: <World extends RetirementWorld>(world: World, rng: Rng): World => announce(retireDue(world), rng),
};
