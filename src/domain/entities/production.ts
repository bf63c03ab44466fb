import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

export const DEFAULT_PRODUCTION_COST = 300;

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
    },
    partial,
  );
