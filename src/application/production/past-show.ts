import { CatalogueError, TimeMessages } from '../../domain/errors';
import { firstOpenDay, isPastNight } from '../../domain/rules/time';
import { readGame } from '../game';
import { productionFor } from '../../domain/rules/schedule';
import type { Repositories } from '../ports/unit-of-work.port';

/**
 * Issue 33: time runs forward. The player's createProduction refuses a show dated before the game's
 * date, saying so (a stored production's edits, venue and simulation are refused by the player's
 * guard, promotions/player-production.ts); the calendar's sweeps and the rivals' week work inside
 * the week and never meet it.
 */
export async function assertNotPast(repos: Pick<Repositories, 'Game'>, show: { name: string; date: string }): Promise<void> {
  const game = await readGame(repos);
  if (game && isPastNight(show.date, game.date)) throw new CatalogueError(TimeMessages.pastShow(show.name, show.date, firstOpenDay(game.date)));
}

/** Whether the show already has its production on that day (a past one still opens). */
export async function bookedBefore(repos: Pick<Repositories, 'Production'>, { showId, date }: { showId: number; date: string }): Promise<boolean> {
  const day = date.slice(0, 10);
  return productionFor(await repos.Production.findBetween('date', day, `${day}\uffff`), showId, date) !== undefined;
}
