import { roundCents } from '../finance';

// Issue 15 (living rules): TV and streaming money follows the audience. The spec's deals (a show's
// `income`, e.g. $10M for an eight-minute online show) stay the classic rule's; under living rules
// a show earns a fixed amount per viewer, so a show that loses viewers loses money. The gate stays
// the bigger part of a night's money, so a cold show cannot live on television alone.

/** Dollars a show earns per viewer. */
export const TV_RATE_PER_VIEWER = 0.6;

/** The show's viewers ÷ its type's usual viewers: its recent form; 1 when either is unknown. */
export function viewersRatio(viewers: number, usualViewers: number): number {
  if (!(usualViewers > 0) || !Number.isFinite(viewers)) return 1;
  return Math.max(0, viewers) / usualViewers;
}

/** A deal pays for at most three times the audience the show's type usually has. */
export const PAID_VIEWERS_CAP = 3;

/** The viewers a deal pays for: the show's, at most PAID_VIEWERS_CAP × its type's usual (uncapped when that is unknown). */
export function paidViewers(viewers: number, usualViewers: number): number {
  const seen = Number.isFinite(viewers) ? Math.max(0, viewers) : 0;
  return usualViewers > 0 ? Math.min(seen, PAID_VIEWERS_CAP * usualViewers) : seen;
}

/** Paid viewers × the rate, to the cent; never negative. */
export const tvIncome = (viewers: number, usualViewers: number): number => roundCents(paidViewers(viewers, usualViewers) * TV_RATE_PER_VIEWER);
