import type { IsoDate, Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Championship } from '../../entities/championship';
import { diffDays } from '../../dates';
import type { Gender } from '../../entities/enums';
import type { Wrestler } from '../../entities/wrestler';
import type { Rng } from '../rng';
import { isInRing } from '../roster';
import { readStat } from '../stats';
import { askingTerms, CONTRACT_LIMITS, refusesTalks, type ContractTerms } from './contract-terms';

// Issue 18 item 4: how a promotion values talent, what it needs and what it can afford. Shared by
// the talent market's week rule and the player's poaching (docs/decisions-rivals.md "talent").

export const TALENT_MARKET = {
  /** Rivals offer to the player's wrestlers whose contracts end within this many weeks. */
  offerWeeks: 6,
  /** The player may poach rivals' wrestlers whose contracts end within this many weeks. */
  poachWeeks: 8,
  /** A rival decides to renew or let go when the contract ends within this many weeks. */
  decideWeeks: 1,
  /**
   * The ceiling of a brand without a size yet (Brand.rosterBase 0: the market has not seen it), and
   * the developmental intake's (rookies.ts). A brand with a size has its own band (ROSTER_BAND).
   */
  rosterCap: 40,
  /** Below this many in-ring men (women) a brand is short and signs or renews whoever it can afford. */
  minMen: 10,
  minWomen: 5,
  /** Weekly chance (× aggression × (0.5 + worth)) a rival offers to one expiring wrestler of the player's. */
  offerChance: 0.2,
  /** Weekly chance (× aggression) a short brand signs a free agent; a full one signing an upgrade. */
  needChance: 0.8,
  upgradeChance: 0.25,
  /** A rival's offer pays the asking price plus this share × aggression. */
  offerPremium: 0.1,
  /**
   * A rival keeps anyone it already pays at up to this raise (the asking price rises at most 25% a
   * renewal): valueTo alone, read from the median cost, found every star of a steep pay scale
   * overpaid, and NPW let 57 wrestlers go in three years (the season run of issue 18).
   */
  keepRaise: 1.3,
  /**
   * A brand can afford a contract when its balance covers this share of the contract's wages (they
   * are paid week by week from the shows' income): with the whole contract up front, VWU let 30 of
   * its stars go in three years for want of cash it would have earned.
   */
  affordShare: 0.5,
  /** Answered offers stay on the board this many days, then go. */
  keptDays: 56,
  maxOffers: 60,
} as const;

/** Worth 0..1: half popularity, half points (as the asking price reads it). */
export const worthOf = (w: Pick<Wrestler, 'popularity' | 'points'>): number => (readStat(w, 'popularity') + readStat(w, 'points')) / 200;

/** Someone a promotion may sign: an active in-ring wrestler (no staff), not retired. */
export const isTalent = (w: Pick<Wrestler, 'role' | 'active' | 'retired'>): boolean => isInRing(w) && !w.retired;

/**
 * Free agents a promotion may sign on `date`: in-ring (and active), not retired, talking; the most
 * valuable first, then by id. The rivals' signings, the player's sign-for-need order and the long
 * free agents' signings all choose from it.
 */
export const signableFreeAgents = <W extends Stored<Wrestler>>(wrestlers: readonly W[], date: string): W[] =>
  wrestlers
    .filter((w) => w.status === 'UNSIGNED' && isTalent(w) && !refusesTalks(w, date))
    .sort((a, b) => worthOf(b) - worthOf(a) || a.id - b.id);

/** The signed in-ring roster of a brand. */
export const rosterOf = (brandId: number, wrestlers: readonly Stored<Wrestler>[]): Stored<Wrestler>[] =>
  wrestlers.filter((w) => w.status === 'SIGNED' && isTalent(w) && w.brandIds.includes(brandId));

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Issue 36: how much of each of their brands a signed wrestler counts for: 1 / the brands they work
 * for. VWU's one roster works both its weekly shows; counted whole on each, every departure left
 * both brands short and each signed a successor (its roster ended ten years at twice its start). A
 * shared wrestler so counts once toward the promotion, and each brand's band holds its share.
 */
export const brandShare = (w: Pick<Wrestler, 'brandIds'>): number => 1 / Math.max(1, new Set(w.brandIds).size);

/** A brand's roster size, each wrestler by their share (brandShare): a promotion's brands add up to its roster counted once. */
export const rosterSize = (roster: readonly Pick<Wrestler, 'brandIds'>[]): number => roster.reduce((sum, w) => sum + brandShare(w), 0);

