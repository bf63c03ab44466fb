import type { IsoDate } from './base';

/**
 * Issue 18, a season with stakes (the owner helper owns this file and may add fields; never rename).
 * All on the Game record, bounded; old saves have none.
 */

/** One of the owner's yearly objectives, with the progress the game measures. */
export interface OwnerObjective {
  /** 'viewers' | 'money' | 'prestige' | 'war' (more may be added). */
  kind: string;
  /** "Average 1.2M viewers on AWE Onslaught". */
  label: string;
  target: number;
  /** The figure measured so far this year. */
  progress: number;
  met: boolean;
  /** What it is measured on: the show (viewers) or the championship (prestige); absent for the others. */
  subjectId?: number;
}

/** A year of the player's promotion under the owner: objectives set at its start, the verdict at its end. */
export interface OwnerYear {
  year: number;
  objectives: OwnerObjective[];
  /** The owner's verdict at the end of the year ('' while the year runs). */
  verdict: string;
  /** The day the objectives were set (absent in a record made before it was kept). */
  setOn?: IsoDate;
  /** Objectives met at the year's end (absent while the year runs). */
  met?: number;
  /** The budget change the verdict brought each of the player's brands (absent while the year runs). */
  budget?: number;
  /**
   * Issue 19: what the weekly measure has counted so far, so a week reads only its own productions
   * instead of the whole year again (the year's close still counts everything afresh). Absent in a
   * record made before it was kept, and after the close.
   */
  tally?: OwnerTally;
}

/** The figures counted for a year's objectives from its complete productions dated before `upTo`. */
export interface OwnerTally {
  /** Productions dated before this day are counted (later ones are read the next week). */
  upTo: IsoDate;
  /** Viewers of each counted production of the flagship show (the viewers objective's subject). */
  viewers: number[];
  /** Ratings of each counted complete match for the top title (the prestige objective's subject). */
  ratings: number[];
}

/** One award of a year, decided by the game's own figures. */
export interface Award {
  /** 'match' | 'wrestler' | 'rivalry' | 'show' (more may be added). */
  category: string;
  /** What won: "Crane vs. Holloway at AWE Frozen Fury". */
  winner: string;
  /** Why, in figures: "4.75★, the year's best rating". */
  reason: string;
  /** Links: a segment, a wrestler, a production (whichever applies). */
  segmentId?: number;
  wrestlerId?: number;
  productionId?: number;
}

export interface YearAwards {
  year: number;
  date: IsoDate;
  awards: Award[];
}

export interface HallOfFameEntry {
  wrestlerId: number;
  year: number;
  reason: string;
}
