import fc from 'fast-check';
import { showTypes } from '../catalog/show-types';
import { createShow } from '../entities/show';
import { productionFinances, raisedAverageViewers } from './finance';

describe('when a production is paid for (SPEC §9 Finance)', () => {
  it.each([
    // type, attendance, attendanceIncome, merchIncome, income
    ['CABLE', 2_000, 176_000, 24_000, 1_100_000],
    ['TV', 13_000, 1_430_000, 260_000, 2_690_000],
    ['PPV', 25_000, 11_000_000, 900_000, 13_900_000],
    ['MAJOR_PPV', 75_000, 49_500_000, 3_000_000, 57_500_000],
    ['WORLD', 80_000, 22_880_000, 2_560_000, 35_440_000],
    ['X', 2_000, 0, 0, 10_000_000],
  ] as const)('a %s show draws %d, selling tickets for %d and merch for %d, earning %d', (type, attendance, attendanceIncome, merchIncome, income) => {
    const show = createShow({ ...showTypes[type] });
    expect(productionFinances({ show, wrestlerCosts: [], segmentCosts: [], brandCount: 1 })).toMatchObject({
      attendance, attendanceIncome, merchIncome, income,
    });
  });

  it.each([
    // wrestler costs, segment costs, production cost, brands → outgoings, payout, singlePayout
    [[100, 100], [10_000, 18_000], undefined, 2, 28_500, 2_661_500, 1_330_750],
    [[], [], undefined, 1, 300, 2_689_700, 2_689_700],
    [[5_000], [1_000_000], 1_000_000, 4, 2_005_000, 685_000, 171_250],
    [[1_000], [4_000_000], 0, 2, 4_001_000, -1_311_000, -655_500],
  ])('a TV show with wrestlers %j and segments %j (production %s, %d brands) pays out as expected', (
    wrestlerCosts, segmentCosts, productionCost, brandCount, outgoings, payout, singlePayout,
  ) => {
    const show = createShow({ ...showTypes.TV });
    const result = productionFinances({ show, wrestlerCosts, segmentCosts, productionCost, brandCount });
    expect(result).toMatchObject({ outgoings, payout, singlePayout });
    expect(result.wrestlersCost).toBe(wrestlerCosts.reduce((a, b) => a + b, 0));
    expect(result.segmentsCost).toBe(segmentCosts.reduce((a, b) => a + b, 0));
  });

  it('books the whole payout as one share when no brand is given', () => {
    const show = createShow({ ...showTypes.CABLE });
    const result = productionFinances({ show, wrestlerCosts: [], segmentCosts: [], brandCount: 0 });
    expect(result.singlePayout).toBe(result.payout);
  });

  it('keeps payout = income − outgoings = singlePayout × brands (property)', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          income: money, avgAttendance: fc.integer({ min: 0, max: 100_000 }),
          avgTicketPrice: fc.integer({ min: 0, max: 1_000 }), avgMerchPrice: fc.integer({ min: 0, max: 200 }),
        }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 20 }),
        fc.array(fc.constantFrom(1, 100, 5_000, 18_000, 1_000_000), { maxLength: 10 }),
        fc.option(money, { nil: undefined }),
        fc.integer({ min: 1, max: 6 }),
        (show, wrestlerCosts, segmentCosts, productionCost, brandCount) => {
          const r = productionFinances({ show, wrestlerCosts, segmentCosts, productionCost, brandCount });
          expect(r.income).toBeCloseTo(show.income + r.attendanceIncome + r.merchIncome, 2);
          expect(r.outgoings).toBeCloseTo((productionCost ?? 300) + r.wrestlersCost + r.segmentsCost, 2);
          expect(r.payout).toBeCloseTo(r.income - r.outgoings, 2);
          expect(r.singlePayout * brandCount).toBeCloseTo(r.payout, 2);
        },
      ),
    );
  });
});

describe('when the show\'s average viewers may rise', () => {
  it.each([
    [2_100_000, [2.1, 2.0], 2_205_000],
    [2_100_000, [2, 2], 2_100_000],
    [2_100_000, [5, 0, 0], 2_100_000],
    [2_100_000, [], 2_100_000],
    [200_000, [3.5], 210_000],
    [1_001, [2.01], 1_051],
  ])('%d viewers with competition ratings %j become %d', (avgViewers, ratings, expected) => {
    expect(raisedAverageViewers(avgViewers, ratings)).toBe(expected);
  });
});
