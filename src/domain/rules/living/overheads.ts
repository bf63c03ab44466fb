import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { LedgerEntry } from '../../entities/brand';
import { formatMoney } from '../../format';
import { roundCents } from '../finance';
import { chargeWithLines } from './brand-charges';
import { chargeDate, type MoneyWorld } from './money-world';

// Issue 15 (living rules): running a brand costs money every week, shows or not: an office and crew
// (a fixed amount), and an office that spends part of what it has (travel, marketing, bigger crews).
// The second part is why a rich brand does not grow without end; a brand in the red cuts it to 0.

/** The office and crew, each week. */
export const OFFICE_COST = 40_000;
/** The share of a positive balance spent each week. */
export const SPENDING_SHARE = 0.2;

/**
 * The share of a red balance the owner covers each week (issue 15 tuning): without it a brand
 * whose shows lose money slid without end (two seed brands at -3x their start after three years,
 * still falling). The red-balance consequences still apply until the balance is back above $0.
 */
export const OWNER_SUPPORT_SHARE = 0.05;

export interface Overheads {
  office: number;
  spending: number;
  /** What the owner puts in to cover part of a red balance (0 in the black). */
  support: number;
  total: number;
}

/** One brand's overheads this week. */
export function weeklyOverheads(brand: Pick<Brand, 'balance'>): Overheads {
  const balance = Number.isFinite(brand.balance) ? brand.balance : 0;
  const spending = roundCents(Math.max(0, balance) * SPENDING_SHARE);
  const support = roundCents(Math.max(0, -balance) * OWNER_SUPPORT_SHARE);
  return { office: OFFICE_COST, spending, support, total: roundCents(OFFICE_COST + spending - support) };
}

/** One brand's overheads as ledger lines (issue 33): the office, the spending share and the owner's cover, each with its reason. */
export function overheadLines(brand: Pick<Brand, 'balance'>, date: string): LedgerEntry[] {
  const { office, spending, support } = weeklyOverheads(brand);
  const lines: LedgerEntry[] = [{ date, amount: -office, label: 'Office and crew', reason: 'The office, the crew and the building, every week' }];
  if (spending > 0) {
    lines.push({
      date, amount: -spending, label: 'Spending',
      reason: `${Math.round(SPENDING_SHARE * 100)}% of a positive balance (${formatMoney(brand.balance)}) goes on travel, marketing and bigger crews each week`,
    });
  }
  if (support > 0) {
    lines.push({
      date, amount: support, label: "Owner's cover",
      reason: `The owner covers ${Math.round(OWNER_SUPPORT_SHARE * 100)}% of a red balance (${formatMoney(brand.balance)}) each week`,
    });
  }
  return lines;
}

/** The week rule: every brand pays its overheads, each part written to its ledger. */
export const weeklyOverheadsRule = {
  name: 'weekly overheads',
  run: <W extends MoneyWorld>(world: W): W => ({
    ...world,
    brands: chargeWithLines(world.brands, new Map(world.brands.map((brand: Stored<Brand>) => [brand.id, overheadLines(brand, chargeDate(world))]))),
  }),
};
