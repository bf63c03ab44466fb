import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

/**
 * Issue 33: one movement of a brand's money outside a show's own figures (a transfer between the
 * promotion's brands, a weekly charge), oldest first, at most MAX_LEDGER_ENTRIES. Read with ledgerOf.
 */
export interface BrandLedgerEntry {
  date: IsoDate;
  /** US dollars: positive came in, negative went out. */
  amount: number;
  /** The brand's balance after it. */
  balance: number;
  /** Why, in one sentence ("Moved to AWE Foundry: to counter VWU's offer for Knox Everhart."). */
  reason?: string;
}

export interface Brand extends BaseRecord {
  /** The wrestler who directs the brand. */
  directorId: number | null;
  /** US dollars. */
  balance: number;
  companyId: number | null;
  /** Issue 15 (living rules): consecutive weeks the brand has ended in the red (0 when in the black). */
  redWeeks: number;
  /** Issue 33: the brand's money movements, oldest first (an old save has none). */
  ledger: BrandLedgerEntry[];
}

/** Newest ledger entries a brand keeps. */
export const MAX_LEDGER_ENTRIES = 200;

export const createBrand = (partial?: Partial<Brand>): Brand =>
  withDefaults<Brand>({ ...baseDefaults(), directorId: null, balance: 0, companyId: null, redWeeks: 0, ledger: [] }, partial);

/** The brand's ledger, oldest first (empty for an old record). */
export const ledgerOf = (brand: Pick<Brand, 'ledger'>): BrandLedgerEntry[] => (Array.isArray(brand.ledger) ? brand.ledger : []);

/**
 * The brand with one more ledger entry, the oldest dropped beyond MAX_LEDGER_ENTRIES. The entries
 * are copied: a stored row shares no object with another (backup '#' refs).
 */
export const withLedgerEntry = <B extends Pick<Brand, 'ledger'>>(brand: B, entry: BrandLedgerEntry): B => ({
  ...brand,
  ledger: [...ledgerOf(brand).map((e) => ({ ...e })), { ...entry }].slice(-MAX_LEDGER_ENTRIES),
});
