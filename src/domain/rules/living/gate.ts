import { roundCents } from '../finance';

// Issue 15 (living rules): what a crowd spends. Tickets are priced by the show and the building
// adds its own pull (Venue.revenueMultiplier, e.g. 2.0 for a famous arena); merchandise is the
// spec's 40% of the merch price per head.

/** A building with no multiplier (or no venue) sells at the ticket price, as the spec's 1.1 bonus does. */
export const NO_VENUE_MULTIPLIER = 1.1;
export const MERCH_SHARE = 0.4;

const money = (value: number): number => (Number.isFinite(value) ? value : 0);

/**
 * The multiplier of an ordinary arena (the Venue factory's default): a building sells at the ticket
 * price times its multiplier relative to this, so a famous arena (2.0) adds a third and a bare
 * armory (1.2) takes a fifth off. Issue 15 tuning: the multiplier taken whole doubled every gate.
 */
export const STANDARD_MULTIPLIER = 1.5;

/** Seats × ticket price × the venue's multiplier relative to a standard arena, to the cent. */
export const ticketIncome = (seats: number, ticketPrice: number, multiplier: number): number =>
  roundCents(Math.max(0, money(seats)) * Math.max(0, money(ticketPrice)) * (Math.max(0, money(multiplier)) / STANDARD_MULTIPLIER));

/** Seats × merch price × 40%, to the cent. */
export const merchIncome = (seats: number, merchPrice: number): number =>
  roundCents(Math.max(0, money(seats)) * Math.max(0, money(merchPrice)) * MERCH_SHARE);
