import { addDays } from '../../dates';
import type { IsoDate } from '../../entities/base';
import type { Show } from '../../entities/show';
import { occursOn } from '../schedule';

type Scheduled = Pick<Show, 'frequency' | 'dayIndex' | 'weekIndex' | 'monthIndex'>;

/**
 * Issue 35 item 4: the nights the player contests from `from` to `to` (both included) by the
 * schedule: days when a show of the player's and a rival's show are both scheduled. The owner's
 * war objective is sized to them.
 */
export function contestedNights<S extends Scheduled>(
  shows: readonly S[],
  from: IsoDate,
  to: IsoDate,
  isPlayer: (show: S) => boolean,
  isRival: (show: S) => boolean,
): number {
  const mine = shows.filter(isPlayer);
  const theirs = shows.filter(isRival);
  if (mine.length === 0 || theirs.length === 0) return 0;
  let nights = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (mine.some((show) => occursOn(show, day)) && theirs.some((show) => occursOn(show, day))) nights += 1;
  }
  return nights;
}
