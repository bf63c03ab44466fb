import type { WrestlerClass } from '../entities/enums';
import type { Wrestler } from '../entities/wrestler';
import { readStat } from './stats';

/** One competitor as the rating rules see it (managers already left out). */
export interface RatedCompetitor {
  wrestler: Wrestler;
  groupId: number;
  winner?: boolean;
}

/** The lowest, highest and average capped value of one stat over the competitors. */
export interface StatSpread {
  min: number;
  max: number;
  avg: number;
}

/**
 * What the rating rules see: every figure they test, read in one pass over the competitors.
 * Rating runs for every segment of every simulated production, so the rules compare these numbers
 * instead of each walking the competitors again (and no Set or array is built per rule).
 */
export interface RatingSummary {
  points: StatSpread;
  morale: StatSpread;
  popularity: StatSpread;
  charisma: StatSpread;
  /** Competitors with 90 points or more (SPEC §9 "+100 per wrestler"). */
  pointsAt90: number;
  /** How many distinct alignments, styles (`class`) and groups there are. */
  alignments: number;
  classes: number;
  groups: number;
  hasNeutral: boolean;
  giantAndCruiser: boolean;
  fighterAndBruiser: boolean;
  specialist: boolean;
  /** A winner on a streak with more than 10 wins and more wins than losses. */
  hotWinner: boolean;
  allOnStreak: boolean;
}

/** A running min / max / sum; summed left to right like `average` in stats.ts (identical floats). */
class Spread {
  min = Infinity;
  max = -Infinity;
  sum = 0;

  add(value: number): void {
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
    this.sum += value;
  }

  done(count: number): StatSpread {
    return { min: this.min, max: this.max, avg: this.sum / count };
  }
}

/** The styles the role rules pair up. */
class StylesPresent {
  giant = false;
  cruiser = false;
  fighter = false;
  bruiser = false;
  specialist = false;

  add(style: WrestlerClass): void {
    if (style === 'GIANT') this.giant = true;
    else if (style === 'CRUISER') this.cruiser = true;
    else if (style === 'FIGHTER') this.fighter = true;
    else if (style === 'BRUISER') this.bruiser = true;
    else if (style === 'SPECIALIST') this.specialist = true;
  }
}

/** Whether an earlier item has this value, compared as a Set would (SameValueZero). Lists are short. */
function seenBefore<T>(items: readonly T[], end: number, value: unknown, valueOf: (item: T) => unknown): boolean {
  for (let i = 0; i < end; i++) {
    const other = valueOf(items[i]);
    if (other === value || (other !== other && value !== value)) return true;
  }
  return false;
}

const alignmentOf = (c: RatedCompetitor) => c.wrestler.alignment;
const classOf = (c: RatedCompetitor) => c.wrestler.class;
const groupOf = (c: RatedCompetitor) => c.groupId;

const isHotWinner = ({ wrestler: w, winner }: RatedCompetitor) =>
  winner === true && w.streak > 0 && w.wins > w.losses && w.wins > 10;

/** Reads everything the rules need (call it with two or more competitors). */
export function summariseCompetitors(competitors: readonly RatedCompetitor[]): RatingSummary {
  const [points, morale, popularity, charisma] = [new Spread(), new Spread(), new Spread(), new Spread()];
  const styles = new StylesPresent();
  let pointsAt90 = 0, alignments = 0, classes = 0, groups = 0;
  let hasNeutral = false, hotWinner = false, allOnStreak = true;
  for (let index = 0; index < competitors.length; index++) {
    const competitor = competitors[index];
    const { wrestler } = competitor;
    points.add(readStat(wrestler, 'points'));
    morale.add(readStat(wrestler, 'morale'));
    popularity.add(readStat(wrestler, 'popularity'));
    charisma.add(readStat(wrestler, 'charisma'));
    if (readStat(wrestler, 'points') >= 90) pointsAt90 += 1;
    if (!seenBefore(competitors, index, wrestler.alignment, alignmentOf)) alignments += 1;
    if (!seenBefore(competitors, index, wrestler.class, classOf)) classes += 1;
    if (!seenBefore(competitors, index, competitor.groupId, groupOf)) groups += 1;
    if (wrestler.alignment === 'NEUTRAL') hasNeutral = true;
    styles.add(wrestler.class);
    if (isHotWinner(competitor)) hotWinner = true;
    if (!(wrestler.streak > 0)) allOnStreak = false;
  }
  const n = competitors.length;
  return {
    points: points.done(n),
    morale: morale.done(n),
    popularity: popularity.done(n),
    charisma: charisma.done(n),
    pointsAt90, alignments, classes, groups, hasNeutral, hotWinner, allOnStreak,
    giantAndCruiser: styles.giant && styles.cruiser,
    fighterAndBruiser: styles.fighter && styles.bruiser,
    specialist: styles.specialist,
  };
}
