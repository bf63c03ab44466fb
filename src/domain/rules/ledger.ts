import type { Brand, LedgerEntry, MoneyYear } from '../entities/brand';
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

/** Years of totals kept per brand (a long dynasty's whole history; a few hundred bytes a year). */
export const MAX_MONEY_YEARS = 60;

/** Headings of the year's totals for lines whose label names one thing (a show, a brand money moved to). */
const SHOWS = 'Shows';
export const MOVED_MONEY = 'Moved between brands';
/** Issue 36: money a conversation moved (a bonus, a budget), when it moved no money between brands. */
export const CONVERSATION_MONEY = 'Conversations';
/** Labels that are their own heading; any other line without a category counts as OTHER. */
const OWN_HEADINGS = new Set(['Retainers', 'Office and crew', 'Spending', "Owner's cover", "Owner's budget", 'Difficulty', 'Treatment', 'Draft', 'Balance repaired', 'Balance edited']);
export const OTHER_MONEY = 'Other';

/** Issue 36: the heading a line counts under in its year's totals. */
export function ledgerCategory(entry: Pick<LedgerEntry, 'label' | 'category'>): string {
  if (typeof entry.category === 'string' && entry.category !== '') return entry.category;
  if (entry.label.startsWith('Show: ')) return SHOWS;
  if (entry.label.startsWith('Moved to ') || entry.label.startsWith('Moved from ')) return MOVED_MONEY;
  return OWN_HEADINGS.has(entry.label) ? entry.label : OTHER_MONEY;
}

const isMoneyYear = (value: unknown): value is MoneyYear => {
  if (typeof value !== 'object' || value === null) return false;
  const year = value as Partial<MoneyYear>;
  return Number.isInteger(year.year) && typeof year.opening === 'number' && Number.isFinite(year.opening)
    && typeof year.totals === 'object' && year.totals !== null && Object.values(year.totals).every((v) => typeof v === 'number' && Number.isFinite(v));
};

/** The brand's years as a screen may trust them: only well-formed ones, oldest first. */
export const moneyYearsOf = (brand: Partial<Pick<Brand, 'moneyYears'>>): MoneyYear[] =>
  Array.isArray(brand.moneyYears) ? brand.moneyYears.filter(isMoneyYear).sort((a, b) => a.year - b.year) : [];

/**
 * The years with these lines counted (each in its date's year, under its category); `balance` is
 * the balance after the lines, so a year first met opens at what the balance was before its line.
 */
export function withMoneyYears(years: readonly MoneyYear[], balance: number, entries: readonly LedgerEntry[]): MoneyYear[] {
  const byYear = new Map(years.map((y) => [y.year, { ...y, totals: { ...y.totals } }]));
  let running = roundCents(entries.reduce((total, entry) => total - entry.amount, balance));
  for (const entry of entries) {
    const year = Number(entry.date.slice(0, 4));
    if (Number.isInteger(year)) {
      const row = byYear.get(year) ?? { year, opening: running, totals: {} };
      const category = ledgerCategory(entry);
      row.totals[category] = roundCents((row.totals[category] ?? 0) + entry.amount);
      byYear.set(year, row);
    }
    running = roundCents(running + entry.amount);
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year).slice(-MAX_MONEY_YEARS);
}

/**
 * The brand with these lines added to its ledger (its balance untouched: the caller has already
 * moved it by them); the oldest fall off past the limit. Issue 36: a brand with a balance also
 * counts them in its year's totals (moneyYears).
 */
export function withLedgerEntries<B extends Pick<Brand, 'ledger'> & Partial<Pick<Brand, 'balance' | 'moneyYears'>>>(brand: B, entries: readonly LedgerEntry[]): B {
  const kept = entries.filter((entry) => entry.amount !== 0);
  if (kept.length === 0) return brand;
  const rounded = kept.map((entry) => ({ ...entry, amount: roundCents(entry.amount) }));
  return { ...brand, ledger: [...ledgerOf(brand), ...rounded].slice(-MAX_LEDGER_ENTRIES), ...yearsWith(brand, rounded) };
}

/** The brand's years with these lines counted, when it has a balance to count from (else nothing to change). */
const yearsWith = (brand: Partial<Pick<Brand, 'balance' | 'moneyYears'>>, lines: readonly LedgerEntry[]): Partial<Pick<Brand, 'moneyYears'>> =>
  typeof brand.balance === 'number' && Number.isFinite(brand.balance) ? { moneyYears: withMoneyYears(moneyYearsOf(brand), brand.balance, lines) } : {};

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
export const withRepairLine = <B extends Pick<Brand, 'ledger'> & Partial<Pick<Brand, 'balance' | 'moneyYears'>>>(brand: B, line: LedgerEntry): B => ({
  ...brand,
  ledger: [...ledgerOf(brand), line].slice(-MAX_LEDGER_ENTRIES),
  ...yearsWith(brand, [line]),
});

/**
 * Issue 36: a balance set by hand (the records editor) leaves its line, so the jump is explained:
 * the brand with its new balance, the line added (nothing when the balance did not move).
 */
export function withEditedBalance<B extends Pick<Brand, 'ledger' | 'balance'> & Partial<Pick<Brand, 'moneyYears'>>>(brand: B, was: number, date: IsoDate): B {
  if (!Number.isFinite(was) || !Number.isFinite(brand.balance) || brand.balance === was) return brand;
  const reason = `Set by hand in the records editor, from ${formatMoney(was)} to ${formatMoney(brand.balance)}.`;
  return withLedgerEntries(brand, [{ date, amount: roundCents(brand.balance - was), label: 'Balance edited', reason }]);
}

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
