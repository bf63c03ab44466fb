import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';
import type { ChampionshipGender } from './enums';

/** SPEC §3 shows no fields for tournaments; docs/decisions.md and docs/decisions-tournaments.md record this shape. */
export interface Tournament extends BaseRecord {
  date: IsoDate;
  /** The brands the field was drawn from; empty means every brand. */
  brandIds: number[];
  /** Given, the champion of the tournament takes this title when the final is played. */
  championshipId: number | null;
  /** Who may enter (INTERGENDER lets everyone in). */
  gender: ChampionshipGender;
  /** Entrants in bracket order: 1st meets 2nd, 3rd meets 4th, and so on. */
  wrestlerIds: number[];
  /** rounds[r] lists the winners of round r, in bracket order. */
  rounds: number[][];
  /** ratings[r][m] is the rating of match m of round r (beside rounds[r][m]). */
  ratings: number[][];
  /** durations[r][m] is how long that match lasted, in seconds (0 for a walkover). */
  durations: number[][];
  /** Whether each match writes a win and a loss (SPEC §4 reading A) to the wrestlers' records. */
  recordResults: boolean;
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
      gender: 'MALE',
      wrestlerIds: [],
      rounds: [],
      ratings: [],
      durations: [],
      recordResults: true,
      winnerId: null,
      complete: false,
    },
    partial,
  );
