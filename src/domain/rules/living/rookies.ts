import type { IsoDate, Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import { WrestlerClass, type Alignment, type Gender } from '../../entities/enums';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { addDays } from '../../dates';
import type { Rng } from '../rng';
import { signFreeAgent } from './contract-signing';
import { appearancesFor, askingTerms, CONTRACT_LIMITS, type ContractTerms } from './contract-terms';
import { ROOKIE_FEMALE_FIRST, ROOKIE_FINISHERS, ROOKIE_HOMETOWNS, ROOKIE_LAST, ROOKIE_MALE_FIRST, ROOKIE_RING_FIRST, ROOKIE_RING_LAST } from './rookie-names';
import { bandOf, canAfford, rosterOf, rosterSize, shapeOf } from './talent-valuation';

/**
 * Issue 36 item 1 (living rules): new talent every year, generated from the week's random stream: a
 * name, a hometown, a gender (ROOKIES.womenShare women), a class and alignment, an age of 19–26 (the
 * oldest of ROOKIES.ageDraws draws, so most are 24–26: see ageDraw), low
 * points and popularity, and a potential (most 45–78, one in four 80–95) they grow toward until
 * their prime (aging.ts). Two ways in:
 * - each promotion's developmental intake: every place a retirement announced this week opens on a
 *   brand's roster (`openings`, retirement.ts) is filled by a rookie of the same gender, signed to that brand on
 *   a three-year developmental deal at their asking price (the player's promotion too: the news says
 *   so), when the brand is under the roster cap (those who announced their retirement not counted:
 *   they are leaving) and can pay; otherwise the rookie arrives as a free agent;
 * - each brand's yearly class: a brand takes in ROOKIES.classShare of its roster a year (a chance
 *   each week, one draw per brand), on the same terms, when under the cap and able to pay (else
 *   nobody comes): with the openings alone, a ten-year run (seed 42) had 6–7 debuts in year one,
 *   when few retirements have been announced yet;
 * - free agents: ROOKIES.perYear × days ÷ 365 more on average (one draw decides how many), for any
 *   promotion to sign (the rivals' and the player's orders sign for need).
 */
export const ROOKIES = {
  perYear: 4,
  /**
   * A brand's yearly class: this share of its signed in-ring roster a year (a 40-wrestler brand:
   * 1.4). 0.03 while a shared roster counted whole on each of its brands (VWU's 29 took two
   * classes); counted once, 0.035 keeps the world's yearly intake where it was (seed 42: 170 in-ring).
   */
  classShare: 0.035,
  womenShare: 0.35,
  ageMin: 19,
  ageMax: 26,
  /** A rookie's age is the oldest of this many draws in ageMin–ageMax (ageDraw). */
  ageDraws: 4,
  pointsMin: 25,
  pointsMax: 45,
  popularityMax: 12,
  /** Chance of a high ceiling, and the two potential ranges. */
  highPotentialShare: 0.25,
  potential: [45, 78] as const,
  highPotential: [80, 95] as const,
  ringNameShare: 0.1,
} as const;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length) % list.length];
const between = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

const CLASSES = Object.values(WrestlerClass);

/**
 * A rookie's age: the oldest of ROOKIES.ageDraws draws in ROOKIES.ageMin–ageMax (every draw always
 * taken). Ages drawn evenly (mean 22.5) made the world younger by 2.6 years in ten (seed 42); the
 * older of two (mean about 24) still by 2.3–2.9 once the world renewed itself every year (issue 36
 * tuning); the oldest of four (mean about 24.9, fifteen in sixteen 23 or more) keeps the median age
 * of the active talent within ±2 years of where it began (−1.5, seed 42, AWE, ten years).
 */
export const ageDraw = (rng: Rng): number => {
  let oldest = between(rng, ROOKIES.ageMin, ROOKIES.ageMax);
  for (let draw = 1; draw < ROOKIES.ageDraws; draw += 1) oldest = Math.max(oldest, between(rng, ROOKIES.ageMin, ROOKIES.ageMax));
  return oldest;
};

