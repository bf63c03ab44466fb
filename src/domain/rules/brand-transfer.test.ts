import fc from 'fast-check';
import { createBrand } from '../entities/brand';
import { MAX_LEDGER_ENTRIES } from './ledger';
import { transferMoney, transferProblem } from './brand-transfer';
import { checkField, fieldRule, type NumberRule } from '../fields';

// Issue 33 item 6: money moves between one promotion's brands, both ledgers saying so.
const brand = (id: number, balance: number, companyId: number | null = 1) => ({ ...createBrand({ name: `Brand ${id}`, balance, companyId }), id });
const mine = () => true;

describe('a transfer between brands', () => {
  it('takes the amount from one balance and adds it to the other, each with its ledger entry', () => {
    const [from, to] = transferMoney(brand(1, 1000), brand(2, 50), 400.5, '2027-01-03', 'to pay a counter ');
    expect([from.balance, to.balance]).toEqual([599.5, 450.5]);
    expect(from.ledger).toEqual([{ date: '2027-01-03', amount: -400.5, label: 'Moved to Brand 2', reason: 'To pay a counter.' }]);
    expect(to.ledger).toEqual([{ date: '2027-01-03', amount: 400.5, label: 'Moved from Brand 1', reason: 'To pay a counter.' }]);
    expect(transferMoney(brand(1, 10), brand(2, 0), 1, '2027-01-03', '  ')[0].ledger).toEqual([{ date: '2027-01-03', amount: -1, label: 'Moved to Brand 2' }]);
  });

  it('refuses what cannot be moved, saying why', () => {
    expect(transferProblem(brand(1, 100), brand(1, 100), 5, mine)).toBe('Choose two different brands: the money leaves one and reaches the other.');
    expect(transferProblem(brand(1, 100), brand(2, 0, 2), 5, mine)).toBe('Brand 1 and Brand 2 belong to different promotions: money moves only between the brands of one promotion.');
    expect(transferProblem(brand(1, 100), brand(2, 0), 5, (id) => id === 1)).toBe('Brand 2 is not one of your brands: money moves only between your own brands.');
    expect(transferProblem(brand(1, 100), brand(2, 0), 100.01, mine)).toBe('Brand 1 has $100: it can move at most that.');
    expect(transferProblem(brand(1, -5), brand(2, 0), 1, mine)).toBe('Brand 1 has -$5: it has nothing to move.');
    expect(transferProblem(brand(1, 100), brand(2, 0), 0.001, mine)).toBe('The amount cannot have fractions of a cent.');
    expect(transferProblem(brand(1, 100), brand(2, 0), Number.NaN, mine)).toBe('Type an amount of dollars above $0.');
    expect(transferProblem(undefined, brand(2, 0), 1, mine)).toBe('Choose the brand the money leaves and the brand it goes to.');
    expect(transferProblem(brand(1, 100), brand(2, 0), 100, mine)).toBeNull();
  });

  it('never leaves an amount or a balance outside the Brand money rule (issue 34)', () => {
    const { max } = fieldRule('Brand', 'balance') as NumberRule;
    expect(transferProblem(brand(1, max), brand(2, 0), max * 10, mine)).toBe('Type an amount of at most $1,000,000,000,000,000.');
    expect(transferProblem(brand(1, 500), brand(2, max - 100), 500, mine)).toBe(
      'Brand 2 has $999,999,999,999,900 and a balance holds at most $1,000,000,000,000,000: it can take at most $100 more.',
    );
    fc.assert(
      fc.property(fc.double({ min: -2e15, max: 2e15, noNaN: true }), fc.double({ min: -2e15, max: 2e15, noNaN: true }), fc.double(), (giving, taking, amount) => {
        const [from, to] = [brand(1, Math.max(-max, Math.min(max, giving))), brand(2, Math.max(-max, Math.min(max, taking)))];
        if (transferProblem(from, to, amount, mine) !== null) return;
        const [gave, got] = transferMoney(from, to, amount, '2027-01-03');
        for (const b of [gave, got]) expect(checkField(fieldRule('Brand', 'balance')!, b.balance)).toBeNull();
      }),
    );
  });

  it('keeps the newest entries only', () => {
    let [a, b] = [brand(1, 1_000_000), brand(2, 0)];
    for (let i = 0; i < MAX_LEDGER_ENTRIES + 5; i += 1) [a, b] = transferMoney(a, b, 1, '2027-01-03');
    expect(a.ledger).toHaveLength(MAX_LEDGER_ENTRIES);
    expect(a.balance).toBe(1_000_000 - MAX_LEDGER_ENTRIES - 5);
  });

  it('never makes or loses money, never takes a brand below zero, and each ledger line is what its balance moved (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: -1_000_000_00, max: 10_000_000_00 }), fc.integer({ min: 1, max: 10_000_000_00 }), (fromCents, toCents, amountCents) => {
        const from = brand(1, fromCents / 100);
        const to = brand(2, toCents / 100);
        const amount = amountCents / 100;
        const problem = transferProblem(from, to, amount, mine);
        if (amount > from.balance) {
          expect(problem).not.toBeNull();
          return;
        }
        expect(problem).toBeNull();
        const [gave, got] = transferMoney(from, to, amount, '2027-01-03');
        expect(Math.round((gave.balance + got.balance) * 100)).toBe(fromCents + toCents);
        expect(gave.balance).toBeGreaterThanOrEqual(0);
        expect(Math.round((gave.balance - from.balance) * 100)).toBe(Math.round(gave.ledger.at(-1)!.amount * 100));
        expect(Math.round((got.balance - to.balance) * 100)).toBe(Math.round(got.ledger.at(-1)!.amount * 100));
        expect(gave.ledger.at(-1)!.amount).toBe(-got.ledger.at(-1)!.amount);
      }),
    );
  });
});
