import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merchIncome, ticketIncome } from './gate';
import { weeklyOverheads } from './overheads';
import { stagingCost } from './staging';
import { paidViewers, tvIncome } from './tv-income';
import { appearanceWages, weeklyRetainer } from './wages';

// Within what a save may hold (field rules), plus what is not a number at all.
const money = fc.oneof(fc.double({ min: -1e12, max: 1e12 }), fc.constantFrom(Number.NaN, Infinity, -Infinity));

describe('living money rules (issue 15)', () => {
  it('tickets are seats × price × the venue multiplier relative to a standard arena (1.5); merchandise 40% of the merch price per head', () => {
    expect(ticketIncome(11_240, 45, 1.6)).toBe(539_520);
    expect(ticketIncome(1_000, 100, 1.5)).toBe(100_000);
    expect(merchIncome(11_240, 30)).toBe(134_880);
  });

  it('TV income is $0.60 a viewer, paid for at most three times the usual audience', () => {
    expect(tvIncome(2_100_000, 2_100_000)).toBe(1_260_000);
    expect(paidViewers(9_000_000, 2_000_000)).toBe(6_000_000);
    expect(tvIncome(9_000_000, 2_000_000)).toBe(3_600_000);
    expect(tvIncome(-5, 100)).toBe(0);
  });

  it('staging is the show type’s cost for three hours, pro rata', () => {
    expect(stagingCost('TV', 8_280)).toBe(766_666.67);
    expect(stagingCost('X', 480)).toBe(4_444.44);
    expect(stagingCost(null, 3_600)).toBe(0);
  });

  it('wages: each appearance its cost; a FULL contract’s retainer a tenth of it a week, none for others', () => {
    expect(appearanceWages([1_000, 1_000, 2_500])).toBe(4_500);
    const full = { contractType: 'FULL' as const, status: 'SIGNED' as const, cost: 5_000, contractExpires: '2027-01-01', remainingAppearances: 10 };
    expect(weeklyRetainer(full, '2026-06-01')).toBe(500);
    expect(weeklyRetainer({ ...full, contractType: 'PART' }, '2026-06-01')).toBe(0);
    expect(weeklyRetainer({ ...full, status: 'UNSIGNED' }, '2026-06-01')).toBe(0);
    expect(weeklyRetainer(full, '2027-02-01')).toBe(0);
  });

  it('overheads: the office, and a share of a positive balance; the owner covers part of a red one', () => {
    expect(weeklyOverheads({ balance: 10_000_000 })).toEqual({ office: 40_000, spending: 2_000_000, support: 0, total: 2_040_000 });
    // In the red the owner covers 5% of the debt: 40,000 − 25,000.
    expect(weeklyOverheads({ balance: -500_000 })).toEqual({ office: 40_000, spending: 0, support: 25_000, total: 15_000 });
  });

  it('property: every figure is finite and never negative, whatever comes in', () => {
    fc.assert(
      fc.property(money, money, money, (a, b, c) => {
        for (const value of [ticketIncome(a, b, c), merchIncome(a, b), tvIncome(a, b), stagingCost('PPV', a), appearanceWages([a, b, c]), weeklyOverheads({ balance: a }).spending, weeklyOverheads({ balance: a }).support]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
