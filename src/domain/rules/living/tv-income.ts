import { roundCents } from '../finance';

// Issue 15 (living rules): TV and streaming money follows the audience. The spec's deals (a show's
// `income`, e.g. $10M for an eight-minute online show) stay the classic rule's; under living rules
// a show earns a fixed amount per viewer, so a show that loses viewers loses money.

/** Dollars a show earns per viewer. */
export const TV_RATE_PER_VIEWER = 0.5;

/** The show's viewers ÷ its type's usual viewers: its recent form; 1 when either is unknown. */
export function viewersRatio(viewers: number, usualViewers: number): number {
  if (!(usualViewers > 0) || !Number.isFinite(viewers)) return 1;
  return Math.max(0, viewers) / usualViewers;
}

/** Viewers × the rate, to the cent; never negative. */
export const tvIncome = (viewers: number): number =>
  roundCents(Number.isFinite(viewers) ? Math.max(0, viewers) * TV_RATE_PER_VIEWER : 0);
