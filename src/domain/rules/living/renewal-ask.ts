import type { Stored } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { formatMoney, formatNumber } from '../../format';
import { askingTerms, type ContractTerms } from './contract-terms';
import { renewalCost, RENEWAL } from './talent-market-week';
import { readStat } from '../stats';
import { isTalent, rosterOf, shapeOf, valueTo } from './talent-valuation';

/**
 * Issue 36 item 5 ("wages follow the market both ways"): what a wrestler asks to renew with a
 * brand, the player's as the rivals' (decideRenewals): their asking terms, cut to what their
 * standing is worth on that brand's pay scale (valueTo) when it has fallen below the ask, never
 * under 80% of the ask (renewalCost). `asked` is the ask before the cut; `why` says why it fell
 * (null when it did not). docs/decisions-careers.md "Player renewals follow the market".
 */
export interface RenewalAsk {
  terms: ContractTerms;
  asked: number;
  why: string | null;
}

type Renewing = Pick<Wrestler, 'name' | 'cost' | 'popularity' | 'points' | 'morale' | 'contractType'>;

/** The renewal ask of `w` on the brand whose signed roster is `roster` (w among them or not). */
export function renewalAskOn(w: Renewing, roster: readonly Stored<Wrestler>[]): RenewalAsk {
  const full = askingTerms(w);
  const shape = shapeOf(roster);
  const value = valueTo(shape, w);
  const cost = renewalCost(full.cost, value);
  if (cost >= full.cost) return { terms: full, asked: full.cost, why: null };
  const worth = Math.floor(value / 10) * 10;
  const why =
    `Down from ${formatMoney(full.cost)}: ${w.name}'s standing (popularity ${formatNumber(readStat(w, 'popularity'))}, ` +
    `points ${formatNumber(readStat(w, 'points'))}) is worth ${formatMoney(worth)} an appearance on a roster whose median wage is ` +
    `${formatMoney(shape.medianCost)}` +
    (cost > worth ? `, and nobody renews for under ${formatNumber(RENEWAL.leastShare * 100)}% of their ask.` : '.');
  return { terms: { ...full, cost }, asked: full.cost, why };
}

/**
 * The renewal ask of a signed in-ring wrestler with their (first) brand among `wrestlers`; staff,
 * and anyone on no brand, ask their plain asking terms (the rivals weigh only talent's worth).
 */
export function renewalAsk(w: Stored<Wrestler>, wrestlers: readonly Stored<Wrestler>[], brandId = w.brandIds[0]): RenewalAsk {
  if (brandId === undefined || w.status !== 'SIGNED' || !isTalent(w)) {
    const terms = askingTerms(w);
    return { terms, asked: terms.cost, why: null };
  }
  return renewalAskOn(w, rosterOf(brandId, wrestlers));
}
