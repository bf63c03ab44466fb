import type { Brand, LedgerEntry } from '../../src/domain/entities/brand';
import { ledgerOf } from '../../src/domain/rules/ledger';

// Issue 36 item 5 `money.unexplained`: every balance change is explained by a ledger line. Each
// week the run keeps, per brand, how far its balance moved and the lines the week wrote (the
// ledger keeps only its newest lines, so a year's lines can only be read as they are written).

/** One brand's week in whole cents: the balance's move, the sum of the week's new lines, and their turnover (Σ|line|). */
export interface BrandMoneyWeek {
  change: number;
  lines: number;
  turnover: number;
}

const cents = (amount: number): number => (Number.isFinite(amount) ? Math.round(amount * 100) : 0);

const sameLine = (a: LedgerEntry, b: LedgerEntry): boolean =>
  a.date === b.date && a.label === b.label && a.amount === b.amount && (a.reason ?? '') === (b.reason ?? '');

/**
 * The lines `after` holds that `before` did not: the ledger only grows at its end and drops its
 * oldest lines past its limit, so after is a tail of before followed by the new lines. The longest
 * tail of before that starts after is taken as kept (none kept: every line is new).
 */
export function newLedgerLines(before: readonly LedgerEntry[], after: readonly LedgerEntry[]): LedgerEntry[] {
  for (let dropped = 0; dropped < before.length; dropped += 1) {
    const kept = before.length - dropped;
    if (kept > after.length) continue;
    let matches = true;
    for (let i = 0; i < kept && matches; i += 1) matches = sameLine(before[dropped + i], after[i]);
    if (matches) return after.slice(kept);
  }
  return [...after];
}

/** Each brand's money week from the brands as they were before and after it (a brand new in the week starts from $0 and no lines). */
export function moneyWeek(
  before: readonly (Pick<Brand, 'balance' | 'ledger'> & { id: number })[],
  after: readonly (Pick<Brand, 'balance' | 'ledger'> & { id: number })[],
): Record<number, BrandMoneyWeek> {
  const was = new Map(before.map((b) => [b.id, b]));
  return Object.fromEntries(after.map((brand) => {
    const old = was.get(brand.id);
    const lines = newLedgerLines(old ? ledgerOf(old) : [], ledgerOf(brand));
    return [brand.id, {
      change: cents(brand.balance) - cents(old?.balance ?? 0),
      lines: lines.reduce((sum, line) => sum + cents(line.amount), 0),
      turnover: lines.reduce((sum, line) => sum + Math.abs(cents(line.amount)), 0),
    }];
  }));
}

/**
 * `money.unexplained`: over every brand and year of the run (52 weeks from its start), |the
 * balance's change − the sum of the lines written| ÷ the year's turnover (Σ|line|, or the change
 * when larger: a move with no line at all is 1). Rounded up to four decimals, so an unexplained
 * cent is never rounded away. null when no week was sampled with money (older records).
 */
export function moneyUnexplained(weeks: readonly { week: number; money?: Record<number, BrandMoneyWeek> }[]): number | null {
  const years = new Map<string, BrandMoneyWeek>();
  let sampled = false;
  for (const sample of weeks) {
    if (!sample.money) continue;
    sampled = true;
    const year = Math.floor((sample.week - 1) / 52);
    for (const [brandId, week] of Object.entries(sample.money)) {
      const key = `${brandId}:${year}`;
      const sum = years.get(key) ?? { change: 0, lines: 0, turnover: 0 };
      years.set(key, { change: sum.change + week.change, lines: sum.lines + week.lines, turnover: sum.turnover + week.turnover });
    }
  }
  if (!sampled) return null;
  let worst = 0;
  for (const { change, lines, turnover } of years.values()) {
    const gap = Math.abs(change - lines);
    if (gap === 0) continue;
    worst = Math.max(worst, gap / Math.max(turnover, Math.abs(change), 1));
  }
  return Math.ceil(worst * 10_000) / 10_000;
}
