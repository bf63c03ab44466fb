import { showTypes } from './show-types';

describe('the show type presets', () => {
  it.each([
    ['CABLE', 10_000, 900_000, 3, 80, 30, 200_000, 2_000],
    ['TV', 1_000_000, 1_000_000, 4, 100, 50, 2_100_000, 13_000],
    ['PPV', 1_000_000, 2_000_000, 5, 400, 90, 2_000_000, 25_000],
    ['MAJOR_PPV', 5_000_000, 5_000_000, 5, 600, 100, 5_000_000, 75_000],
    ['WORLD', 10_000_000, 10_000_000, 5, 260, 80, 4_000_000, 80_000],
    ['X', 100_000, 10_000_000, 1, 0, 0, 1_000_000, 2_000],
  ] as const)('%s costs %d, earns %d, has %d segments, tickets %d, merch %d, %d viewers, %d attending', (
    key, cost, income, defaultAmountSegments, avgTicketPrice, avgMerchPrice, avgViewers, avgAttendance,
  ) => {
    expect(showTypes[key]).toEqual({
      cost, income, defaultAmountSegments, avgTicketPrice, avgMerchPrice, avgViewers, avgAttendance,
    });
  });

  it('has exactly the six presets', () => {
    expect(Object.keys(showTypes)).toEqual(['CABLE', 'TV', 'PPV', 'MAJOR_PPV', 'WORLD', 'X']);
  });
});
