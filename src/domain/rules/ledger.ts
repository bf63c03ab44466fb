import type { Brand, LedgerEntry } from '../entities/brand';
import type { IsoDate } from '../entities/base';
import { formatMoney } from '../format';
import { quoteValue } from '../fields/quote';
import type { FieldRepair } from '../fields/record-repair';
import { MAX_MONEY } from '../fields/limits';
import { roundCents } from './finance';

// Issue 33: a brand's ledger, the lines that explain its balance (weekly charges, shows, the
// owner's budget). Kept short so a save does not grow without end: the newest lines win.

/** Lines kept per brand: about six months of a weekly show and its weekly charges. */
export const MAX_LEDGER_ENTRIES = 200;

const isEntry = (value: unknown): value is LedgerEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<LedgerEntry>;
  return typeof entry.date === 'string' && typeof entry.label === 'string' && typeof entry.amount === 'number' && Number.isFinite(entry.amount)
    && (entry.reason === undefined || typeof entry.reason === 'string');
};

/** The brand's ledger as a screen may trust it: only well-formed lines (a hand-edited save may hold others), newest last. */
export const ledgerOf = (brand: Partial<Pick<Brand, 'ledger'>>): LedgerEntry[] =>
  Array.isArray(brand.ledger) ? brand.ledger.filter(isEntry).slice(-MAX_LEDGER_ENTRIES) : [];

/** The brand with these lines added to its ledger (its balance untouched); the oldest fall off past the limit. */
export function withLedgerEntries<B extends Pick<Brand, 'ledger'>>(brand: B, entries: readonly LedgerEntry[]): B {
  const kept = entries.filter((entry) => entry.amount !== 0);
  if (kept.length === 0) return brand;
  const rounded = kept.map((entry) => ({ ...entry, amount: roundCents(entry.amount) }));
  return { ...brand, ledger: [...ledgerOf(brand), ...rounded].slice(-MAX_LEDGER_ENTRIES) };
}

/**
 * Issue 34 item 7: the line a repaired balance leaves in its brand's ledger, so the jump is
 * explained. The amount is the change, as far as a ledger line may hold it (a balance of Infinity
 * or 1e308 changed by more than any amount can say); the reason quotes what was there.
 */
export function repairedBalanceLine(date: IsoDate, was: unknown, now: number, by: 'Check and repair' | 'the import' = 'Check and repair'): LedgerEntry {
  const change = typeof was === 'number' && Number.isFinite(was) ? now - was : 0;
  const amount = roundCents(Math.max(-MAX_MONEY, Math.min(MAX_MONEY, change)));
  return { date, amount, label: 'Balance repaired', reason: `The balance was ${quoteValue(was)}, outside what a save can hold; ${by} set it to ${formatMoney(now)}.` };
}

/** The brand with a line added as it is (a repair line may be of $0 when the old balance was not a number). */
export const withRepairLine = <B extends Pick<Brand, 'ledger'>>(brand: B, line: LedgerEntry): B => ({
  ...brand,
  ledger: [...ledgerOf(brand), line].slice(-MAX_LEDGER_ENTRIES),
});

/**
 * Each brand whose balance a repair changed (Check and repair, or an import repairing a save), with
 * the line that explains the jump; the other brands as they were.
 */
export function withRepairedBalances<B extends Pick<Brand, 'id' | 'balance' | 'ledger'>>(
  brands: readonly B[],
  repairs: readonly Pick<FieldRepair, 'table' | 'rowId' | 'field' | 'value'>[],
  date: IsoDate,
  by: 'Check and repair' | 'the import' = 'Check and repair',
): B[] {
  const fixed = new Map(repairs.filter((r) => r.table === 'Brand' && r.field === 'balance').map((r) => [r.rowId, r.value]));
  return brands.map((brand) => (fixed.has(brand.id ?? null) ? withRepairLine(brand, repairedBalanceLine(date, fixed.get(brand.id ?? null), brand.balance, by)) : brand));
}
