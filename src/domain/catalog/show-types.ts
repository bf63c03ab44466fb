import type { ShowTypeKey } from '../entities/enums';
import type { ShowEconomy } from '../entities/show';

/** An economy preset a show can be built from (SPEC §3 "Show types"). Money in US dollars. */
export interface ShowType extends ShowEconomy {
  cost: number;
}

// "free" tickets and "none" merch are 0.
export const showTypes: Readonly<Record<ShowTypeKey, ShowType>> = Object.freeze({
  CABLE: { cost: 10_000, income: 900_000, defaultAmountSegments: 3, avgTicketPrice: 80, avgMerchPrice: 30, avgViewers: 200_000, avgAttendance: 2_000 },
  TV: { cost: 1_000_000, income: 1_000_000, defaultAmountSegments: 4, avgTicketPrice: 100, avgMerchPrice: 50, avgViewers: 2_100_000, avgAttendance: 13_000 },
  PPV: { cost: 1_000_000, income: 2_000_000, defaultAmountSegments: 5, avgTicketPrice: 400, avgMerchPrice: 90, avgViewers: 2_000_000, avgAttendance: 25_000 },
  MAJOR_PPV: { cost: 5_000_000, income: 5_000_000, defaultAmountSegments: 5, avgTicketPrice: 600, avgMerchPrice: 100, avgViewers: 5_000_000, avgAttendance: 75_000 },
  WORLD: { cost: 10_000_000, income: 10_000_000, defaultAmountSegments: 5, avgTicketPrice: 260, avgMerchPrice: 80, avgViewers: 4_000_000, avgAttendance: 80_000 },
  X: { cost: 100_000, income: 10_000_000, defaultAmountSegments: 1, avgTicketPrice: 0, avgMerchPrice: 0, avgViewers: 1_000_000, avgAttendance: 2_000 },
});
