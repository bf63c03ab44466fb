import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { showsForBrands } from '../../domain/rules/schedule';
import type { Clock } from '../ports/clock.port';
import type { Repositories } from '../ports/unit-of-work.port';

/** The Game record (id 1), or undefined before the game service has bootstrapped it. */
export const readGame = (repos: Pick<Repositories, 'Game'>): Promise<Stored<Game> | undefined> => repos.Game.get(GAME_ID);

/** The Game record; its absence is the catalogue's not-found error. */
export async function requireGame(repos: Pick<Repositories, 'Game'>): Promise<Stored<Game>> {
  const game = await readGame(repos);
  if (!game) throw new CatalogueError(ErrorMessages.recordNotFound(GAME_ID, 'Game'));
  return game;
}

/** The game date, else today, else nothing (a record with an empty date is still valid). */
export const gameDateOr = (game: Game | undefined, clock: Clock | undefined): string => game?.date || clock?.today() || '';

/** Records of the game's brands; no brand means every brand (SPEC §2's rule for shows, reused). */
export const forGameBrands = <R extends { brandIds: number[] }>(rows: readonly R[], game: Pick<Game, 'brandIds'>): R[] =>
  showsForBrands(rows, game.brandIds);
