import type { Stored } from '../../entities/base';
import type { Gender } from '../../entities/enums';
import { brandIdsOfCompany, rivalCompanyIds } from '../../entities/promotion';
import { MAX_TALENT_MOVES, type TalentMove, type TalentOffer } from '../../entities/talent-market';
import type { Wrestler } from '../../entities/wrestler';
import { addDays } from '../../dates';
import { formatMoney } from '../../format';
import type { WeekWorld } from './week-world';
import { bandOf, needsOf, rosterOf, rosterSize, shapeOf, TALENT_MARKET, type Need, type RosterBand, type RosterShape } from './talent-valuation';

/**
 * The talent market's working state for one week: the wrestlers by id (replaced as they sign or
 * leave), the offers, the moves and the news. The week rule's steps read and change it in turn,
 * then `closeMarket` writes it back to the world (bounded lists).
 */
export interface Market {
  world: WeekWorld;
  byId: Map<number, Stored<Wrestler>>;
  offers: TalentOffer[];
  moves: TalentMove[];
  news: string[];
  rivals: number[];
  playerBrandIds: readonly number[];
}

/**
 * Issue 36: every brand the market sees without a size gets one, its in-ring roster now (a new
 * game's first week: its start; a wrestler shared by brands counts for their share, rosterSize),
 * which its floor and ceiling follow (talent-valuation.ts rosterBand).
 */
export const sizedBrands = (world: Pick<WeekWorld, 'brands' | 'wrestlers'>): WeekWorld['brands'] =>
  world.brands.map((b) => ((b.rosterBase ?? 0) > 0 ? b : { ...b, rosterBase: rosterSize(rosterOf(b.id, world.wrestlers)) }));

export const openMarket = (unsized: WeekWorld): Market => {
  const world = { ...unsized, brands: sizedBrands(unsized) };
  return {
    world,
    byId: new Map(world.wrestlers.map((w) => [w.id, w])),
    offers: (world.game.talentOffers ?? []).map((o) => ({ ...o })),
    moves: (world.game.talentMoves ?? []).map((m) => ({ ...m })),
    news: [...world.news],
    rivals: rivalCompanyIds(world.game, world.brands),
    playerBrandIds: world.game.brandIds,
  };
};

/** Answered offers go after a few weeks; the newest moves are kept. Rows share no arrays (backup '#' refs). */
export function closeMarket(market: Market): WeekWorld {
  const { world } = market;
  const cutoff = addDays(world.to, -TALENT_MARKET.keptDays);
  const offers = market.offers.filter((o) => !o.settled || o.settled >= cutoff).slice(-TALENT_MARKET.maxOffers);
  const wrestlers = world.wrestlers.map((w) => market.byId.get(w.id) ?? w);
  const game = { ...world.game, talentOffers: offers, talentMoves: market.moves.slice(-MAX_TALENT_MOVES) };
  return { ...world, game, wrestlers, news: market.news };
}

export const allWrestlers = (market: Market): Stored<Wrestler>[] => [...market.byId.values()];

export const isPlayers = (market: Market, w: Pick<Wrestler, 'brandIds'>): boolean => w.brandIds.some((id) => market.playerBrandIds.includes(id));

export const brandName = (market: Market, brandId: number): string => market.world.brands.find((b) => b.id === brandId)?.name || `Brand ${brandId}`;

export const brandOf = (market: Market, brandId: number) => market.world.brands.find((b) => b.id === brandId);

export const shapeOfBrand = (market: Market, brandId: number): RosterShape => shapeOf(rosterOf(brandId, allWrestlers(market)));

/** A brand's floor and ceiling (its size's band). */
export const bandOfBrand = (market: Market, brandId: number): RosterBand => bandOf(brandOf(market, brandId) ?? { rosterBase: 0 });

/** What a brand needs this week (needsOf: short of a gender, injured, a title without a contender). */
export const needsOfBrand = (market: Market, brandId: number): Need[] => {
  const brand = brandOf(market, brandId);
  return brand ? needsOf(brand, allWrestlers(market), market.world.championships, market.world.to) : [];
};

/** The company's brand a wrestler of this gender would join: under its ceiling, fewest of that gender (then lowest id). */
export function brandFor(market: Market, companyId: number, gender: Gender): number | null {
  const choices = brandIdsOfCompany(companyId, market.world.brands)
    .map((id) => ({ id, shape: shapeOfBrand(market, id) }))
    .filter(({ id, shape }) => shape.size < bandOfBrand(market, id).ceiling)
    .sort((a, b) => count(a.shape, gender) - count(b.shape, gender) || a.id - b.id);
  return choices[0]?.id ?? null;
}

const count = (shape: RosterShape, gender: Gender): number => (gender === 'MALE' ? shape.men : shape.women);

export { his } from '../../entities/wrestler';

export const perAppearance = (cost: number): string => `${formatMoney(cost)} an appearance`;

export function addMove(market: Market, w: Stored<Wrestler>, from: number | null, to: number | null, reason: string): void {
  market.moves.push({ wrestlerId: w.id, fromCompanyId: from, toCompanyId: to, date: market.world.to, reason });
  market.news.push(reason);
}

export const nextOfferId = (offers: readonly TalentOffer[]): number => offers.reduce((max, o) => Math.max(max, o.id), 0) + 1;

export const set = (market: Market, w: Stored<Wrestler>): void => {
  market.byId.set(w.id, w);
};

