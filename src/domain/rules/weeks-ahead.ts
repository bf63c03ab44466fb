import { addDays, sundayOf } from '../dates';
import type { IsoDate } from '../entities/base';
import type { Game } from '../entities/game';

/**
 * Issue 13: a run of many weeks goes up to a full year. "A week" is one calendar step (the
 * schedule window's shows, then the game date moves on by amountOfDays), seven days by default.
 */
export const MAX_WEEKS = 52;

type Calendar = Pick<Game, 'date' | 'amountOfDays'>;

/** The first day of the schedule window after `steps` calendar steps (SPEC §2 window, §4 advance). */
export const windowStartAfter = (game: Calendar, steps: number): IsoDate =>
  sundayOf(addDays(game.date, steps * game.amountOfDays));

/**
 * How many steps simulate every window that starts on or before `until`: the last one is the
 * window holding `until`. Counting stops past MAX_WEEKS (the answer is then MAX_WEEKS + 1), and a
 * calendar that does not move (a step of no days) never gets anywhere.
 */
export function weeksUntil(game: Calendar, until: IsoDate): number {
  let steps = 0;
  while (steps <= MAX_WEEKS && windowStartAfter(game, steps) <= until) steps += 1;
  return steps;
}

/** The last day a run of MAX_WEEKS steps simulates: the day before the window that would come next. */
export const latestUntil = (game: Calendar): IsoDate => addDays(windowStartAfter(game, MAX_WEEKS), -1);
