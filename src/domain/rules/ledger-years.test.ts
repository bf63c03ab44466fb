import fc from 'fast-check';
import type { LedgerEntry } from '../entities/brand';
import { roundCents } from './finance';
import { ledgerCategory, moneyYearsOf, withEditedBalance, withLedgerEntries, withMoneyYears } from './ledger';

// Issue 36: a brand's money per calendar year by category, kept as its lines are written.

const line = (date: string, amount: number, label: string, category?: string): LedgerEntry => ({ date, amount, label, ...(category ? { category } : {}) });

describe('ledgerCategory', () => {
  it('counts every show under Shows, moves between brands together, and known charges under their own label', () => {
    expect(ledgerCategory(line('2027-01-01', 1, 'Show: AWE Blitz'))).toBe('Shows');
    expect(ledgerCategory(line('2027-01-01', 1, 'Moved from AWE Foundry'))).toBe('Moved between brands');
    expect(ledgerCategory(line('2027-01-01', -1, 'Moved to AWE Foundry'))).toBe('Moved between brands');
    expect(ledgerCategory(line('2027-01-01', -1, 'Spending'))).toBe('Spending');
    expect(ledgerCategory(line('2027-01-01', -1, 'Pay a $5,000 bonus', 'Conversations'))).toBe('Conversations');
    expect(ledgerCategory(line('2027-01-01', -1, 'Something new'))).toBe('Other');
  });
});

describe('withMoneyYears', () => {
  it('opens a year at the balance before its first line and adds each line under its category', () => {
    let brand = { balance: 1_000, ledger: [] as LedgerEntry[], moneyYears: [] as ReturnType<typeof moneyYearsOf> };
    const pay = (entry: LedgerEntry) => (brand = withLedgerEntries({ ...brand, balance: roundCents(brand.balance + entry.amount) }, [entry]));
    pay(line('2026-12-30', 500, 'Show: North Weekly'));
    pay(line('2026-12-31', -200, 'Spending'));
    pay(line('2027-01-02', 300.25, 'Show: North Special'));
    pay(line('2027-01-02', 99.75, 'Show: North Weekly'));
    expect(moneyYearsOf(brand)).toEqual([
      { year: 2026, opening: 1_000, totals: { Shows: 500, Spending: -200 } },
      { year: 2027, opening: 1_300, totals: { Shows: 400 } },
    ]);
  });

  it('a balance edited by hand is its own line, and an unchanged one writes none', () => {
    const brand = { balance: 2_500, ledger: [] as LedgerEntry[], moneyYears: [] };
    const edited = withEditedBalance(brand, 1_000, '2027-03-01');
    expect(edited.ledger).toEqual([{ date: '2027-03-01', amount: 1_500, label: 'Balance edited', reason: 'Set by hand in the records editor, from $1,000 to $2,500.' }]);
    expect(moneyYearsOf(edited)).toEqual([{ year: 2027, opening: 1_000, totals: { 'Balance edited': 1_500 } }]);
    expect(withEditedBalance(brand, 2_500, '2027-03-01')).toBe(brand);
  });

  it('property: over any lines in any years, each year opens where the last closed and the last closes at the balance, to the cent', () => {
    const entry = fc.record({
      year: fc.integer({ min: 2026, max: 2030 }),
      cents: fc.integer({ min: -5_000_000_00, max: 5_000_000_00 }),
      label: fc.constantFrom('Show: A', 'Spending', 'Retainers', "Owner's cover", 'Moved to B'),
    });
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.array(entry, { maxLength: 40 }), (start, raw) => {
      const entries = [...raw].sort((a, b) => a.year - b.year).map((e) => line(`${e.year}-06-01`, e.cents / 100, e.label));
      let balance = start;
      let years = withMoneyYears([], balance, []);
      for (const e of entries) {
        balance = roundCents(balance + e.amount);
        years = withMoneyYears(years, balance, [e]);
      }
      years.forEach((y, i) => {
        const closing = roundCents(Object.values(y.totals).reduce((sum, amount) => sum + amount, y.opening));
        expect(closing).toBe(i + 1 < years.length ? years[i + 1].opening : balance);
      });
    }));
  });
});