/** What a brand's roster looks like to its booker: sizes by gender (each wrestler by brandShare), and the median cost and worth. */
export interface RosterShape {
  men: number;
  women: number;
  size: number;
  medianCost: number;
  medianWorth: number;
}

export function shapeOf(roster: readonly Stored<Wrestler>[]): RosterShape {
  const men = rosterSize(roster.filter((w) => w.gender === 'MALE'));
  const size = rosterSize(roster);
  return {
    men,
    women: size - men,
    size,
    medianCost: median(roster.map((w) => w.cost)),
    medianWorth: median(roster.map(worthOf)),
  };
}

/**
 * Issue 36 item 3: a brand's roster floor and ceiling follow its size (Brand.rosterBase, its roster
 * at the start), not one number for all: Northgate's 75 and Tenrai's 34 both sat at a cap of 40.
 * docs/decisions-rivals.md "Roster floors and ceilings".
 */
export const ROSTER_BAND = {
  /** Below this share of its size a brand signs for need... */
  floorShare: 0.85,
  /** ...and past this share it signs nobody and lets go at contract end. */
  ceilingShare: 1.2,
  /** The ceiling is at least this many places above the floor. */
  minRoom: 3,
  /** The women's share of the floor (the men take the rest), never under the gender minima. */
  womenShare: 0.3,
  /** An injured wrestler out for at least this many more days is not available to book. */
  injuredDays: 28,
  /** A brand in need signs an ask of at most this share of its median wage whatever its balance (affordsNeed). */
  cheapShare: 0.25,
} as const;

export interface RosterBand {
  floor: number;
  ceiling: number;
  /** The floor of each gender. */
  men: number;
  women: number;
}

/** The band of a brand of `base` wrestlers (its size); without a size (0), the old fixed minima and cap. */
export function rosterBand(base: number): RosterBand {
  const minimum = TALENT_MARKET.minMen + TALENT_MARKET.minWomen;
  if (!Number.isFinite(base) || base <= 0) return { floor: minimum, ceiling: TALENT_MARKET.rosterCap, men: TALENT_MARKET.minMen, women: TALENT_MARKET.minWomen };
  const floor = Math.max(minimum, Math.round(base * ROSTER_BAND.floorShare));
  const ceiling = Math.max(floor + ROSTER_BAND.minRoom, Math.round(base * ROSTER_BAND.ceilingShare));
  const women = Math.max(TALENT_MARKET.minWomen, Math.round(floor * ROSTER_BAND.womenShare));
  return { floor, ceiling, men: Math.max(TALENT_MARKET.minMen, floor - women), women };
}

/** The band of a brand (its stored size; an older save's brand has none until the market's next week). */
export const bandOf = (brand: Pick<Brand, 'rosterBase'>): RosterBand => rosterBand(brand.rosterBase ?? 0);

/** A brand's need for one more wrestler of a gender, and why (the news's words). */
export interface Need {
  gender: Gender;
  why: string;
}

const GENDER_ORDER: readonly Gender[] = ['MALE', 'FEMALE'];

/** Out injured for at least ROSTER_BAND.injuredDays more days after `date`. */
const outLong = (w: Pick<Wrestler, 'injuredUntil'>, date: IsoDate): boolean =>
  Boolean(w.injuredUntil) && diffDays(date, w.injuredUntil) >= ROSTER_BAND.injuredDays;

/**
 * Issue 36 item 3: what a brand needs, by gender (men first), within its ceiling: fewer of that
 * gender able to work (those out injured for four weeks or more do not count) than its floor, one
 * more when a title of that gender on the brand is vacant or held by someone who left it (a
 * contender to put it on). A brand at its ceiling needs nobody.
 */
