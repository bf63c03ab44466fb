import type { HallOfFameEntry } from '../../entities/owner-season';

/**
 * Issue 18 item 5: the Hall of Fame. At the end of each year the game inducts at most
 * HALL_OF_FAME_PER_YEAR wrestlers never inducted before: a retired wrestler with HALL_OF_FAME_RETIRED_WINS
 * career wins or more, or a wrestler still working with HALL_OF_FAME_ACTIVE_WINS or more (a legend
 * need not retire first). The most wins go in first (then the lowest id), so the rule is one figure
 * the player can see on every wrestler's page.
 */

export const HALL_OF_FAME_RETIRED_WINS = 300;
export const HALL_OF_FAME_ACTIVE_WINS = 600;
export const HALL_OF_FAME_PER_YEAR = 2;

export interface HallOfFameCandidate {
  id: number;
  name: string;
  wins: number;
  retired: boolean;
}

/** Whether a wrestler's career earns a place (whether or not there is room this year). */
export const deservesHallOfFame = (wrestler: Pick<HallOfFameCandidate, 'wins' | 'retired'>): boolean =>
  Number.isFinite(wrestler.wins) && wrestler.wins >= (wrestler.retired ? HALL_OF_FAME_RETIRED_WINS : HALL_OF_FAME_ACTIVE_WINS);

/** This year's inductees, at most HALL_OF_FAME_PER_YEAR, none already in the hall. */
export function hallOfFameInductees(
  wrestlers: readonly HallOfFameCandidate[],
  hall: readonly Pick<HallOfFameEntry, 'wrestlerId'>[],
  year: number,
): HallOfFameEntry[] {
  const inducted = new Set(hall.map((entry) => entry.wrestlerId));
  return wrestlers
    .filter((wrestler) => !inducted.has(wrestler.id) && deservesHallOfFame(wrestler))
    .sort((a, b) => b.wins - a.wins || a.id - b.id)
    .slice(0, HALL_OF_FAME_PER_YEAR)
    .map((wrestler) => ({
      wrestlerId: wrestler.id,
      year,
      reason: `${wrestler.wins} career wins${wrestler.retired ? ', retired' : ', still competing'}`,
    }));
}
