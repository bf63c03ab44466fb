import type { IsoDate } from '../../entities/base';
import type { ContractType } from '../../entities/enums';
import { formatMoney, formatNumber } from '../../format';
import type { Wrestler } from '../../entities/wrestler';
import type { Rng } from '../rng';
import { readStat } from '../stats';

// Issue 15 (living rules): what a wrestler asks for a contract, and how they answer an offer.
// docs/decisions-world.md "Issue 15: contracts" explains the numbers.

/** A contract's terms: the money per appearance, how many appearances, for how long. */
export interface ContractTerms {
  /** US dollars per appearance. */
  cost: number;
  appearances: number;
  weeks: number;
  contractType: ContractType;
}

export type OfferAnswer =
  | { kind: 'accepted'; terms: ContractTerms }
  | { kind: 'counter'; terms: ContractTerms }
  | { kind: 'walked' };

export const CONTRACT_LIMITS = {
  /** The contract length a wrestler asks for. */
  askedWeeks: 52,
  minWeeks: 4,
  maxWeeks: 156,
  /** Appearances asked per week of contract: a full-timer works every week, others half as often. */
  fullPerWeek: 1,
  partPerWeek: 0.5,
  /** A wrestler who walks out refuses to talk for this many days. */
  refuseDays: 28,
  /** The lowest cost per appearance anyone asks. */
  minCost: 100,
  /** Issue 34: the most an offer may pay per appearance (a wage the week's money can still add up). */
  maxCost: 10_000_000,
  /** Issue 34: the most appearances one contract may promise. */
  maxAppearances: 1_000,
} as const;

type Asker = Pick<Wrestler, 'cost' | 'popularity' | 'points' | 'morale' | 'contractType'>;

/** Worth 0..1: half popularity, half points (both read capped to 0..100). */
const worthOf = (w: Asker): number => (readStat(w, 'popularity') + readStat(w, 'points')) / 200;
/** Mood -1..1: an unhappy wrestler (morale under 50) asks more, a happy one less. */
const moodOf = (w: Asker): number => (50 - readStat(w, 'morale')) / 50;

const roundUpTo = (value: number, step: number): number => Math.ceil(value / step) * step;

/** Appearances of a contract of `weeks` weeks for a contract type. */
export const appearancesFor = (contractType: ContractType, weeks: number): number =>
  Math.max(1, Math.round(weeks * (contractType === 'FULL' ? CONTRACT_LIMITS.fullPerWeek : CONTRACT_LIMITS.partPerWeek)));

/**
 * What a wrestler asks: their current cost moved by their worth (up to +20%) and mood (±10%),
 * never below $100; a year; their contract type (a guest who has become a star wants a full deal).
 */
export function askingTerms(w: Asker): ContractTerms {
  const worth = worthOf(w);
  const factor = 0.95 + 0.2 * worth + 0.1 * moodOf(w);
  const base = Math.max(CONTRACT_LIMITS.minCost, w.cost || 0);
  const cost = Math.max(CONTRACT_LIMITS.minCost, roundUpTo(base * factor, 10));
  const contractType: ContractType = w.contractType === 'GUEST' && worth >= 0.6 ? 'FULL' : w.contractType;
  const weeks = CONTRACT_LIMITS.askedWeeks;
  return { cost, appearances: appearancesFor(contractType, weeks), weeks, contractType };
}

/** The least per appearance they accept: a happy wrestler takes up to 10% under the asking price. */
export const acceptableCost = (w: Asker, asking: ContractTerms): number =>
  roundUpTo(asking.cost * (1 - 0.1 * (readStat(w, 'morale') / 100)), 10);

/** An offer's shape is acceptable: their contract type, length and appearances within half to double what they ask. */
const shapeFits = (offer: ContractTerms, asking: ContractTerms): boolean =>
  offer.contractType === asking.contractType &&
  offer.weeks >= asking.weeks / 2 && offer.weeks <= asking.weeks * 2 &&
  offer.appearances >= asking.appearances / 2 && offer.appearances <= asking.appearances * 2;

/** The chance they walk out: none at 80% of the asking price or more, rising to certain at 30%; unhappy wrestlers walk sooner. */
export const walkChance = (w: Asker, offer: ContractTerms, asking: ContractTerms): number => {
  const ratio = offer.cost / asking.cost;
  if (ratio >= 0.8) return 0;
  return Math.min(1, Math.max(0, (0.8 - ratio) * 2 + Math.max(0, moodOf(w)) * 0.25));
};

/**
 * The wrestler's answer to an offer. Enough money in a shape they accept: accepted as offered.
 * Otherwise they may walk (walkChance, the one random draw), or they counter with the offer put
 * into their shape at the least they accept, so offering the counter back is always accepted.
 * Issue 36: `asking` is what they ask (a renewal's is cut to their worth, renewal-ask.ts).
 */
export function answerOffer(w: Asker, offer: ContractTerms, rng: Rng, asking: ContractTerms = askingTerms(w)): OfferAnswer {
  const least = acceptableCost(w, asking);
  if (offer.cost >= least && shapeFits(offer, asking)) return { kind: 'accepted', terms: offer };
  if (rng() < walkChance(w, offer, asking)) return { kind: 'walked' };
  const fits = shapeFits({ ...offer, contractType: asking.contractType }, asking);
  const weeks = fits ? offer.weeks : asking.weeks;
  const appearances = fits ? offer.appearances : asking.appearances;
  return { kind: 'counter', terms: { cost: Math.max(least, offer.cost), appearances, weeks, contractType: asking.contractType } };
}

/** Still refusing to talk on `date` after walking out. */
export const refusesTalks = (w: Pick<Wrestler, 'talksRefusedUntil'>, date: IsoDate): boolean =>
  Boolean(w.talksRefusedUntil) && w.talksRefusedUntil > date;

/** Why an offer cannot be made at all (before the wrestler answers), or null. */
export function offerProblem(offer: ContractTerms): string | null {
  if (!Number.isFinite(offer.cost) || offer.cost < CONTRACT_LIMITS.minCost || offer.cost > CONTRACT_LIMITS.maxCost)
    return `Offer between ${formatMoney(CONTRACT_LIMITS.minCost)} and ${formatMoney(CONTRACT_LIMITS.maxCost)} an appearance.`;
  if (!Number.isInteger(offer.weeks) || offer.weeks < CONTRACT_LIMITS.minWeeks || offer.weeks > CONTRACT_LIMITS.maxWeeks)
    return `A contract runs ${CONTRACT_LIMITS.minWeeks} to ${CONTRACT_LIMITS.maxWeeks} weeks.`;
  if (!Number.isInteger(offer.appearances) || offer.appearances < 1 || offer.appearances > CONTRACT_LIMITS.maxAppearances)
    return `Offer between 1 and ${formatNumber(CONTRACT_LIMITS.maxAppearances)} appearances.`;
  return null;
}

/**
 * Issue 34: why terms a wrestler asks (their asking terms, a counter-offer, a rival's offer matched)
 * cannot be agreed, in the player's words, or null: a contract stores only what an offer may hold.
 */
export function askedTermsProblem(name: string, terms: ContractTerms): string | null {
  const problem = offerProblem(terms);
  if (!problem) return null;
  const limit = `${problem.charAt(0).toLowerCase()}${problem.slice(1).replace(/\.$/, '')}`;
  return `${name} asks ${formatMoney(terms.cost)} an appearance × ${formatNumber(terms.appearances)} appearances over ${formatNumber(terms.weeks)} weeks, past what any contract may hold (${limit}): nothing can be agreed on those terms.`;
}
