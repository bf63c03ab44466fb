import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBrand, createGame } from '../../entities';
import type { Difficulty } from '../../entities/enums';
import { difficultyCostsRule } from './difficulty-costs';
import { OFFICE_COST } from './overheads';
import { LIVING_WEEK_RULES, runWeekRules, type WeekWorld } from './week-rules';
import { WEEKLY_CHARGE_RULES } from './week-charges';

const world = (difficulty: Difficulty, playerCompanyId: number | null, balance = 1_000_000): WeekWorld => ({
  game: { ...createGame({ rules: 'living', difficulty, playerCompanyId, brandIds: [1] }), id: 1 },
  from: '2026-06-01', to: '2026-06-08', days: 7, wrestlers: [],
  brands: [{ ...createBrand({ name: 'AWE', balance, companyId: 1 }), id: 1 }, { ...createBrand({ name: 'VWU', balance, companyId: 2 }), id: 2 }],
  shows: [], championships: [], reigns: [], news: [],
});

describe("difficulty's costs (issue 18)", () => {
  it("charges the player's brands 15% more of the week's running costs on Hard, 15% less on Easy", () => {
    // Office $40,000 + spending 20% of $1,000,000 = $240,000; 15% of it is $36,000.
    expect(difficultyCostsRule.run(world('HARD', 1)).brands.map((b) => b.balance)).toEqual([964_000, 1_000_000]);
    expect(difficultyCostsRule.run(world('EASY', 1)).brands.map((b) => b.balance)).toEqual([1_036_000, 1_000_000]);
  });

  it('changes nothing on Normal or without a chosen promotion', () => {
    expect(difficultyCostsRule.run(world('NORMAL', 1)).brands.map((b) => b.balance)).toEqual([1_000_000, 1_000_000]);
    expect(difficultyCostsRule.run(world('HARD', null)).brands.map((b) => b.balance)).toEqual([1_000_000, 1_000_000]);
  });

  it('runs just before the overheads, in the living week', () => {
    // Issue 33: the week's charges run together, once per week due (week-charges.ts).
    expect(LIVING_WEEK_RULES.map((rule) => rule.name)).toContain('weekly charges');
    const names = WEEKLY_CHARGE_RULES.map((rule) => rule.name);
    expect(names.indexOf('difficulty costs')).toBe(names.indexOf('weekly overheads') - 1);
  });

  it('keeps a week bounded and draws nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom<Difficulty>('EASY', 'NORMAL', 'HARD'), fc.integer({ min: -50_000_000, max: 50_000_000 }), (difficulty, balance) => {
        let draws = 0;
        const next = difficultyCostsRule.run(world(difficulty, 1, balance));
        const change = balance - next.brands[0].balance;
        // At most 15% of the office plus a fifth of a positive balance, either way.
        expect(Math.abs(change)).toBeLessThanOrEqual(0.15 * (OFFICE_COST + 0.2 * Math.max(0, balance)) + 0.01);
        runWeekRules(world(difficulty, 1, balance), () => (draws += 1, 0.5), [difficultyCostsRule]);
        expect(draws).toBe(0);
      }),
    );
  });
});
