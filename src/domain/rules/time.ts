import { isIsoDate } from '../dates';
import type { IsoDate } from '../entities/base';

// Issue 33: time runs forward. A show dated before the game's date has passed: it is not booked or
// simulated any more (its money would land in a week already paid). Both rule sets.

/** Whether a show's date lies before the game's date (days compared; a blank or broken date never does). */
export function isBeforeGameDate(date: IsoDate, gameDate: IsoDate): boolean {
  const [day, today] = [String(date).slice(0, 10), String(gameDate).slice(0, 10)];
  return isIsoDate(day) && isIsoDate(today) && day < today;
}
