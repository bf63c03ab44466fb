import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, diffDays } from '../../dates';
import { createBrand, createGame, createWrestler } from '../../entities';
import { ledgerOf } from '../ledger';
import { chargeWeeks, weeklyCharges } from './week-charges';
import type { WeekWorld } from './week-world';

const START = '2026-11-22';

const world = (from: string, to: string, paidThrough = '', balance = 1_000_000): WeekWorld => ({
  game: { ...createGame({ rules: 'living', paidThrough }), id: 1 },
  from, to, days: diffDays(from, to),
  wrestlers: [{ ...createWrestler({ name: 'Kip', brandIds: [1], cost: 5_000, contractType: 'FULL', contractExpires: '2030-01-01' }), id: 7 }],
  brands: [{ ...createBrand({ name: 'Northgate Pro', balance }), id: 1 }],
  shows: [], championships: [], reigns: [], news: [],
});

describe('weekly charges, once a week (issue 33)', () => {
  it('a week’s move pays one week, from the move’s start when nothing was paid yet', () => {
    expect(chargeWeeks('', START, addDays(START, 7))).toEqual({ weeks: ['2026-11-29'], paidThrough: '2026-11-29' });
  });

  it('a 14-day step pays two weeks; 1-day steps pay one week in seven', () => {
    expect(chargeWeeks(START, START, addDays(START, 14)).weeks).toEqual(['2026-11-29', '2026-12-06']);
    expect(chargeWeeks(START, addDays(START, 5), addDays(START, 6))).toEqual({ weeks: [], paidThrough: START });
    expect(chargeWeeks(START, addDays(START, 6), addDays(START, 7)).weeks).toEqual(['2026-11-29']);
  });

  it('a date set back and moved on again pays nothing it paid before', () => {
    expect(chargeWeeks('2026-11-29', START, '2026-11-29')).toEqual({ weeks: [], paidThrough: '2026-11-29' });
    expect(chargeWeeks('2026-12-06', START, '2026-11-29').weeks).toEqual([]);
  });

  it('a day paid up to that is no date counts as nothing paid; no date to move to pays nothing', () => {
    expect(chargeWeeks('garbage', START, addDays(START, 7)).weeks).toEqual(['2026-11-29']);
    expect(chargeWeeks('', '', '').weeks).toEqual([]);
  });

  it('writes each charge to the ledger with its reason, and remembers the day paid up to', () => {
    const next = weeklyCharges.run(world(START, '2026-11-29'), () => 0.5);
    expect(next.game.paidThrough).toBe('2026-11-29');
    expect(next.from).toBe(START);
    const ledger = ledgerOf(next.brands[0]);
    expect(ledger.map((line) => [line.label, line.amount])).toEqual([
      ['Retainers', -500],
      ['Office and crew', -40_000],
      ['Spending', -199_900],
    ]);
    expect(ledger.every((line) => line.date === '2026-11-29' && (line.reason ?? '').length > 0)).toBe(true);
    expect(ledger[0].reason).toBe('1 full contract, each paid 10% of an appearance fee every week, booked or not');
    expect(next.brands[0].balance).toBe(1_000_000 - 500 - 40_000 - 199_900);
  });

  it('in the red the owner’s cover is a line of its own, money in', () => {
    const next = weeklyCharges.run(world(START, '2026-11-29', '', -1_000_000), () => 0.5);
    const cover = ledgerOf(next.brands[0]).find((line) => line.label === "Owner's cover");
    expect(cover?.amount).toBeGreaterThan(0);
    expect(cover?.reason).toMatch(/^The owner covers 5% of a red balance/);
  });

  it('property: over any moves forward and back, each week is charged once, and the ledger explains every dollar', () => {
    const move = fc.oneof(fc.integer({ min: 1, max: 28 }), fc.integer({ min: -28, max: -1 }));
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), fc.integer({ min: -2_000_000, max: 20_000_000 }), (moves, balance) => {
        let w = world(START, START, '', balance);
        let date = START;
        // The weeks count from the first move forward (nothing is paid before the first living week).
        let origin: string | null = null;
        let furthest = START;
        for (const days of moves) {
          const to = addDays(date, days);
          // A move back (a date set back by hand) runs no week; a move forward runs the charges.
          if (days > 0) {
            if (origin === null) furthest = origin = date;
            w = weeklyCharges.run({ ...w, from: date, to, days }, () => 0.5);
          }
          date = to;
          if (origin !== null && date > furthest) furthest = date;
        }
        const offices = ledgerOf(w.brands[0]).filter((line) => line.label === 'Office and crew').map((line) => line.date);
        expect(new Set(offices).size).toBe(offices.length);
        expect(offices.length).toBe(origin === null ? 0 : Math.floor(diffDays(origin, furthest) / 7));
        const explained = ledgerOf(w.brands[0]).reduce((total, line) => total + line.amount, balance);
        expect(Math.abs(explained - w.brands[0].balance)).toBeLessThan(0.01 * (offices.length * 4 + 1));
      }),
      { numRuns: 60 },
    );
  });
});
