// @vitest-environment node
import { moneyUnexplained, moneyWeek, newLedgerLines, type BrandMoneyWeek } from '../../scripts/season/figures-money';
import type { LedgerEntry } from '../../src/domain/entities/brand';
import { MAX_LEDGER_ENTRIES, withLedgerEntries } from '../../src/domain/rules/ledger';
import { roundCents } from '../../src/domain/rules/finance';

// Issue 36 item 5: money.unexplained on hand-made ledgers.

const line = (date: string, amount: number, label = 'Show: AWE Blitz'): LedgerEntry => ({ date, amount, label });
const brand = (id: number, balance: number, ledger: LedgerEntry[]) => ({ id, balance, ledger });

/** A brand moved by its lines, as the game's charges and credits do (balance and ledger together). */
const moved = (b: ReturnType<typeof brand>, lines: LedgerEntry[]) =>
  withLedgerEntries({ ...b, balance: roundCents(lines.reduce((sum, l) => sum + l.amount, b.balance)) }, lines);

describe('newLedgerLines', () => {
  it('is the lines written after the ones already there', () => {
    const a = line('2027-01-06', 100);
    const b = line('2027-01-07', -40, 'Retainers');
    expect(newLedgerLines([a], [a, b])).toEqual([b]);
    expect(newLedgerLines([], [a, b])).toEqual([a, b]);
    expect(newLedgerLines([a, b], [a, b])).toEqual([]);
  });

  it('finds them when the oldest lines fell off the full ledger', () => {
    const full = Array.from({ length: MAX_LEDGER_ENTRIES }, (_, i) => line(`2027-01-${String((i % 28) + 1).padStart(2, '0')}`, i + 1));
    const added = [line('2027-02-01', -5, 'Office and crew'), line('2027-02-01', 7)];
    const after = withLedgerEntries({ ledger: full }, added).ledger;
    expect(after).toHaveLength(MAX_LEDGER_ENTRIES);
    expect(newLedgerLines(full, after)).toEqual(added);
  });

  it('counts a line the same as an older one as new', () => {
    const a = line('2027-01-06', 100);
    expect(newLedgerLines([a], [a, a])).toEqual([a]);
  });
});

describe('money.unexplained', () => {
  const week = (n: number, money: Record<number, BrandMoneyWeek>) => ({ week: n, money });

  it('is 0 when every balance change has its lines, to the cent', () => {
    const start = brand(1, 1_000_000, []);
    const one = moved(start, [line('2027-01-06', 12_345.67), line('2027-01-07', -2_000.01, 'Retainers')]);
    const two = moved(one, [line('2027-01-13', -99_999.99), line('2027-01-14', 0.01, 'Owner budget')]);
    expect(moneyUnexplained([week(1, moneyWeek([start], [one])), week(2, moneyWeek([one], [two]))])).toBe(0);
  });

  it('catches a balance change without a line: the line missing is the whole gap', () => {
    const start = brand(1, 1_000_000, []);
    const one = moved(start, [line('2027-01-06', 50_000)]);
    // A write that moves the balance and leaves no line (the hole the figure closes).
    const two = { ...one, balance: one.balance - 25_000 };
    const value = moneyUnexplained([week(1, moneyWeek([start], [one])), week(2, moneyWeek([one], [two]))]);
    expect(value).toBe(0.5);
  });

  it('never rounds an unexplained cent away', () => {
    const start = brand(1, 50_000_000, []);
    const one = moved(start, [line('2027-01-06', 120_000_000)]);
    const off = { ...one, balance: roundCents(one.balance + 0.01) };
    expect(moneyUnexplained([week(1, moneyWeek([start], [off]))])).toBe(0.0001);
  });

  it('is 1 for a change with no line at all, and judges each brand-year on its own', () => {
    const weeks = [
      week(1, { 1: { change: 500, lines: 500, turnover: 900 }, 2: { change: 0, lines: 0, turnover: 0 } }),
      // Year 2, brand 2: money from nowhere.
      week(53, { 1: { change: -100, lines: -100, turnover: 100 }, 2: { change: 700, lines: 0, turnover: 0 } }),
    ];
    expect(moneyUnexplained(weeks)).toBe(1);
    expect(moneyUnexplained(weeks.slice(0, 1))).toBe(0);
  });

  it('lets a line in one week explain a move another week of the same year reads (the sums are the year’s)', () => {
    expect(moneyUnexplained([week(1, { 1: { change: -300, lines: 0, turnover: 0 } }), week(2, { 1: { change: 0, lines: -300, turnover: 300 } })])).toBe(0);
    expect(moneyUnexplained([week(52, { 1: { change: -300, lines: 0, turnover: 0 } }), week(53, { 1: { change: 0, lines: -300, turnover: 300 } })])).toBe(1);
  });

  it('is null for records without money samples', () => {
    expect(moneyUnexplained([{ week: 1 }])).toBeNull();
  });

  it('reads a brand new in the week from $0', () => {
    const born = moved(brand(9, 0, []), [line('2027-01-06', 10)]);
    expect(moneyWeek([], [born])).toEqual({ 9: { change: 1000, lines: 1000, turnover: 1000 } });
  });
});
