import type { IsoDate } from '../entities/base';
import type { Brand } from '../entities/brand';
import { withLedgerEntries } from './ledger';
import { formatMoney } from '../format';
import { roundCents } from './finance';
import { fieldRule, type NumberRule } from '../fields';

// Issue 33 item 6: a promotion's brands move money between them. The amount leaves one balance
// and reaches the other, each with a ledger entry saying where it went and why.

export type TransferBrand = { id: number } & Pick<Brand, 'name' | 'balance' | 'companyId' | 'ledger'>;

export interface TransferRequest {
  fromBrandId: number;
  toBrandId: number;
  /** US dollars, above 0, at most the giving brand's balance. */
  amount: number;
  /** Why, in the player's words or the screen's ("to counter VWU's offer for Knox Everhart"); optional. */
  reason?: string;
}

/** Longest reason kept in the ledger. */
export const TRANSFER_REASON_MAX = 200;

/**
 * Why this transfer cannot be made, or null. `mayUse` says whether the player runs a brand
 * (with rivals, only the player's own brands; otherwise every brand).
 */
export function transferProblem(
  from: TransferBrand | undefined,
  to: TransferBrand | undefined,
  amount: number,
  mayUse: (brandId: number) => boolean,
): string | null {
  if (!from || !to) return 'Choose the brand the money leaves and the brand it goes to.';
  if (from.id === to.id) return 'Choose two different brands: the money leaves one and reaches the other.';
  const foreign = [from, to].find((b) => !mayUse(b.id));
  if (foreign) return `${foreign.name} is not one of your brands: money moves only between your own brands.`;
  if (from.companyId !== to.companyId) return `${from.name} and ${to.name} belong to different promotions: money moves only between the brands of one promotion.`;
  return transferAmountProblem(amount, from, to);
}

/**
 * Issue 34: the Brand field rules a transfer writes (`fields/table-rules.ts`): the amount is money
 * and so is each balance, both within ±$1,000,000,000,000,000. Read from the rules, never copied.
 */
const moneyRule = (): NumberRule => fieldRule('Brand', 'balance') as NumberRule;

/**
 * Why this amount cannot move from one balance to the other, or null: a positive number of dollars
 * to the cent, at most what the giving brand has, and never more than the receiving balance may hold.
 * The move-money form says it next to the amount; transferProblem refuses the same.
 */
export function transferAmountProblem(amount: number, from: Pick<TransferBrand, 'name' | 'balance'>, to: Pick<TransferBrand, 'name' | 'balance'>): string | null {
  const { max } = moneyRule();
  if (!Number.isFinite(amount) || amount <= 0) return 'Type an amount of dollars above $0.';
  if (amount > max) return `Type an amount of at most ${formatMoney(max)}.`;
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return 'The amount cannot have fractions of a cent.';
  if (amount > from.balance) {
    return from.balance > 0
      ? `${from.name} has ${formatMoney(from.balance)}: it can move at most that.`
      : `${from.name} has ${formatMoney(from.balance)}: it has nothing to move.`;
  }
  if (to.balance + amount > max) {
    const room = Math.max(0, max - to.balance);
    return `${to.name} has ${formatMoney(to.balance)} and a balance holds at most ${formatMoney(max)}: it can take at most ${formatMoney(room)} more.`;
  }
  return null;
}

/** The reason as the ledger keeps it: trimmed, at most TRANSFER_REASON_MAX characters, ending in a full stop; absent when blank. */
const because = (reason: string | undefined): string | undefined => {
  const text = (reason ?? '').trim().slice(0, TRANSFER_REASON_MAX).replace(/[.\s]+$/, '');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : undefined;
};

/** Both brands after the move, each with its ledger line (check transferProblem first). */
export function transferMoney<B extends TransferBrand>(from: B, to: B, amount: number, date: IsoDate, reason?: string): [B, B] {
  const cents = roundCents(amount);
  const why = because(reason);
  const line = (label: string, signed: number) => ({ date, amount: signed, label, ...(why ? { reason: why } : {}) });
  return [
    withLedgerEntries({ ...from, balance: roundCents(from.balance - cents) }, [line(`Moved to ${to.name}`, -cents)]),
    withLedgerEntries({ ...to, balance: roundCents(to.balance + cents) }, [line(`Moved from ${from.name}`, cents)]),
  ];
}
