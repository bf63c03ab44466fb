import type { Brand, LedgerEntry } from '../entities/brand';
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
