import type { Brand } from '../../entities/brand';
import { formatMoney, formatMoneyCompact } from '../../format';
import { roundCents } from '../finance';
import type { ContractTerms } from './contract-terms';
import { canAfford, contractValue, TALENT_MARKET } from './talent-valuation';

// Issue 33 item 6: what a contract asks of the brand that signs it, said before it is paid, and
// exactly what is missing when that brand cannot (docs/decisions-rivals.md "Issue 33: money").

/** A brand as the payment checks read it. */
export type PayingBrand = { id: number } & Pick<Brand, 'name' | 'balance'>;

/** What the player is doing: the words of the messages. */
export type PaymentKind = 'signing' | 'counter' | 'poach';

/** A contract's bill: its appearance wages in all, and what the signing brand must hold to offer it. */
export interface ContractBill {
  /** appearances × cost per appearance, paid as the wrestler appears. */
  wages: number;
  /** The balance the brand needs now (canAfford: TALENT_MARKET.affordShare of the wages). */
  needed: number;
}

export const contractBill = (terms: Pick<ContractTerms, 'cost' | 'appearances'>): ContractBill => {
  const wages = contractValue(terms);
  return { wages, needed: roundCents(wages * TALENT_MARKET.affordShare) };
};

/** "Costs $3,000 an appearance × 52 appearances = $156,000 in wages, paid by Apex Monday as they appear; …". */
export function billText(terms: Pick<ContractTerms, 'cost' | 'appearances'>, brandName: string): string {
  const { wages, needed } = contractBill(terms);
  const share = Math.round(TALENT_MARKET.affordShare * 100);
  return `${formatMoney(terms.cost)} an appearance × ${terms.appearances} appearances = ${formatMoney(wages)} in wages, paid by ${brandName} as they appear. ${brandName} needs ${formatMoney(needed)} in hand to offer it (${share}% of the wages).`;
}

const byBalance = (a: PayingBrand, b: PayingBrand) => b.balance - a.balance || a.id - b.id;

/**
 * Null when `brand` can pay the contract; otherwise what is missing and where it could come from
 * among the player's other brands: "AWE Foundry has $120,000; this counter needs $310,000 —
 * $190,000 short. Move money from AWE Onslaught ($14M) or pick another brand."
 */
export function shortfallOf(
  brand: PayingBrand,
  terms: Pick<ContractTerms, 'cost' | 'appearances'>,
  kind: PaymentKind,
  brands: readonly PayingBrand[],
): string | null {
  if (canAfford(brand, terms)) return null;
  const { needed } = contractBill(terms);
  const short = roundCents(needed - brand.balance);
  const head = `${brand.name} has ${formatMoney(brand.balance)}; this ${kind} needs ${formatMoney(needed)} — ${formatMoney(short)} short.`;
  const others = brands.filter((b) => b.id !== brand.id && b.balance > 0).sort(byBalance);
  const payDirectly = others.some((b) => canAfford(b, terms));
  const donor = others.find((b) => b.balance >= short);
  if (donor) return `${head} Move money from ${donor.name} (${formatMoneyCompact(donor.balance)})${payDirectly ? ' or pick another brand' : ''}.`;
  const pool = roundCents(others.reduce((sum, b) => sum + b.balance, 0));
  if (pool >= short) return `${head} Move money from ${others.map((b) => `${b.name} (${formatMoneyCompact(b.balance)})`).join(' and ')}.`;
  return others.length === 0
    ? `${head} No other brand of yours has money to move: wait for the shows to earn it.`
    : `${head} Your other brands hold ${formatMoney(pool)} in all: not enough to move. Wait for the shows to earn it.`;
}
