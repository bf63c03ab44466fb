import type { Stored } from '../../domain/entities/base';
import { createGame, GAME_ID, STORE_VERSION, type Game } from '../../domain/entities/game';
import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import type { Repository } from '../ports/repository.port';
import type { SeedSource } from '../ports/seed-source.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { readGame } from '../game';
import { daysPerStepProblem, type NewGameOptions, type OnNewGameProgress } from './new-game-options';

export interface StartNewGameDeps {
  unitOfWork: UnitOfWork;
  seed: SeedSource;
}

export const CLEARING_STEP = 'Clearing the old game';
export const GAME_STEP = 'Game';

/** The Game record of a fresh game: the player's choices on the seed's date; colour mode is kept. */
function freshGame(existing: Stored<Game> | undefined, options: NewGameOptions, date: string): Stored<Game> {
  return {
    ...createGame({
      ...existing,
      date,
      brandIds: [...options.brandIds],
      gender: options.gender,
      amountOfDays: options.amountOfDays,
      tutorials: options.tutorials,
      storeVersion: STORE_VERSION,
      tutorialStep: 0,
      // The old game's followed careers named the old game's wrestlers.
      careerWrestlerIds: [],
      // Conversations decided in the old game were about the old game's people.
      decidedDialogs: [],
    }),
    id: GAME_ID,
  };
}

/**
 * SPEC §2 new game: every table but Game is cleared and the whole seed written with its own ids
 * (so its references hold), then the Game record takes the player's choices, all in one unit of
 * work: a failure half-way leaves the previous game as it was.
 */
export function createStartNewGame({ unitOfWork, seed }: StartNewGameDeps) {
  return async (options: NewGameOptions, onProgress?: OnNewGameProgress): Promise<Stored<Game>> => {
    const problem = daysPerStepProblem(options.amountOfDays);
    if (problem) throw new Error(problem);
    const world = await seed.world();
    const seeded = (Object.keys(world) as TableName[]).filter((table) => table !== 'Game');
    const total = seeded.length + 2;
    let done = 0;
    const report = (step: string) => onProgress?.({ step, done: ++done, total });

    return unitOfWork.run(async (tx) => {
      for (const table of TABLE_NAMES) if (table !== 'Game') await tx[table].clear();
      report(CLEARING_STEP);
      for (const table of seeded) {
        // One table at a time, typed loosely: the rows come from the same table's seed list.
        await (tx[table] as unknown as Repository<{ id?: number }>).bulkPut(world[table] ?? []);
        report(table);
      }
      const game = freshGame(await readGame(tx), options, seed.date);
      await tx.Game.bulkPut([game]);
      report(GAME_STEP);
      return game;
    });
  };
}

export type StartNewGame = ReturnType<typeof createStartNewGame>;