/** The same day `years` years earlier (29 February becomes the 28th). */
const yearsBefore = (day: IsoDate, years: number): IsoDate => {
  const monthDay = day.slice(5, 10) === '02-29' ? '02-28' : day.slice(5, 10);
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}-${monthDay}`;
};
const ALIGNMENTS: readonly Alignment[] = ['GOOD', 'BAD', 'NEUTRAL'];

/**
 * One rookie arriving on `today` (a free agent, no id yet), of the gender given or a drawn one. The
 * same rng sequence makes the same rookie.
 */
export function generateRookie(rng: Rng, today: IsoDate, only?: Gender): Wrestler {
  const drawn: Gender = rng() < ROOKIES.womenShare ? 'FEMALE' : 'MALE';
  const gender = only ?? drawn;
  const ringName = rng() < ROOKIES.ringNameShare;
  const name = ringName
    ? `${pick(rng, ROOKIE_RING_FIRST)} ${pick(rng, ROOKIE_RING_LAST)}`
    : `${pick(rng, gender === 'FEMALE' ? ROOKIE_FEMALE_FIRST : ROOKIE_MALE_FIRST)} ${pick(rng, ROOKIE_LAST)}`;
  const [billedFrom, region, country] = pick(rng, ROOKIE_HOMETOWNS);
  const cls = pick(rng, CLASSES);
  const age = ageDraw(rng);
  const dob = addDays(yearsBefore(today, age), -between(rng, 0, 360));
  const points = between(rng, ROOKIES.pointsMin, ROOKIES.pointsMax);
  const [low, high] = rng() < ROOKIES.highPotentialShare ? ROOKIES.highPotential : ROOKIES.potential;
  const potential = Math.max(points + 5, between(rng, low, high));
  const popularity = between(rng, 1, ROOKIES.popularityMax);
  const tall = gender === 'MALE' ? between(rng, 170, 200) : between(rng, 155, 180);
  return createWrestler({
    name,
    gender,
    class: cls,
    alignment: pick(rng, ALIGNMENTS),
    dob,
    billedFrom,
    region,
    country,
    height: tall,
    weight: Math.round(tall * (gender === 'MALE' ? 0.55 : 0.36) + between(rng, -5, 20)),
    points,
    popularity,
    charisma: between(rng, 10, 45),
    morale: between(rng, 50, 75),
    stamina: between(rng, 60, 85),
    damage: 0,
    followers: between(rng, 300, 5_000),
    cost: 100 + 10 * between(rng, 0, 10),
    finisher: pick(rng, ROOKIE_FINISHERS),
    potential,
    status: 'UNSIGNED',
    contractExpires: '',
    wins: 0,
    losses: 0,
    draws: 0,
    pointsLevel: -1,
    popularityLevel: -1,
  });
}

/** The chance a brand of `size` takes a rookie of its yearly class in over `days` (ROOKIES.classShare × size a year, at most 1). */
export const classChance = (size: number, days: number): number => Math.min(1, (ROOKIES.classShare * Math.max(0, size) * Math.max(0, days)) / 365);

/** How many rookies arrive over `days` (one draw). */
export const rookiesDue = (rng: Rng, days: number): number => Math.floor((ROOKIES.perYear * Math.max(0, days)) / 365 + rng());

/**
 * A developmental deal: the rookie's asking price for CONTRACT_LIMITS.maxWeeks (three years), so a
 * rookie taken in is still there when they have grown (a first ten-year run showed the player's
 * orders letting one-year rookie deals run out: its main brand ended with 7 wrestlers).
 */
export function developmentalTerms(rookie: Wrestler): ContractTerms {
  const asking = askingTerms(rookie);
  const weeks = CONTRACT_LIMITS.maxWeeks;
  return { ...asking, weeks, appearances: appearancesFor(asking.contractType, weeks) };
}

/** A rookie taken in is paid a share of the brand's median wage (its pay scale), never less than their own ask. */
export const ROOKIE_PAY_SHARE = 0.25;

/** The rookie with the cost a brand's developmental deal pays: ROOKIE_PAY_SHARE of its roster's median cost, in tens, or their own if more. */
export function paidAsRookieOf<W extends Wrestler>(rookie: W, brandId: number, wrestlers: readonly Stored<Wrestler>[]): W {
  const scale = Math.ceil((shapeOf(rosterOf(brandId, wrestlers)).medianCost * ROOKIE_PAY_SHARE) / 10) * 10;
  return scale > rookie.cost ? { ...rookie, cost: scale } : rookie;
}

/** The roster a rookie's place is counted on: those who announced their retirement are leaving and not counted. */
const staying = (wrestlers: readonly Stored<Wrestler>[]): Stored<Wrestler>[] => wrestlers.filter((w) => !w.retiresOn);

/**
 * Whether a brand can take a rookie in: under its roster ceiling (by its size, talent-valuation.ts
 * bandOf; the cap of an unsized brand; those retiring not counted) and able to pay their asking terms.
 */
export function canTakeIn(rookie: Wrestler, brand: Stored<Brand> | undefined, wrestlers: readonly Stored<Wrestler>[]): boolean {
  if (!brand) return false;
  return shapeOf(rosterOf(brand.id, staying(wrestlers))).size < bandOf(brand).ceiling && canAfford(brand, developmentalTerms(rookie));
}

/** What the rule reads of the week's world (WeekWorld; not imported, so week-rules.ts lists it without a cycle). */
interface DebutWorld {
  to: IsoDate;
  days: number;
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  news: string[];
  /** New wrestlers the application creates after the week (no id yet). */
  arrivals?: Wrestler[];
  /** Places retirements announced this week open (retirement.ts). */
  openings?: { brandId: number; gender: Gender }[];
}

/** The week rule: the openings are filled from the intakes, the brands' yearly classes come in, then the week's free agents arrive; a news line each. */
export const debutsWeek = {
  name: 'rookies arrive',
  run: <World extends DebutWorld>(world: World, rng: Rng): World => {
    const openings = world.openings ?? [];
    const count = rookiesDue(rng, world.days);
    // The yearly classes: one draw per brand, in id order, sized by its roster before the week's intake
    // (a wrestler shared by brands for their share: a two-brand promotion's one roster takes one class).
    const classes = [...world.brands]
      .sort((a, b) => a.id - b.id)
      .filter((brand) => rng() < classChance(rosterSize(rosterOf(brand.id, staying(world.wrestlers))), world.days));
    if (count === 0 && openings.length === 0 && classes.length === 0) return world;
    const arrivals: Wrestler[] = [...(world.arrivals ?? [])];
    const news: string[] = [];
    // Rookies taken in this week count toward the brands' rosters (a stand-in id below 0, never stored).
    const counted: Stored<Wrestler>[] = [...world.wrestlers];
    const freeAgent = (rookie: Wrestler) => {
      arrivals.push(rookie);
      news.push(`${rookie.name} (${rookie.billedFrom}) arrives as a free agent, ready to debut.`);
    };
    const takeIn = (rookie: Wrestler, brand: Stored<Brand>) => {
      const signed = signFreeAgent(rookie, developmentalTerms(rookie), brand.id, world.to);
      arrivals.push(signed);
      counted.push({ ...signed, id: -counted.length - 1 } as Stored<Wrestler>);
      news.push(`${brand.name} took ${rookie.name} (${rookie.billedFrom}) in from its developmental intake.`);
    };
    for (const opening of openings) {
      const brand = world.brands.find((b) => b.id === opening.brandId);
      const rookie = brand ? paidAsRookieOf(generateRookie(rng, world.to, opening.gender), brand.id, counted) : generateRookie(rng, world.to, opening.gender);
      if (brand && canTakeIn(rookie, brand, counted)) takeIn(rookie, brand);
      else freeAgent(rookie);
    }
    for (const brand of classes) {
      const rookie = paidAsRookieOf(generateRookie(rng, world.to), brand.id, counted);
      if (canTakeIn(rookie, brand, counted)) takeIn(rookie, brand);
    }
    for (let i = 0; i < count; i += 1) freeAgent(generateRookie(rng, world.to));
    return { ...world, arrivals, news: [...world.news, ...news], openings: [] };
  },
};
