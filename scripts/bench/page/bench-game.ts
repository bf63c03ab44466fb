import type { NewGameOptions } from '../../../src/application/new-game';
import type { SaveFiles } from '../../../src/application/ports/save-files.port';
import type { Repositories, UnitOfWork } from '../../../src/application/ports/unit-of-work.port';
import type { AppServices } from '../../../src/application/services';
import type { KayfabeDatabase } from '../../../src/infrastructure/dexie/kayfabe-database';
import Dexie from 'dexie';
import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { safetyDatabaseName } from '../../../src/infrastructure/saves/dexie-safety-copies';

export interface BenchGame {
  /** The app's services plus the storage under them (a bench books cards the quick way). */
  services: AppServices & { repos: Repositories; unitOfWork: UnitOfWork; saveFiles: SaveFiles };
  db: KayfabeDatabase;
  /** Closes and deletes the database (and its safety copies'). */
  dispose(): Promise<void>;
}

let opened = 0;

/**
 * A game wired by the real composition root on a database of its own (so runs never share
 * state), with the default console logger as in production. `seeded` starts a new game;
 * `onDatabase` sees the database before it opens.
 */
export async function openBenchGame(
  label: string,
  { seeded = true, newGame = {}, onDatabase }: { seeded?: boolean; newGame?: Partial<NewGameOptions>; onDatabase?: (db: KayfabeDatabase) => void } = {},
): Promise<BenchGame> {
  opened += 1;
  const container = createContainer({ databaseName: `kayfabe-bench-${label}-${opened}-${Date.now()}`, seed: 2026 + opened });
  const services = {
    ...resolveAppServices(container),
    repos: container.get(TOKENS.Repositories),
    unitOfWork: container.get(TOKENS.UnitOfWork),
    saveFiles: container.get(TOKENS.SaveFiles),
  };
  const db = container.get(TOKENS.Database);
  // Before the database opens (a Dexie middleware, e.g. the season's write log).
  onDatabase?.(db);
  await services.game.load();
  if (seeded) await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, ...newGame });
  return {
    services,
    db,
    async dispose() {
      await db.delete();
      // The new game's safety copy lives in a database of its own (issue 14).
      await Dexie.delete(safetyDatabaseName(db.name));
    },
  };
}

export async function timed<R>(work: () => Promise<R>): Promise<[R, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}
