import { formatLongDate, isIsoDate } from '../../domain/dates';
import type { IsoDate } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import { latestUntil, MAX_WEEKS, weeksUntil } from '../../domain/rules/weeks-ahead';

/** How far a run of weeks goes: a number of calendar steps, or every window up to a date. */
export interface WeeksTarget {
  weeks?: number;
  /** The run ends with the window that holds this day (ISO date, after the game date). */
  until?: IsoDate;
}

type Calendar = Pick<Game, 'date' | 'amountOfDays'>;

/** Why a target cannot be run from this game date, or null when it can (the screen shows the same words). */
export function weeksTargetProblem(target: WeeksTarget, game: Calendar): string | null {
  if (!(game.amountOfDays >= 1)) return 'The calendar does not move: days per step must be at least 1.';
  if ((target.weeks === undefined) === (target.until === undefined)) return 'Choose a number of weeks or a date.';
  if (target.weeks !== undefined) {
    if (!Number.isInteger(target.weeks)) return 'Weeks must be a whole number.';
    if (target.weeks < 1 || target.weeks > MAX_WEEKS) return `Weeks must be between 1 and ${MAX_WEEKS}.`;
    return null;
  }
  const until = target.until ?? '';
  if (until === '') return 'Choose a date.';
  if (!isIsoDate(until) || until.length !== 10) return 'The date must be a real date (YYYY-MM-DD).';
  if (until <= game.date) return `The date must be after the game date, ${formatLongDate(game.date)}.`;
  const latest = latestUntil(game);
  if (until > latest) return `The date must be at most a year ahead: ${formatLongDate(latest)} at the latest.`;
  return null;
}

/** The number of weeks a valid target runs. */
export const weeksOf = (target: WeeksTarget, game: Calendar): number => target.weeks ?? weeksUntil(game, target.until ?? game.date);
