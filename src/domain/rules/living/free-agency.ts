import type { IsoDate, Stored } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { diffDays } from '../../dates';
import type { Rng } from '../rng';
import { retire } from '../status';
import { inductIfLegend } from './retirement';
import { CONTRACT_LIMITS, askingTerms } from './contract-terms';
import { signFreeAgent } from './contract-signing';
import { addMove, allWrestlers, brandFor, brandOf, perAppearance, set, shapeOfBrand, type Market } from './talent-market';
import { canAfford, isTalent, roundUpTo10, signableFreeAgents, valueTo } from './talent-valuation';

// Issue 36 item 3 (living rules, games with rivals): a market that keeps moving. A free agent's
// ask falls the longer they wait, and a promotion with room signs a long-unsigned wrestler whose ask
// has fallen to what they are worth to it, so nobody able and willing to work waits for years.
// Run by the talent market's week (talent-market-week.ts), after the signings for need.

export const FREE_AGENCY = {
  /** Weeks a free agent waits before their ask starts to fall... */
  graceWeeks: 4,
  /** ...then their cost keeps this share a week (about 2% less a week, a third of it after a year). */
  weeklyKeep: 0.98,
  /** Unsigned this many weeks or more: a long free agent, whom a brand with room signs as depth. */
  longWeeks: 26,
  /** Weekly chance (× aggression) each rival signs one long free agent it has room for. */
  depthChance: 0.5,
  /**
   * Issue 36: a free agent nobody signed in this many weeks (a year) gives up and retires: nobody
   * able and willing to work waits longer than a year.
   */
  giveUpWeeks: 52,
} as const;

/** Whole weeks a free agent has waited on `date` (0 without a first week). */
export const weeksWaiting = (w: Pick<Wrestler, 'unsignedSince'>, date: IsoDate): number =>
  w.unsignedSince ? Math.max(0, Math.floor(diffDays(w.unsignedSince, date) / 7)) : 0;

/**
 * One week of free agency for one wrestler (pure): a free agent (in-ring, not retired) seen for the
 * first time starts waiting this week; one who has waited past the grace weeks asks less (cost ×
 * weeklyKeep, in tens, never below the lowest ask); a signed wrestler is not waiting.
 */
export function freeAgencyWeek<W extends Pick<Wrestler, 'status' | 'cost' | 'unsignedSince' | 'role' | 'active' | 'retired'>>(w: W, date: IsoDate): W {
  if (w.status !== 'UNSIGNED' || !isTalent(w)) return w.unsignedSince ? { ...w, unsignedSince: '' } : w;
  if (!w.unsignedSince) return { ...w, unsignedSince: date };
  if (weeksWaiting(w, date) <= FREE_AGENCY.graceWeeks) return w;
  const cost = Math.max(CONTRACT_LIMITS.minCost, Math.floor(((w.cost || 0) * FREE_AGENCY.weeklyKeep) / 10) * 10);
  return cost === w.cost ? w : { ...w, cost };
}

/** A free agent who has waited giveUpWeeks on `date` without a contract: they give up. */
export const givesUp = (w: Pick<Wrestler, 'status' | 'unsignedSince' | 'role' | 'active' | 'retired'>, date: IsoDate): boolean =>
  w.status === 'UNSIGNED' && isTalent(w) && weeksWaiting(w, date) >= FREE_AGENCY.giveUpWeeks;

/**
 * The market's wrestlers after a week of free agency (freeAgencyWeek); one who has waited a year
 * gives up (givesUp): retired that day (retiresOn), in the news, a legend into the Hall of Fame.
 */
export function waitFreeAgents(market: Market): void {
  const { to } = market.world;
  for (const w of allWrestlers(market)) {
    if (givesUp(w, to)) {
      const weeks = weeksWaiting(w, to);
      set(market, { ...retire(w), retiresOn: to, unsignedSince: '', brandIds: [] });
      market.news.push(`${w.name} retired after ${weeks} weeks as a free agent: no promotion signed ${w.gender === 'FEMALE' ? 'her' : 'him'} in a year.`);
      // Issue 36: a legend who retires unsigned enters the Hall of Fame like any other retiring legend.
      market.world = { ...market.world, game: inductIfLegend(market.world.game, w, to) };
      continue;
    }
    const next = freeAgencyWeek(w, to);
    if (next !== w) set(market, next);
  }
}

/**
 * Each rival, on a weekly chance of depthChance × aggression, signs the free agent who has waited
 * longest (at least longWeeks, talking) and whose ask is no more than they are worth to the brand
 * with room for their gender (valueTo) and within what it can afford. Draws one number a rival.
 */
export function signLongFreeAgents(market: Market, rng: Rng, aggression: number): void {
  const { to } = market.world;
  for (const companyId of market.rivals) {
    if (rng() >= FREE_AGENCY.depthChance * aggression) continue;
    const waiting = signableFreeAgents(allWrestlers(market), to)
      .filter((w) => weeksWaiting(w, to) >= FREE_AGENCY.longWeeks)
      .sort((a, b) => weeksWaiting(b, to) - weeksWaiting(a, to) || a.id - b.id);
    for (const w of waiting) {
      const brandId = brandFor(market, companyId, w.gender);
      const brand = brandId === null ? undefined : brandOf(market, brandId);
      if (brandId === null || !brand) continue;
      const terms = askingTerms(w);
      if (terms.cost > roundUpTo10(valueTo(shapeOfBrand(market, brandId), w)) || !canAfford(brand, terms)) continue;
      set(market, { ...signFreeAgent(w, terms, brandId, to), unsignedSince: '' } as Stored<Wrestler>);
      addMove(market, w, null, companyId,
        `${brand.name} signed ${w.name}, a free agent for ${weeksWaiting(w, to)} weeks, for ${perAppearance(terms.cost)}: ${w.name} asked no more than ${w.gender === 'FEMALE' ? 'she' : 'he'} is worth to them.`);
      break;
    }
  }
}
