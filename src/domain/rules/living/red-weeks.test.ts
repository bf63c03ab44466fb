import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBrand, createGame, createWrestler } from '../../entities';
import { redBalances, redBalanceWarning } from './red-weeks';
import { runWeekRules, type WeekWorld } from './week-rules';

const world = (balance: number, redWeeks: number, morale = 50): WeekWorld => ({
  game: { ...createGame({ rules: 'living' }), id: 1 },
  from: '2026-06-01', to: '2026-06-08', days: 7,
  wrestlers: [{ ...createWrestler({ name: 'Kip', brandIds: [1], morale, contractType: 'PART' }), id: 7 }],
  brands: [{ ...createBrand({ name: 'Northgate Pro', balance, redWeeks }), id: 1 }],
  shows: [], championships: [], reigns: [], news: [],
});

describe('brands in the red (issue 15)', () => {
  it('counts the weeks in a row and warns first, morale untouched', () => {
    const next = redBalances.run(world(-100_000, 0));
    expect(next.brands[0].redWeeks).toBe(1);
    expect(next.wrestlers[0].morale).toBe(50);
    expect(next.news).toEqual([
      "Northgate Pro is in the red (-$100,000) for 1 week: no signings until it recovers. Warning: in 2 more weeks in the red its wrestlers' morale starts to fall.",
    ]);
  });

  it('after the warnings its wrestlers’ morale falls each week', () => {
    const next = redBalances.run(world(-100_000, 2));
    expect(next.brands[0].redWeeks).toBe(3);
    expect(next.wrestlers[0].morale).toBe(48);
    expect(redBalanceWarning(next.brands[0])).toContain("its wrestlers' morale is falling");
  });

  it('back in the black the count starts again and nothing is said', () => {
    const next = redBalances.run(world(10, 5));
    expect(next.brands[0].redWeeks).toBe(0);
    expect(next.news).toEqual([]);
  });

  it('the whole living week charges retainers and overheads before counting', () => {
    const next = runWeekRules(world(30_000, 0), () => 0.5);
    // 30,000 − office 40,000 − 20% spending of 30,000 (6,000) = −16,000: in the red.
    expect(next.brands[0].balance).toBe(-16_000);
    expect(next.brands[0].redWeeks).toBe(1);
  });

  it('property: morale never below 0, red weeks never negative, balances finite', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (balance, redWeeks, morale) => {
        const next = runWeekRules(world(balance, redWeeks, morale), () => 0.5);
        expect(next.wrestlers[0].morale).toBeGreaterThanOrEqual(0);
        expect(next.brands[0].redWeeks).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(next.brands[0].balance)).toBe(true);
      }),
    );
  });
});
