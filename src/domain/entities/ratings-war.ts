import type { IsoDate } from './base';

/**
 * Issue 18, the war for the same night's audience (the war helper owns this file and may add fields;
 * never rename). Each completed production on a night with another promotion's show gets its share
 * (`production.war`); the Game record keeps the season's tally (`game.warTally`), small and bounded.
 */
export interface ProductionWar {
  /** The night (the production's calendar day). */
  night: IsoDate;
  /** The production's company. */
  companyId: number;
  /** Share of the night's audience, 0..1 (the night's shares add up to 1). */
  share: number;
  /** The night's whole audience (viewers of every show that night). */
  nightAudience: number;
  /** What drew the audience, for "why": card draw, recent ratings, rivalries. */
  draw: number;
  /** Whether this show won the night (the largest share). */
  won: boolean;
}

/** Nights won per company in one calendar year. */
export interface WarTally {
  year: number;
  nights: number;
  /** companyId (as a string key) -> nights won. */
  wonBy: Record<string, number>;
}
