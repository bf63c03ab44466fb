import { isIsoDate } from '../../../domain/dates';

export type CreateShowParams =
  | { valid: true; showId: number; date: string }
  | { valid: false; problem: string };

/** Reads `/create-show/:showId/:date`, saying what is wrong in a player's words. */
export function readCreateShowParams(showId: string | undefined, date: string | undefined): CreateShowParams {
  const id = Number(showId);
  if (!showId || !/^\d+$/.test(showId) || !Number.isSafeInteger(id) || id < 1) {
    return { valid: false, problem: `"${showId ?? ''}" is not a show number.` };
  }
  if (!date || !isIsoDate(date)) {
    return { valid: false, problem: `"${date ?? ''}" is not a date; the address needs one like 2026-11-16.` };
  }
  // The production belongs to the calendar day, whatever time a hand-typed address carries.
  return { valid: true, showId: id, date: date.slice(0, 10) };
}
