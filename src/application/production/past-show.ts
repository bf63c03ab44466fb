import { CatalogueError, TimeMessages } from '../../domain/errors';
import { isBeforeGameDate } from '../../domain/rules/time';
import { readGame } from '../game';
import { productionFor } from '../../domain/rules/schedule';
import type { Repositories } from '../ports/unit-of-work.port';

/**
 * Issue 33: THE guard of time running forward. The player's booking and simulating use cases
 * (createProduction, completeProduction, bookVenue) refuse a show dated before the game's date,
 * saying so; the calendar's sweeps and the rivals' week work inside the week and never meet it.
 */
export async function assertNotPast(repos: Pick<Repositories, 'Game'>, show: { name: string; date: string }): Promise<void> {
  const game = await readGame(repos);
  if (game && isBeforeGameDate(show.date, game.date)) throw new CatalogueError(TimeMessages.pastShow(show.name, show.date, game.date));
}

/** The same guard for a stored production (its show's name from the production's own). */
export async function assertProductionNotPast(repos: Pick<Repositories, 'Game' | 'Production'>, productionId: number): Promise<void> {
  const production = await repos.Production.get(productionId);
  if (production) await assertNotPast(repos, { name: production.name, date: production.date });
}

/** Whether the show already has its production on that day (a past one still opens). */
export async function bookedBefore(repos: Pick<Repositories, 'Production'>, { showId, date }: { showId: number; date: string }): Promise<boolean> {
  const day = date.slice(0, 10);
  return productionFor(await repos.Production.findBetween('date', day, `${day}\uffff`), showId, date) !== undefined;
}
