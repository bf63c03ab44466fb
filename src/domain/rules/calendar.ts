import { addDays } from '../dates';
import type { IsoDate } from '../entities/base';
import type { Game } from '../entities/game';
import type { Wrestler } from '../entities/wrestler';

/** SPEC §9: damage recovered per day advance. */
export const DAMAGE_RECOVERY = 0.5;

/** SPEC §2: wrestlers whose date of birth has the date's month and day (no Feb 29 shifting). */
export function birthdaysOn<W extends Pick<Wrestler, 'dob'>>(wrestlers: readonly W[], date: IsoDate): W[] {
  const monthDay = date.slice(5, 10);
  return wrestlers.filter((w) => /^\d{4}-\d{2}-\d{2}/.test(w.dob) && w.dob.slice(5, 10) === monthDay);
}

/** Damage down by 0.5, never below 0 (DESIGN §3). */
export const heal = <W extends Pick<Wrestler, 'damage'>>(wrestler: W): W => ({
  ...wrestler,
  damage: Math.max(0, wrestler.damage - DAMAGE_RECOVERY),
});

/** Moves the game date by a number of days (negative goes back), with no healing. */
export const moveGameDate = <G extends Pick<Game, 'date'>>(game: G, days: number): G => ({
  ...game,
  date: addDays(game.date, days),
});

/**
 * SPEC §4 "Game day advance": the date moves forward by amountOfDays and every wrestler heals once.
 * Going back in time (the calendar's backward action) is moveGameDate with a negative count.
 */
export function advanceDays<G extends Pick<Game, 'date' | 'amountOfDays'>, W extends Pick<Wrestler, 'damage'>>(
  game: G,
  wrestlers: readonly W[],
): { game: G; wrestlers: W[] } {
  return { game: moveGameDate(game, game.amountOfDays), wrestlers: wrestlers.map(heal) };
}
