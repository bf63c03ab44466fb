import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import type { Wrestler } from '../../domain/entities/wrestler';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { showsForBrands } from '../../domain/rules/schedule';
import type { Repositories } from '../ports/unit-of-work.port';

export async function requireGame(repos: Pick<Repositories, 'Game'>): Promise<Stored<Game>> {
  const game = await repos.Game.get(GAME_ID);
  if (!game) throw new CatalogueError(ErrorMessages.recordNotFound(GAME_ID, 'Game'));
  return game;
}

/** Records of the game's brands; no brand means every brand (SPEC §2's rule for shows, reused). */
export const forGameBrands = <R extends { brandIds: number[] }>(rows: readonly R[], game: Pick<Game, 'brandIds'>): R[] =>
  showsForBrands(rows, game.brandIds);

/** Staff (referees, commentators, owners…) do not wrestle: only these roles step into the ring. */
export const IN_RING_ROLES: readonly string[] = ['WRESTLER', 'DEFAULT'];

export const isInRing = (wrestler: Pick<Wrestler, 'role' | 'active'>): boolean =>
  wrestler.active && IN_RING_ROLES.includes(wrestler.role);

/** A lookup from ids to names that skips ids with no record. */
export function namesOf(rows: readonly { id: number; name: string }[]) {
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return (ids: readonly number[]): string[] =>
    ids.map((id) => byId.get(id)).filter((name): name is string => name !== undefined);
}
