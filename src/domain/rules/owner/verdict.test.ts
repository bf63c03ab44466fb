import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OWNER_BUDGET_STEP, isShortYear, ownerVerdict } from './verdict';

const objectives = (...met: boolean[]) => met.map((m) => ({ met: m }));

describe("the owner's verdict (issue 18)", () => {
  it('praises three of four met and adds to the budget', () => {
    const verdict = ownerVerdict(objectives(true, true, true, false));
    expect(verdict).toMatchObject({ tone: 'praise', met: 3, total: 4, budget: OWNER_BUDGET_STEP });
    expect(verdict.text).toBe('3 of 4 objectives met. The owner is delighted and adds $100,000 to each of your brands’ budgets.');
  });

  it('is satisfied with half and warns below', () => {
    expect(ownerVerdict(objectives(true, true, false, false))).toMatchObject({ tone: 'steady', budget: 0 });
    expect(ownerVerdict(objectives(true, false, false, false))).toMatchObject({ tone: 'warning', budget: -OWNER_BUDGET_STEP });
  });

  it('only counts a short year', () => {
    expect(ownerVerdict(objectives(false, false), { short: true })).toMatchObject({ tone: 'steady', met: 0, budget: 0 });
    expect([isShortYear('2026-11-22', 2026), isShortYear('2026-01-04', 2026), isShortYear(undefined, 2026)]).toEqual([true, false, false]);
  });

  it('is deterministic, counts what was met and keeps the budget bounded', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 8 }), (met) => {
        const verdict = ownerVerdict(objectives(...met));
        expect(ownerVerdict(objectives(...met))).toEqual(verdict);
        expect(verdict.met).toBe(met.filter(Boolean).length);
        expect(Math.abs(verdict.budget)).toBeLessThanOrEqual(OWNER_BUDGET_STEP);
        // Meeting one more objective never makes the verdict worse.
        const better = ownerVerdict(objectives(...met.map(() => true)));
        expect(better.budget).toBeGreaterThanOrEqual(verdict.budget);
      }),
    );
  });
});
