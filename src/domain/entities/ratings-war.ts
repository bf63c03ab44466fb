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
  /** The draw's parts, each 0..1 (rules/living/ratings-war.ts); absent on an old record. */
  parts?: { card: number; ratings: number; rivalries: number };
  /** The factor the war applied to the show's average viewers after the night (1: none). */
  viewersFactor?: number;
  /** The player's shows scheduled that night that were not played: forfeits (docs/decisions-rivals.md, "war"). */
  absentShowIds?: number[];
  /**
   * Issue 35: the night was won by a show with fewer viewers than another (an upset); absent on a
   * record scored before the audience decided the war.
   */
  upset?: boolean;
  /** Issue 35: why the night went as it did ("AWE Blitz drew 1.6M to VWU Voltage's 444K"); absent on an older record. */
  reason?: string;
}

/** Nights won per company in one calendar year. */
export interface WarTally {
  year: number;
  nights: number;
  /** companyId (as a string key) -> nights won. */
  wonBy: Record<string, number>;
}
