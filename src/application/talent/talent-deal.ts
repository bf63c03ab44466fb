import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Game } from '../../domain/entities/game';
import { companyOfWrestler } from '../../domain/entities/promotion';
import type { Wrestler } from '../../domain/entities/wrestler';
import { askedTermsProblem, askingTerms, type ContractTerms } from '../../domain/rules/living/contract-terms';
import { contractBill, shortfallOf, type PaymentKind } from '../../domain/rules/living/brand-payment';
import { signingProblem } from '../../domain/rules/living/red-balance';
import { rosterOf } from '../../domain/rules/living/talent-valuation';
import type { Company } from '../../domain/entities/company';
import { companyName, pendingOffers, poachOfferCost, poachTargets } from './talent-board';

/** One of the player's brands as a deal offers it: its money, and why it cannot pay (or null). */
export interface DealBrand {
  id: number;
  name: string;
  balance: number;
  /** Exactly what is missing (shortfallOf), or why it may not sign (in the red); null when it can pay. */
  problem: string | null;
}

/** Issue 33 item 6: a counter-offer or a poach before it is made: the terms, the bill, the brands that could pay. */
export interface TalentDeal {
  kind: 'counter' | 'poach';
  /** The offer's id (counter) or the wrestler's (poach): what counter/poach take. */
  id: number;
  wrestlerId: number;
  name: string;
  rival: string;
  terms: ContractTerms;
  /** appearances × cost, and the balance the paying brand needs to offer it. */
  wages: number;
  needed: number;
  brands: DealBrand[];
  /** The brand chosen at first: the wrestler's own (counter) or the one with fewest of their gender (poach), if it can pay; else the first that can. */
  brandId: number | null;
  /** A counter: the brand the wrestler works for now (choosing another moves them there). */
  currentBrandId: number | null;
  /** Issue 34: why these terms cannot be agreed at all (past the offer limits), or null. */
  termsProblem: string | null;
}

/** The player's brands, in id order. */
export const ownBrands = (game: Game, brands: readonly Stored<Brand>[]): Stored<Brand>[] =>
  brands.filter((b) => game.brandIds.includes(b.id)).sort((a, b) => a.id - b.id);

/** The player's brand a wrestler joins by default: the one with the fewest of their gender, then the lowest id. */
export function playerBrandFor(game: Game, brands: readonly Stored<Brand>[], wrestlers: readonly Stored<Wrestler>[], w: Wrestler): Stored<Brand> | undefined {
  const count = (b: Stored<Brand>) => rosterOf(b.id, wrestlers).filter((x) => x.gender === w.gender).length;
  return [...ownBrands(game, brands)].sort((a, b) => count(a) - count(b) || a.id - b.id)[0];
}

/** Why this brand cannot take this deal now, or null: a new signing needs a brand out of the red; every deal, the money. */
export function dealProblem(brand: Stored<Brand>, terms: ContractTerms, kind: PaymentKind, own: readonly Stored<Brand>[]): string | null {
  return (kind === 'counter' ? null : signingProblem(brand)) ?? shortfallOf(brand, terms, kind, own);
}

export interface DealWorld {
  game: Stored<Game>;
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  companies: Stored<Company>[];
}

function dealOf(kind: 'counter' | 'poach', id: number, w: Stored<Wrestler>, rival: string, terms: ContractTerms, preferred: Stored<Brand> | undefined, world: DealWorld): TalentDeal {
  const own = ownBrands(world.game, world.brands);
  const brands = own.map((b) => ({ id: b.id, name: b.name, balance: b.balance, problem: dealProblem(b, terms, kind, own) }));
  const payable = (b: DealBrand | undefined) => b !== undefined && b.problem === null;
  const first = brands.find((b) => b.id === preferred?.id);
  const brandId = payable(first) ? first!.id : (brands.find(payable)?.id ?? first?.id ?? brands[0]?.id ?? null);
  const current = kind === 'counter' ? (own.find((b) => w.brandIds.includes(b.id))?.id ?? null) : null;
  return { kind, id, wrestlerId: w.id, name: w.name, rival, terms, ...contractBill(terms), brands, brandId, currentBrandId: current, termsProblem: askedTermsProblem(w.name, terms) };
}

/** A counter to an open (or let-go) offer: at the offer's money or the asking price, if more. Null when the offer is gone. */
export function counterDeal(offerId: number, world: DealWorld): TalentDeal | null {
  const offer = pendingOffers(world.game).find((o) => o.id === offerId);
  const w = offer && world.wrestlers.find((x) => x.id === offer.wrestlerId);
  if (!offer || !w || w.status !== 'SIGNED') return null;
  const terms = { ...askingTerms(w), cost: Math.max(offer.cost, askingTerms(w).cost) };
  const current = ownBrands(world.game, world.brands).find((b) => w.brandIds.includes(b.id));
  return dealOf('counter', offerId, w, companyName(world.companies, offer.fromCompanyId), terms, current, world);
}

/** A poach of a rival's wrestler near the end of their contract. Null when they are not one to poach now. */
export function poachDeal(wrestlerId: number, world: DealWorld): TalentDeal | null {
  const w = poachTargets(world.game, world.wrestlers, world.brands).find((x) => x.id === wrestlerId);
  if (!w) return null;
  const terms = { ...askingTerms(w), cost: poachOfferCost(w, world.game) };
  const rival = companyName(world.companies, companyOfWrestler(w, world.brands));
  return dealOf('poach', wrestlerId, w, rival, terms, playerBrandFor(world.game, world.brands, world.wrestlers, w), world);
}
