import type { InspectionEvent } from 'xstate';
import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { RandomSource } from '../ports/random-source.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';

/** The Stately inspector's callback (DESIGN §1: `?inspect`); absent, actors run unobserved. */
export type Inspect = (event: InspectionEvent) => void;

/**
 * What the rumble, draft and tutorial use-case factories take. Every actor they create gets
 * `inspect`, so designers can watch each run in the inspector.
 */
export interface MachineUseCaseDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  random: RandomSource;
  /** Today's date when the Game record has none. */
  clock?: Clock;
  inspect?: Inspect;
  logger?: Logger;
}

/** A fresh, replayable stream of random numbers for one action. */
export const newRng = (random: RandomSource) => random.fromSeed(random.newSeed());

export const readGame = (repos: Pick<Repositories, 'Game'>): Promise<Stored<Game> | undefined> => repos.Game.get(GAME_ID);

/** The game date, else today, else nothing (a record with an empty date is still valid). */
export const gameDateOr = (game: Game | undefined, clock: Clock | undefined): string => game?.date || clock?.today() || '';
