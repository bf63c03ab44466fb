import { CLEARING_STEP, GAME_STEP } from './new-game-steps';
import type { Stored } from '../../domain/entities/base';
import { firstDayOfWeekOnOrAfter } from '../../domain/dates';
import type { Brand } from '../../domain/entities/brand';
import { brandIdsOfCompany, DEFAULT_DIFFICULTY } from '../../domain/entities/promotion';
import { CatalogueError, PromotionMessages } from '../../domain/errors';
import { createGame, GAME_ID, HISTORY_INDEX, STORE_VERSION, type Game } from '../../domain/entities/game';
import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import type { DeviceStorage } from '../ports/device-storage.port';
import type { Repository } from '../ports/repository.port';
import type { SeedSource } from '../ports/seed-source.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import type { GameReplacer } from '../saves/replace-game';
import { readGame } from '../game';
import { daysPerStepProblem, type NewGameOptions, type OnNewGameProgress } from './new-game-options';

export interface StartNewGameDeps {
  unitOfWork: UnitOfWork;
  seed: SeedSource;
  /** Issue 14: the old game replaced under a safety copy, on a database made afresh. Absent: cleared in one unit of work. */
  replacer?: GameReplacer;
  /** Asked to keep the data once a game exists (issue 14). */
  deviceStorage?: DeviceStorage;
}


/** Issue 18: a chosen promotion runs its seed brands (in id order); otherwise the brands as given. */
function playerBrands(options: NewGameOptions, brands: readonly Stored<Brand>[]): { playerCompanyId: number | null; brandIds: number[] } {
  const companyId = options.companyId ?? null;
  if (companyId === null) return { playerCompanyId: null, brandIds: [...options.brandIds] };
  const brandIds = brandIdsOfCompany(companyId, brands);
  if (brandIds.length === 0) throw new CatalogueError(PromotionMessages.promotionWithoutBrands(companyId));
  return { playerCompanyId: companyId, brandIds };
}

/** The Game record of a fresh game: the player's choices on the given date; colour mode is kept. */
function freshGame(existing: Stored<Game> | undefined, options: NewGameOptions, date: string, brands: readonly Stored<Brand>[]): Stored<Game> {
  return {
    ...createGame({
      ...existing,
      date,
      ...playerBrands(options, brands),
      difficulty: options.difficulty ?? DEFAULT_DIFFICULTY,
      gender: options.gender,
      amountOfDays: options.amountOfDays,
      tutorials: options.tutorials,
      rules: options.rules ?? 'classic',
      storeVersion: STORE_VERSION,
      // Issue 19: a new game has no production yet, so all it will have carry the lookup keys.
      historyIndex: HISTORY_INDEX,
      tutorialStep: 0,
      // The old game's followed careers named the old game's wrestlers.
      careerWrestlerIds: [],
      // Conversations decided in the old game were about the old game's people.
      decidedDialogs: [],
      // Issue 33: the new game's weeks are charged from its first day.
      paidThrough: '',
      // Issue 36: the old game's news named the old game's people.
      careerNews: [],
    }),
    id: GAME_ID,
  };
}

/**
 * SPEC §2 new game: every table but Game is emptied and the whole seed written with its own ids
 * (so its references hold), then the Game record takes the player's choices, all in one
 * transaction: a failure half-way leaves the previous game as it was (issue 14: with a replacer,
 * the database is made afresh under a safety copy, which is put back on any failure).
 */
export function createStartNewGame({ unitOfWork, seed, replacer, deviceStorage }: StartNewGameDeps) {
  return async (options: NewGameOptions, onProgress?: OnNewGameProgress): Promise<Stored<Game>> => {
    const problem = daysPerStepProblem(options.amountOfDays);
    if (problem) throw new Error(problem);
    const world = await seed.world();
    // A promotion without brands is refused before the old game is touched.
    playerBrands(options, world.Brand ?? []);
    const seeded = (Object.keys(world) as TableName[]).filter((table) => table !== 'Game');
    const total = seeded.length + 2;
    let done = 0;
    const report = (step: string) => onProgress?.({ step, done: ++done, total });

    const write = async (tx: Repositories): Promise<Stored<Game>> => {
      report(CLEARING_STEP);
      for (const table of seeded) {
        // One table at a time, typed loosely: the rows come from the same table's seed list.
        await (tx[table] as unknown as Repository<{ id?: number }>).bulkPut(world[table] ?? []);
        report(table);
      }
      // Issue 16: a new game opens on the first day of a week, so the week's shows lie ahead of it.
      const game = freshGame(await readGame(tx), options, firstDayOfWeekOnOrAfter(seed.date), world.Brand ?? []);
      await tx.Game.bulkPut([game]);
      report(GAME_STEP);
      return game;
    };
    const game = replacer
      ? // The player confirmed the new game with a backup offered; with no room for a safety copy it
        // still goes on (cleared and written in one transaction): not yet asked as an import is.
        await replacer.replaceTables('before new game', write, { withoutCopy: true })
      : await unitOfWork.run(async (tx) => {
          for (const table of TABLE_NAMES) if (table !== 'Game') await tx[table].clear();
          return write(tx);
        });
    // The first game is the moment to ask the browser to keep it (the answer is not waited for).
    void deviceStorage?.persist();
    return game;
  };
}

export type StartNewGame = ReturnType<typeof createStartNewGame>;
