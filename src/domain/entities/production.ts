import type { ProductionWar } from './ratings-war';
import type { PlayedSegment } from './played-card';
import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

export const DEFAULT_PRODUCTION_COST = 300;

/** One figure of a production's money and why (issue 15: "Tickets $1.2M: 11,240 seats × $45 × 2.0"). */
export interface FinanceLine {
  label: string;
  /** US dollars; seats for the attendance line. */
  amount: number;
  reason: string;
}

/** The explanation of a production's money, line by line (empty for a classic or an old production). */
export interface ProductionFinance {
  lines: FinanceLine[];
}

export interface Production extends BaseRecord {
  brandIds: number[];
  venueId: number | null;
  /** Running order. */
  segmentIds: number[];
  showId: number | null;
  date: IsoDate;
  /** Production cost in US dollars. */
  cost: number;
  wrestlersCost: number;
  segmentsCost: number;
  merchIncome: number;
  attendanceIncome: number;
  attendance: number;
  viewers: number;
  /** Completion step reached (0 = not started). */
  step: number;
  complete: boolean;
  outgoings: number;
  income: number;
  payout: number;
  singlePayout: number;
  /** Seed of the random source used to complete it, so it can be replayed. */
  seed: number | null;
  /** Issue 15 (living rules): every money figure with its reason; `{ lines: [] }` when not explained. */
  finance: ProductionFinance;
  /** Issue 18: its share of the night's audience against other promotions' shows; null when alone or not scored. */
  war: ProductionWar | null;
  /**
   * Issue 19: the card as its completion played it (played-card.ts), so history screens read no
   * segment; null until completed, and on productions completed before it existed.
   */
  played: PlayedSegment[] | null;
  /**
   * Issue 19: the keys the Production index `*lookupKeys` finds it by (production-lookup.ts).
   * Derived by storage on every write from the fields above: whatever is written here is replaced.
   */
  lookupKeys: string[];
  /**
   * Issue 19: the card's stars, the mean rating of its segments that had someone in them, kept when
   * it completes (`cardRatingOf`) so what reads a show's recent cards needs no segment; null before
   * completion, for a card where nobody appeared, and on productions completed before it was kept.
   */
  cardRating: number | null;
}

/** The card's stars: the mean rating of the segments that had someone in them (null: nobody appeared). */
export function cardRatingOf(segments: readonly { appearanceIds: readonly number[]; rating: number }[]): number | null {
  const rated = segments.filter((segment) => segment.appearanceIds.length > 0);
  if (rated.length === 0) return null;
  return rated.reduce((sum, segment) => sum + (Number.isFinite(segment.rating) ? segment.rating : 0), 0) / rated.length;
}

export const createProduction = (partial?: Partial<Production>): Production =>
  withDefaults<Production>(
    {
      ...baseDefaults(),
      brandIds: [],
      venueId: null,
      segmentIds: [],
      showId: null,
      date: '',
      cost: DEFAULT_PRODUCTION_COST,
      wrestlersCost: 0,
      segmentsCost: 0,
      merchIncome: 0,
      attendanceIncome: 0,
      attendance: 0,
      viewers: 0,
      step: 0,
      complete: false,
      outgoings: 0,
      income: 0,
      payout: 0,
      singlePayout: 0,
      seed: null,
      finance: { lines: [] },
      war: null,
      cardRating: null,
      played: null,
      lookupKeys: [],
    },
    partial,
  );
