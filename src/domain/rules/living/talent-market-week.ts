import type { Stored } from '../../entities/base';
import { companyOfWrestler, DIFFICULTY_LEVELS, difficultyOf, hasRivals } from '../../entities/promotion';
import type { TalentOffer } from '../../entities/talent-market';
import type { Wrestler } from '../../entities/wrestler';
import type { Rng } from '../rng';
import { endsWithin, renewContract, signFreeAgent } from './contract-signing';
import { askingTerms, type ContractTerms } from './contract-terms';
import { addMove, bandOfBrand, brandFor, brandName, brandOf, closeMarket, his, isPlayers, needsOfBrand, openMarket, perAppearance, set, shapeOfBrand, type Market } from './talent-market';
import { makeOffers, signFreeAgents } from './talent-signings';
import { signLongFreeAgents, waitFreeAgents } from './free-agency';
import { TALENT_MARKET, canAfford, isTalent, keepValue, valueTo } from './talent-valuation';
import type { WeekWorld } from './week-world';

/**
 * Issue 18 item 4: the war for talent, the last living week rule, only in games with rivals
 * (hasRivals; any other world comes back unchanged and nothing is drawn). In order: offers to the
 * player's wrestlers are settled (a contract that ended moves the wrestler to the rival), rivals
 * renew or let go their own wrestlers whose contracts end this week, sign free agents they need,
 * then make new offers. Brand balances are never touched: a signing needs a balance that covers the
 * contract's wages, which the weeks after pay. docs/decisions-rivals.md "talent" has the numbers.
 */
export function talentMarketWeek(world: WeekWorld, rng: Rng): WeekWorld {
  if (!hasRivals(world.game)) return world;
  const aggression = DIFFICULTY_LEVELS[difficultyOf(world.game)].aggression;
  const market = openMarket(world);
  // Issue 36: free agents wait, and their asks fall the longer they do.
  waitFreeAgents(market);
  settleOffers(market);
  decideRenewals(market);
  signFreeAgents(market, rng, aggression);
  // Issue 36: then a rival with room signs a long-unsigned wrestler whose ask has come down.
  signLongFreeAgents(market, rng, aggression);
  makeOffers(market, rng, aggression);
  return closeMarket(market);
}

/** The terms a wrestler moves on: the offer's money in the shape they ask. */
export const offerTerms = (w: Stored<Wrestler>, cost: number): ContractTerms => ({ ...askingTerms(w), cost });

const settle = (offer: TalentOffer, market: Market, status: TalentOffer['status'], note?: string): void => {
  offer.status = status;
  offer.settled = market.world.to;
  if (note) offer.note = note;
};

/** Open and let-go offers: the contract ended → the rival signs them; renewed → countered; gone → withdrawn. */
function settleOffers(market: Market): void {
  for (const offer of market.offers) {
    if (offer.status !== 'open' && offer.status !== 'declined') continue;
    // A settled offer (withdrawn, or let go and played out) is done: settling it again each week
    // wrote the same move for the same free agent every week (issue 35).
    if (offer.settled) continue;
    const w = market.byId.get(offer.wrestlerId);
    if (!w || !isTalent(w)) {
      settle(offer, market, 'declined', 'withdrawn: the wrestler is no longer available');
    } else if (w.status === 'UNSIGNED') {
      moveOnOffer(market, offer, w);
    } else if (!isPlayers(market, w)) {
      settle(offer, market, 'declined', 'withdrawn: the wrestler left your promotion');
    } else if (!endsWithin(w, market.world.to, TALENT_MARKET.offerWeeks)) {
      // The player renewed them another way (the contracts page): staying is their answer.
      settle(offer, market, 'countered');
    }
  }
}

