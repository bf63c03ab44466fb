import fc from 'fast-check';
import { createBrand } from '../entities/brand';
import { createShow } from '../entities/show';
import { FieldRuleError } from '../fields/record-check';
import { productionFinances } from '../rules/finance';
import { creditBrands, creditProduction } from './completion-finance';
import { emptyWork } from './test-work';

// Issue 14: the spec's finance formulas are untouched; the completion refuses to store a result
// that is not finite or is beyond what a save may hold.
const economy = { income: 1_000_000, avgTicketPrice: 100, avgMerchPrice: 50, avgViewers: 2_000_000, avgAttendance: 13_000 };
const work = (show: Partial<ReturnType<typeof createShow>>) =>
  emptyWork({ id: 7 }, { show: { ...createShow({ ...economy, ...show }), id: 3 }, brands: [{ ...createBrand({ name: 'Raw' }), id: 1 }] });

describe('when a production is credited', () => {
  it('stores the spec formulas’ figures for a normal show', () => {
    const credited = creditProduction(work({}));
    const expected = productionFinances({ show: { ...economy }, wrestlerCosts: [], segmentCosts: [], productionCost: 300, brandCount: 1 });
    expect(credited.production).toMatchObject(expected);
  });

  it('refuses an attendance of 1e308 (income would be Infinity, the balance NaN), naming the production and field', () => {
    expect(() => creditProduction(work({ avgAttendance: 1e308 }))).toThrow(FieldRuleError);
    expect(() => creditProduction(work({ avgAttendance: 1e308 }))).toThrow(/^Production 7: .*Production 7: attendance must be a number from 0 to 10,000,000/s);
  });

  it('refuses a brand balance that would leave the limits', () => {
    const brand = { ...createBrand({ name: 'Raw', balance: 9e14 }), id: 2 };
    expect(() => creditBrands([brand], [{ brandId: 2, amount: 2e14 }])).toThrow(/^Brand 2: balance must be a number/);
    expect(() => creditBrands([brand], [{ brandId: 2, amount: Number.NaN }])).toThrow(/\(it is \(NaN\)\)\.$/);
  });

  it('never stores a figure that is not finite, whatever the show’s economy (property)', () => {
    const money = fc.oneof(fc.double({ min: -1e308, max: 1e308, noNaN: true }), fc.constantFrom(Infinity, -Infinity, Number.NaN, 0, 1e15));
    fc.assert(
      fc.property(money, money, money, money, (income, avgTicketPrice, avgMerchPrice, avgAttendance) => {
        try {
          const { production } = creditProduction(work({ income, avgTicketPrice, avgMerchPrice, avgAttendance }));
          for (const key of ['income', 'payout', 'singlePayout', 'attendanceIncome', 'merchIncome', 'outgoings'] as const) {
            expect(Number.isFinite(production[key])).toBe(true);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(FieldRuleError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
