import { GAME_ID, type Game } from '../../src/domain/entities/game';
import { FixedClock } from '../../src/infrastructure/clock/system-clock';
import { createInMemoryStorage } from '../../src/infrastructure/dexie/in-memory-unit-of-work';
import type { KayfabeDatabase } from '../../src/infrastructure/dexie/kayfabe-database';
import { createDexieTestStorage, silentLogger, uniqueDatabaseName, type SpyLogger } from '../../src/infrastructure/dexie/test-support';
import { SeededRandomSource } from '../../src/infrastructure/random/seeded-random-source';
import type { UseCaseDeps } from '../../src/application/deps';

// Test wiring for the use cases of segments, calendar and roster.

export type TestDeps = UseCaseDeps & { logger: SpyLogger };

export const TODAY = '2026-03-11'; // a Wednesday

/** Use-case deps on the in-memory twins (fast), with a fixed clock and a seeded random source. */
export function inMemoryDeps(seed = 7): TestDeps {
  const { repos, unitOfWork, batchSource } = createInMemoryStorage();
  return { repos, unitOfWork, batchSource, random: new SeededRandomSource(seed), clock: new FixedClock(`${TODAY}T12:00:00Z`), logger: silentLogger() };
}

/** The same deps on fake-indexeddb through the Dexie adapters, in a database of its own (`db`: for raw writes). */
export function dexieDeps(prefix: string, seed = 7): TestDeps & { db: KayfabeDatabase } {
  const storage = createDexieTestStorage(uniqueDatabaseName(prefix));
  return {
    db: storage.db,
    repos: storage.repos,
    unitOfWork: storage.unitOfWork,
    batchSource: storage.batchSource,
    random: new SeededRandomSource(seed),
    clock: new FixedClock(`${TODAY}T12:00:00Z`),
    logger: silentLogger(),
  };
}

/** Record 1 of the Game table, as the game bootstrap writes it. */
export async function putGame(deps: UseCaseDeps, fields: Partial<Game> = {}): Promise<void> {
  const created = await deps.repos.Game.create({ date: TODAY, ...fields });
  if (created.id !== GAME_ID) throw new Error('the test game must be record 1');
}