export function needsOf(
  brand: Pick<Stored<Brand>, 'id' | 'rosterBase'>,
  wrestlers: readonly Stored<Wrestler>[],
  championships: readonly Pick<Championship, 'name' | 'active' | 'brandIds' | 'gender' | 'wrestlerIds'>[],
  date: IsoDate,
): Need[] {
  const band = bandOf(brand);
  const roster = rosterOf(brand.id, wrestlers);
  if (rosterSize(roster) >= band.ceiling) return [];
  const onRoster = new Set(roster.map((w) => w.id));
  return GENDER_ORDER.flatMap((gender) => {
    const floor = gender === 'MALE' ? band.men : band.women;
    const ofGender = roster.filter((w) => w.gender === gender);
    const injured = ofGender.filter((w) => outLong(w, date)).sort((a, b) => worthOf(b) - worthOf(a) || a.id - b.id);
    const open = championships.find((t) => t.active && t.gender === gender && t.brandIds.includes(brand.id) && (t.wrestlerIds.length === 0 || t.wrestlerIds.some((id) => !onRoster.has(id))));
    // Issue 36: a wrestler shared with the promotion's other brands counts for their share (brandShare).
    const available = rosterSize(ofGender) - rosterSize(injured);
    if (available >= floor + (open ? 1 : 0)) return [];
    const why =
      rosterSize(ofGender) < floor
        ? `their roster was short of ${gender === 'MALE' ? 'men' : 'women'}`
        : available < floor
          ? `${injured[0].name} is out injured`
          : `the ${open!.name} ${open!.wrestlerIds.length === 0 ? 'is vacant' : "lost its champion"}`;
    return [{ gender, why }];
  });
}

/** The most a brand pays a wrestler per appearance: from 0.6× its median cost for nobody to 2.2× for a top star. */
export const valueTo = (shape: RosterShape, w: Pick<Wrestler, 'popularity' | 'points'>): number =>
  Math.max(100, shape.medianCost) * (0.6 + 1.6 * worthOf(w));

/** The most a rival pays to keep its own wrestler: what they are worth to it, or their current pay with a raise. */
export const keepValue = (shape: RosterShape, w: Pick<Wrestler, 'popularity' | 'points' | 'cost'>): number =>
  Math.max(valueTo(shape, w), (w.cost || 0) * TALENT_MARKET.keepRaise);

/**
 * Issue 33: a wrestler's market price per appearance: what they ask to sign (askingTerms), the
 * price every promotion pays on the open market. The draft charges it when rivals are in the game.
 */
export const marketPrice = (w: Pick<Wrestler, 'cost' | 'popularity' | 'points' | 'morale' | 'contractType'>): number => askingTerms(w).cost;

/** A contract's whole appearance wages. */
export const contractValue = (terms: Pick<ContractTerms, 'cost' | 'appearances'>): number => terms.cost * terms.appearances;

/** A brand can afford a contract when its balance covers half the contract's appearance wages (affordShare). */
export const canAfford = (brand: Pick<Brand, 'balance'>, terms: Pick<ContractTerms, 'cost' | 'appearances'>): boolean =>
  Number.isFinite(brand.balance) && brand.balance >= contractValue(terms) * TALENT_MARKET.affordShare;

/**
 * Issue 36: a brand in need can take these terms: it can afford them (canAfford), or they are cheap
 * talent, an ask of at most a quarter of the median wage (`medianCost`: the going rate, goingRate;
 * never under the lowest ask), which even a brand in the red signs to fill its cards: a broke rival
 * so refills with rookies and veterans whose asks fell, not nobody.
 */
export const affordsNeed = (brand: Pick<Brand, 'balance'>, medianCost: number, terms: Pick<ContractTerms, 'cost' | 'appearances'>): boolean =>
  canAfford(brand, terms) || terms.cost <= Math.max(CONTRACT_LIMITS.minCost, medianCost * ROSTER_BAND.cheapShare);

/** Issue 36: the going rate: the median wage of every signed in-ring wrestler in the world (0 for none). */
export const goingRate = (wrestlers: readonly Stored<Wrestler>[]): number =>
  median(wrestlers.filter((w) => w.status === 'SIGNED' && isTalent(w)).map((w) => w.cost));

export const roundUpTo10 = (value: number): number => Math.ceil(value / 10) * 10;

/** Clamped to 0..1. */
export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/** What a rival pays to keep a wrestler the player tries to poach: the asking price plus 10% × aggression. */
export const rivalMatch = (askingCost: number, aggression: number): number => roundUpTo10(askingCost * (1 + 0.1 * aggression));

/**
 * The chance a rival's wrestler accepts the player's offer: even at the rival's match for a
 * wrestler of middling morale, certain 20% above it, none 20% under; unhappy wrestlers (morale
 * under 50) leave more readily, happy ones less.
 */
export const poachChance = (offerCost: number, match: number, morale: number): number =>
  clamp01(0.5 + 2.5 * (offerCost / Math.max(1, match) - 1) + (50 - Math.min(100, Math.max(0, morale))) / 200);

/** The player's poach answered with one draw. */
export const poachAccepted = (offerCost: number, match: number, morale: number, rng: Rng): boolean => rng() < poachChance(offerCost, match, morale);
