import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import type { Clock } from '../ports/clock.port';
import type { Repositories } from '../ports/unit-of-work.port';
import { freshRng, type UseCaseDeps } from '../deps';

export type { Inspect } from '../deps';

/** The rumble, draft and tutorial factories need only part of the shared deps. */
export type MachineUseCaseDeps = Pick<UseCaseDeps, 'repos' | 'unitOfWork' | 'random'> &
  Partial<Pick<UseCaseDeps, 'clock' | 'logger' | 'inspect'>>;

export const newRng = freshRng;

export const readGame = (repos: Pick<Repositories, 'Game'>): Promise<Stored<Game> | undefined> => repos.Game.get(GAME_ID);

/** The game date, else today, else nothing (a record with an empty date is still valid). */
export const gameDateOr = (game: Game | undefined, clock: Clock | undefined): string => game?.date || clock?.today() || '';
