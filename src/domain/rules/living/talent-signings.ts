import type { Stored } from '../../entities/base';
import type { Gender } from '../../entities/enums';
import { brandIdsOfCompany } from '../../entities/promotion';
import type { Wrestler } from '../../entities/wrestler';
import { addDays } from '../../dates';
import type { Rng } from '../rng';
import { endsWithin, signFreeAgent } from './contract-signing';
import { askingTerms } from './contract-terms';
import { addMove, allWrestlers, brandFor, brandOf, his, isPlayers, needsOfBrand, nextOfferId, perAppearance, set, shapeOfBrand, type Market } from './talent-market';
import { affordsNeed, canAfford, goingRate, isTalent, roundUpTo10, signableFreeAgents, TALENT_MARKET, valueTo, worthOf } from './talent-valuation';

/** Free agents a promotion may sign this week (signableFreeAgents). */
const freeAgents = (market: Market): Stored<Wrestler>[] => signableFreeAgents(allWrestlers(market), market.world.to);

/** The company's brands' needs (needsOf), in brand then gender order. */
const needs = (market: Market, companyId: number): { brandId: number; gender: Gender; why: string }[] =>
  brandIdsOfCompany(companyId, market.world.brands).flatMap((brandId) => needsOfBrand(market, brandId).map((need) => ({ brandId, ...need })));

/**
 * Each rival signs at most one free agent a week: a brand in need (needsOf, issue 36: under its
 * floor of men or women, a wrestler out injured, a title without a contender) signs the best free
 * agent of that gender it can afford, or cheap talent (affordsNeed; chance 0.8 × aggression); otherwise, with a chance of 0.25 ×
 * aggression, the brand with room signs a free agent better than most of its roster at a price
 * it would pay (valueTo) and can afford.
 */
export function signFreeAgents(market: Market, rng: Rng, aggression: number): void {
  for (const companyId of market.rivals) {
    const short = needs(market, companyId);
    const chance = (short.length > 0 ? TALENT_MARKET.needChance : TALENT_MARKET.upgradeChance) * aggression;
    if (rng() >= chance) continue;
    if (short.length > 0) {
      const rate = goingRate(allWrestlers(market));
      for (const { brandId, gender, why } of short) {
        const pick = freeAgents(market).find((w) => w.gender === gender && affordsNeed(brandOf(market, brandId)!, rate, askingTerms(w)));
        if (!pick) continue;
        sign(market, pick, brandId, companyId, why);
        break;
      }
      continue;
    }
    for (const w of freeAgents(market)) {
      const brandId = brandFor(market, companyId, w.gender);
      if (brandId === null) break;
      const shape = shapeOfBrand(market, brandId);
      const terms = askingTerms(w);
      if (worthOf(w) <= shape.medianWorth) break;
      if (terms.cost > valueTo(shape, w) || !canAfford(brandOf(market, brandId)!, terms)) continue;
      sign(market, w, brandId, companyId, `${w.name} is better than most of their roster`);
      break;
    }
  }
}

function sign(market: Market, w: Stored<Wrestler>, brandId: number, companyId: number, why: string): void {
  const terms = askingTerms(w);
  set(market, signFreeAgent(w, terms, brandId, market.world.to));
  addMove(market, w, null, companyId, `${brandOf(market, brandId)!.name} signed ${w.name}, a free agent, for ${perAppearance(terms.cost)}: ${why}.`);
}

/** An offer for this wrestler is still pending, or one was made within the last four weeks. */
const offered = (market: Market, wrestlerId: number): boolean => {
  const recent = addDays(market.world.to, -28);
  return market.offers.some((o) => o.wrestlerId === wrestlerId && (!o.settled || o.made >= recent));
};

/**
 * Rivals court the player's wrestlers whose contracts end within six weeks: each such wrestler
 * draws an offer with a weekly chance of 0.2 × aggression × (0.5 + worth), from a rival drawn
 * among those with room for them that can afford the offer, paying the asking price (or the
 * current cost, if more) plus 10% × aggression.
 */
export function makeOffers(market: Market, rng: Rng, aggression: number): void {
  const { to } = market.world;
  const horizon = addDays(to, TALENT_MARKET.offerWeeks * 7);
  const targets = allWrestlers(market)
    .filter((w) => isPlayers(market, w) && isTalent(w) && endsWithin(w, to, TALENT_MARKET.offerWeeks) && !offered(market, w.id))
    .sort((a, b) => a.id - b.id);
  for (const w of targets) {
    if (rng() >= Math.min(1, TALENT_MARKET.offerChance * aggression * (0.5 + worthOf(w)))) continue;
    const asking = askingTerms(w);
    const cost = roundUpTo10(Math.max(asking.cost, w.cost) * (1 + TALENT_MARKET.offerPremium * aggression));
    const bidders = market.rivals.filter((companyId) => {
      const brandId = brandFor(market, companyId, w.gender);
      return brandId !== null && canAfford(brandOf(market, brandId)!, { ...asking, cost });
    });
    if (bidders.length === 0) continue;
    const companyId = bidders[Math.floor(rng() * bidders.length)];
    const brand = brandOf(market, brandFor(market, companyId, w.gender)!)!;
    const expires = w.contractExpires && w.contractExpires <= horizon ? w.contractExpires : horizon;
    market.offers.push({ id: nextOfferId(market.offers), wrestlerId: w.id, fromCompanyId: companyId, cost, made: to, expires, status: 'open' });
    market.news.push(`${brand.name} offered ${w.name} ${perAppearance(cost)} to join them when ${his(w)} contract ends: answer on the Talent war page.`);
  }
}
