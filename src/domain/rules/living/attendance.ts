import { MAX_ATTENDANCE } from '../../fields/limits';

// Issue 15 (living rules): a crowd comes from demand, and a building holds what it holds. Demand is
// the show's usual crowd moved by three things the player controls or earns: the card's drawing
// power, the show's recent form (its viewers against its type's usual audience) and the ticket price.

/** A factor kept within [min, max]; a factor that is not a number counts as 1. */
const within = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : 1;

export interface DemandInput {
  /** The show's usual crowd (Show.avgAttendance). */
  usualCrowd: number;
  /** Average popularity of the wrestlers booked, 0–100 (read through as bounded). */
  cardDraw: number;
  /** The show's viewers ÷ its type's usual viewers (1 = as usual). */
  form: number;
  ticketPrice: number;
  /** The price the crowd expects for this kind of show (its type's). */
  usualPrice: number;
  /** Seats in the venue; null when the production has no venue (nothing caps the crowd). */
  capacity: number | null;
}

export interface Attendance {
  demand: number;
  seats: number;
  capacity: number | null;
  drawFactor: number;
  formFactor: number;
  priceFactor: number;
}

/**
 * A card of the biggest stars (popularity 100) draws the usual crowd, and the pull falls off fast
 * below that (popularity 60 about half of it, nobodies a quarter): a small promotion's card does
 * not fill a dome.
 */
export const drawFactor = (cardDraw: number): number => within(0.25 + 0.75 * (within(cardDraw, 0, 100) / 100) ** 2, 0.25, 1);

/** Recent form: the square root of the viewers' ratio, between 0.5 and 1.25 (a hot show sells, a cold one empties). */
export const formFactor = (form: number): number => within(Math.sqrt(Math.max(0, form)), 0.5, 1.25);

/** Dearer tickets than usual keep people home (square root of the ratio, 0.5–1.5); free tickets count as half price. */
export function priceFactor(ticketPrice: number, usualPrice: number): number {
  if (!(usualPrice > 0)) return 1;
  return within(Math.sqrt(usualPrice / Math.max(ticketPrice, usualPrice / 2)), 0.5, 1.5);
}

/** Whole seats sold: demand, never more than the venue holds, never below 0. */
export function livingAttendance(input: DemandInput): Attendance {
  const draw = drawFactor(input.cardDraw);
  const form = formFactor(input.form);
  const price = priceFactor(input.ticketPrice, input.usualPrice);
  // No crowd is bigger than a save may hold (a hand-edited 1e308 would overflow).
  const usual = Number.isFinite(input.usualCrowd) ? Math.min(MAX_ATTENDANCE, Math.max(0, input.usualCrowd)) : 0;
  const demand = Math.round(usual * draw * form * price);
  const capacity = input.capacity === null || !Number.isFinite(input.capacity) ? null : Math.max(0, Math.floor(input.capacity));
  const seats = capacity === null ? demand : Math.min(capacity, demand);
  return { demand, seats, capacity, drawFactor: draw, formFactor: form, priceFactor: price };
}
