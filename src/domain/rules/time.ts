import { isIsoDate, sundayOf } from '../dates';
import type { IsoDate } from '../entities/base';

// Issue 33: time runs forward. A show dated before the game's week has passed: it is not booked
// or simulated any more (its money would land in a week already paid). The game's week is its
// schedule window, from the Sunday of the game's date (SPEC §2), so every show the window lists
// (and the week's sweeps play) stays open. Both rule sets.

/** The first day a show can still be booked: the Sunday the game's schedule window starts on. */
export const firstOpenDay = (gameDate: IsoDate): IsoDate => sundayOf(String(gameDate).slice(0, 10));

/** Whether a show's night has passed: its day lies before the game's week (a blank or broken date never has). */
export function isPastNight(date: IsoDate, gameDate: IsoDate): boolean {
  const [day, today] = [String(date).slice(0, 10), String(gameDate).slice(0, 10)];
  return isIsoDate(day) && isIsoDate(today) && day < firstOpenDay(today);
}

/** Days the schedule looks back per step (issue 33): whole weeks, at least one, so windows never overlap. */
export const browseStepDays = (amountOfDays: number): number => 7 * Math.max(1, Math.ceil((Number.isFinite(amountOfDays) ? amountOfDays : 7) / 7));
