import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

/**
 * Issue 33: one line of a brand's money: what moved its balance, on which day, and why. A charge
 * is negative, money in is positive. Newest last; at most MAX_LEDGER_ENTRIES are kept
 * (src/domain/rules/ledger.ts adds and reads them).
 */
export interface LedgerEntry {
  date: IsoDate;
  /** Signed US dollars: negative is money out. */
  amount: number;
  /** What it is, in a few words: "Retainers", "Office and crew", "Show: AWE Onslaught". */
  label: string;
  /** Why, in a sentence (optional: a line may need none). */
  reason?: string;
  /** Issue 36: the heading the year's totals count it under (absent: read from the label, ledger.ts ledgerCategory). */
  category?: string;
}

/**
 * Issue 36: one calendar year of a brand's money, by category: what that year's ledger lines add
 * up to (the ledger itself keeps only its newest lines). opening + Σ totals is the balance after
 * the year's last line.
 */
export interface MoneyYear {
  year: number;
  /** The balance before the year's first line. */
  opening: number;
  /** Category → the signed sum of the year's lines, to the cent. */
  totals: Record<string, number>;
}

export interface Brand extends BaseRecord {
  /** The wrestler who directs the brand. */
  directorId: number | null;
  /** US dollars. */
  balance: number;
  companyId: number | null;
  /** Issue 15 (living rules): consecutive weeks the brand has ended in the red (0 when in the black). */
  redWeeks: number;
  /** Issue 33: the brand's recent money, newest last (an old save has none). */
  ledger: LedgerEntry[];
  /** Issue 36: the brand's money per calendar year by category, oldest first (an old save has none). */
  moneyYears: MoneyYear[];
  /**
   * Issue 36 (living rules, games with rivals): the brand's size, its in-ring roster when the talent
   * market first saw it (its start), a wrestler shared with other brands counted for their share
   * (talent-valuation.ts rosterSize, so a promotion's brands add up to its roster counted once); its
   * roster's floor and ceiling follow it (rosterBand). 0 until the market has seen the brand (older saves: their next week).
   */
  rosterBase: number;
}

export const createBrand = (partial?: Partial<Brand>): Brand =>
  withDefaults<Brand>({ ...baseDefaults(), directorId: null, balance: 0, companyId: null, redWeeks: 0, ledger: [], moneyYears: [], rosterBase: 0 }, partial);
