import type { IsoDate, Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import { WrestlerClass, type Alignment, type Gender } from '../../entities/enums';
import type { Game } from '../../entities/game';
import { brandIdsOfCompany, rivalCompanyIds } from '../../entities/promotion';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { addDays } from '../../dates';
import type { Rng } from '../rng';
import { signFreeAgent } from './contract-signing';
import { askingTerms } from './contract-terms';
import { ROOKIE_FEMALE_FIRST, ROOKIE_FINISHERS, ROOKIE_HOMETOWNS, ROOKIE_LAST, ROOKIE_MALE_FIRST, ROOKIE_RING_FIRST, ROOKIE_RING_LAST } from './rookie-names';
import { canAfford, rosterOf, shapeOf, TALENT_MARKET } from './talent-valuation';

/**
 * Issue 36 item 1 (living rules): new talent every year. Each week brings ROOKIES.perYear × days ÷ 365
 * rookies on average (one draw decides how many), generated from the week's random stream: a name,
 * a hometown, a gender (ROOKIES.womenShare women), a class and alignment, an age of 19–26, low
 * points and popularity, and a potential (most 35–70, one in five 75–92) they grow toward until
 * their prime (aging.ts). Half go to a rival promotion's developmental intake (the rival brand with
 * the fewest of their gender, under the roster cap, that can pay them); the rest arrive as free
 * agents, for any promotion to sign.
 */
export const ROOKIES = {
  perYear: 16,
  womenShare: 0.35,
  ageMin: 19,
  ageMax: 26,
  pointsMin: 25,
  pointsMax: 45,
  popularityMax: 12,
  /** Chance of a high ceiling, and the two potential ranges. */
  highPotentialShare: 0.2,
  potential: [35, 70] as const,
  highPotential: [75, 92] as const,
  /** Share of rookies taken in by a rival's developmental intake. */
  intakeShare: 0.5,
  ringNameShare: 0.1,
} as const;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length) % list.length];
const between = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

const CLASSES = Object.values(WrestlerClass);
const ALIGNMENTS: readonly Alignment[] = ['GOOD', 'BAD', 'NEUTRAL'];

/** One rookie arriving on `today` (a free agent, no id yet). The same rng sequence makes the same rookie. */
export function generateRookie(rng: Rng, today: IsoDate): Wrestler {
  const gender: Gender = rng() < ROOKIES.womenShare ? 'FEMALE' : 'MALE';
  const ringName = rng() < ROOKIES.ringNameShare;
  const name = ringName
    ? `${pick(rng, ROOKIE_RING_FIRST)} ${pick(rng, ROOKIE_RING_LAST)}`
    : `${pick(rng, gender === 'FEMALE' ? ROOKIE_FEMALE_FIRST : ROOKIE_MALE_FIRST)} ${pick(rng, ROOKIE_LAST)}`;
  const [billedFrom, region, country] = pick(rng, ROOKIE_HOMETOWNS);
  const cls = pick(rng, CLASSES);
  const age = between(rng, ROOKIES.ageMin, ROOKIES.ageMax);
  const dob = addDays(today, -(age * 365 + between(rng, 0, 364)));
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

/** How many rookies arrive over `days` (one draw). */
export const rookiesDue = (rng: Rng, days: number): number => Math.floor((ROOKIES.perYear * Math.max(0, days)) / 365 + rng());

/** The rival brand that takes a rookie in: fewest of their gender, under the cap, able to pay; null for none. */
export function intakeBrand(
  rookie: Wrestler,
  game: Pick<Game, 'rules' | 'playerCompanyId' | 'brandIds'>,
  brands: readonly Stored<Brand>[],
  wrestlers: readonly Stored<Wrestler>[],
): number | null {
  const rivals = rivalCompanyIds(game as Game, brands);
  const terms = askingTerms(rookie);
  const options = rivals
    .flatMap((companyId) => brandIdsOfCompany(companyId, brands))
    .map((id) => ({ id, shape: shapeOf(rosterOf(id, wrestlers)), brand: brands.find((b) => b.id === id)! }))
    .filter(({ shape, brand }) => shape.size < TALENT_MARKET.rosterCap && canAfford(brand, terms))
    .sort((a, b) => (rookie.gender === 'MALE' ? a.shape.men - b.shape.men : a.shape.women - b.shape.women) || a.id - b.id);
  return options[0]?.id ?? null;
}

/** What the rule reads of the week's world (WeekWorld; not imported, so week-rules.ts lists it without a cycle). */
interface DebutWorld {
  game: Stored<Game>;
  to: IsoDate;
  days: number;
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  news: string[];
  /** New wrestlers the application creates after the week (no id yet). */
  arrivals?: Wrestler[];
}

/** The week rule: this week's rookies arrive (as free agents or in a rival's intake), with a news line each. */
export const debutsWeek = {
  name: 'rookies arrive',
  run: <World extends DebutWorld>(world: World, rng: Rng): World => {
    const count = rookiesDue(rng, world.days);
    if (count === 0) return world;
    const arrivals: Wrestler[] = [...(world.arrivals ?? [])];
    const news: string[] = [];
    // Rookies taken in this week count toward the brands' rosters (a stand-in id below 0, never stored).
    const counted: Stored<Wrestler>[] = [...world.wrestlers];
    for (let i = 0; i < count; i += 1) {
      const rookie = generateRookie(rng, world.to);
      const brandId = rng() < ROOKIES.intakeShare ? intakeBrand(rookie, world.game, world.brands, counted) : null;
      if (brandId === null) {
        arrivals.push(rookie);
        news.push(`${rookie.name}, ${rookie.billedFrom}, arrives as a free agent, ready to debut.`);
        continue;
      }
      const signed = signFreeAgent(rookie, askingTerms(rookie), brandId, world.to);
      arrivals.push(signed);
      counted.push({ ...signed, id: -1 - i } as Stored<Wrestler>);
      news.push(`${world.brands.find((b) => b.id === brandId)?.name ?? 'A promotion'} took in ${rookie.name}, ${rookie.billedFrom}, from its developmental intake.`);
    }
    return { ...world, arrivals, news: [...world.news, ...news] };
  },
};