function moveOnOffer(market: Market, offer: TalentOffer, w: Stored<Wrestler>): void {
  const brandId = brandFor(market, offer.fromCompanyId, w.gender);
  const terms = offerTerms(w, offer.cost);
  const brand = brandId === null ? undefined : brandOf(market, brandId);
  if (brandId === null || !brand || !canAfford(brand, terms)) {
    settle(offer, market, 'declined', 'withdrawn: the rival could no longer afford it or had no room');
    // Issue 33: the contract with the player ran out (contractsRunOutOnTheBoard left this move to the offer).
    addMove(market, w, playerCompany(market), null, `The offer to ${w.name} was withdrawn as ${his(w)} contract with you ended: ${w.name} is a free agent.`);
    return;
  }
  const why = offer.status === 'declined' ? 'you let them go' : 'you did not counter their offer';
  set(market, signFreeAgent(w, terms, brandId, market.world.to));
  settle(offer, market, 'accepted');
  addMove(market, w, playerCompany(market), offer.fromCompanyId,
    `${brand.name} signed ${w.name} for ${perAppearance(offer.cost)} as ${his(w)} contract with you ended: ${why}.`);
}

const playerCompany = (market: Market): number | null => market.world.game.playerCompanyId;

/**
 * Issue 36: what a rival pays to renew a wrestler who asks `askCost`: the ask when they are worth it
 * on the market (valueTo, `value`); otherwise what they are worth, never under 80% of the ask (less
 * and they would walk out, contract-terms.ts walkChance). A star whose standing fell takes a pay cut.
 */
export function renewalCost(askCost: number, value: number): number {
  if (!(askCost > value)) return askCost;
  const least = Math.ceil((askCost * RENEWAL.leastShare) / 10) * 10;
  return Math.min(askCost, Math.max(least, Math.floor(value / 10) * 10));
}

export const RENEWAL = {
  /** The least share of their ask a wrestler takes without walking out (walkChance is 0 from 0.8). */
  leastShare: 0.8,
} as const;

/**
 * Each rival keeps whom it needs (its brand needs that gender, needsOf: kept whatever its balance,
 * as a brand in the red may renew its own, or a broke rival would empty its roster) and whom it
 * values and can afford, within its ceiling: at their ask, or (issue 36) at a pay cut to what they
 * are worth on the market (renewalCost); it lets the others go.
 */
function decideRenewals(market: Market): void {
  const { world } = market;
  for (const w of [...market.byId.values()]) {
    if (w.status !== 'SIGNED' || !isTalent(w) || isPlayers(market, w) || !endsWithin(w, world.to, TALENT_MARKET.decideWeeks)) continue;
    const company = companyOfWrestler(w, world.brands);
    if (company === null || !market.rivals.includes(company)) continue;
    const brandId = w.brandIds.find((id) => brandOf(market, id)?.companyId === company)!;
    const brand = brandOf(market, brandId)!;
    const shape = shapeOfBrand(market, brandId);
    const asked = askingTerms(w);
    const worth = keepValue(shape, w);
    const short = needsOfBrand(market, brandId).some((need) => need.gender === w.gender);
    const ceiling = bandOfBrand(market, brandId).ceiling;
    const overCap = shape.size > ceiling;
    const terms = { ...asked, cost: renewalCost(asked.cost, valueTo(shape, w)) };
    const affordable = canAfford(brand, terms);
    if (short || (affordable && terms.cost <= worth && !overCap)) {
      set(market, renewContract(w, terms, world.to));
      market.news.push(
        terms.cost < asked.cost
          ? `${brand.name} renewed ${w.name} for ${perAppearance(terms.cost)}, under ${his(w)} asking ${perAppearance(asked.cost)}: all ${his(w)} standing is worth to them.`
          : `${brand.name} renewed ${w.name} for ${perAppearance(terms.cost)}.`,
      );
      continue;
    }
    const why = !affordable
      ? `they could not afford ${his(w)} asking ${perAppearance(terms.cost)}`
      : overCap
        ? `their roster was over ${ceiling}`
        : `${his(w)} asking ${perAppearance(asked.cost)} was more than ${his(w)} standing is worth to them`;
    set(market, { ...w, status: 'UNSIGNED', brandIds: [] });
    addMove(market, w, company, null, `${brandName(market, brandId)} let ${w.name} go as ${his(w)} contract ended: ${why}.`);
  }
}
