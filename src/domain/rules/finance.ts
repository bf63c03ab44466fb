import { DEFAULT_PRODUCTION_COST } from '../entities/production';
import type { Show } from '../entities/show';
import { average, sum } from './stats';

export interface FinanceInput {
  show: Pick<Show, 'income' | 'avgAttendance' | 'avgTicketPrice' | 'avgMerchPrice'>;
  /** Cost of each appearing wrestler. */
  wrestlerCosts: readonly number[];
  /** Cost of each segment's kind. */
  segmentCosts: readonly number[];
  /** The production's own cost; 300 when not given. */
  productionCost?: number;
  /** Brands that share the payout. */
  brandCount: number;
}

export interface ProductionFinances {
  attendance: number;
  attendanceIncome: number;
  merchIncome: number;
  income: number;
  wrestlersCost: number;
  segmentsCost: number;
  outgoings: number;
  payout: number;
  singlePayout: number;
}

/** Money is kept to the cent so 1.1 × a price does not leave binary dust in the balances. */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** SPEC §9 "Finance" as DESIGN §3 reads it. */
export function productionFinances(input: FinanceInput): ProductionFinances {
  const { show, productionCost = DEFAULT_PRODUCTION_COST } = input;
  const attendance = show.avgAttendance;
  // Ticket sales plus 10% extra on top (DESIGN §3: attendance × price × 1.1).
  const attendanceIncome = roundCents(attendance * show.avgTicketPrice * 1.1);
  const merchIncome = roundCents(show.avgMerchPrice * 0.4 * attendance);
  const income = roundCents(show.income + attendanceIncome + merchIncome);
  const wrestlersCost = roundCents(sum(input.wrestlerCosts));
  const segmentsCost = roundCents(sum(input.segmentCosts));
  const outgoings = roundCents(productionCost + wrestlersCost + segmentsCost);
  const payout = roundCents(income - outgoings);
  // docs/decisions-rules.md: a production without brands still books its payout as one share.
  const singlePayout = payout / Math.max(1, Math.floor(input.brandCount) || 1);
  return { attendance, attendanceIncome, merchIncome, income, wrestlersCost, segmentsCost, outgoings, payout, singlePayout };
}

export const VIEWERS_RISE = 0.05;
export const VIEWERS_RISE_THRESHOLD = 2;

/**
 * SPEC §9: when the competition segments averaged a rating above 2, the show's average viewers
 * rise by 5% (rounded to whole viewers). No competition segment means no rise.
 */
export function raisedAverageViewers(avgViewers: number, competitionRatings: readonly number[]): number {
  return earnsViewersRise(competitionRatings) ? risenAverageViewers(avgViewers) : avgViewers;
}

/** SPEC §9's condition for the rise: some competition segment, and their average rating above 2. */
export const earnsViewersRise = (competitionRatings: readonly number[]): boolean =>
  competitionRatings.length > 0 && average(competitionRatings) > VIEWERS_RISE_THRESHOLD;

/** SPEC §9's rise itself: 5% more, rounded to whole viewers. */
export const risenAverageViewers = (avgViewers: number): number => Math.round(avgViewers * (1 + VIEWERS_RISE));
