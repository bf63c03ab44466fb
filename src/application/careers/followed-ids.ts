import type { Game } from '../../domain/entities/game';

/** The followed wrestlers' ids; a Game record saved before careers existed follows nobody. */
export const followedIds = (game: Partial<Pick<Game, 'careerWrestlerIds'>>): number[] =>
  Array.isArray(game.careerWrestlerIds) ? [...new Set(game.careerWrestlerIds)] : [];
