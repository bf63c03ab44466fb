import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

/** SPEC §3 shows no fields for tournaments; docs/decisions.md records this shape. */
export interface Tournament extends BaseRecord {
  date: IsoDate;
  brandIds: number[];
  championshipId: number | null;
  /** Entrants in bracket order. */
  wrestlerIds: number[];
  /** rounds[r] lists the winners of round r, in bracket order. */
  rounds: number[][];
  winnerId: number | null;
  complete: boolean;
}

export const createTournament = (partial?: Partial<Tournament>): Tournament =>
  withDefaults<Tournament>(
    {
      ...baseDefaults(),
      date: '',
      brandIds: [],
      championshipId: null,
      wrestlerIds: [],
      rounds: [],
      winnerId: null,
      complete: false,
    },
    partial,
  );
