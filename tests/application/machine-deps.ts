import { GAME_ID, type Game } from '../../src/domain/entities/game';
import { FixedClock } from '../../src/infrastructure/clock/system-clock';
import { createDexieTestStorage, silentLogger, uniqueDatabaseName, type SpyLogger } from '../../src/infrastructure/dexie/test-support';
import { SeededRandomSource } from '../../src/infrastructure/random/seeded-random-source';
import type { MachineUseCaseDeps } from '../../src/application/deps';

// Test wiring for the rumble, draft and tutorial use cases: fake-indexeddb through the Dexie adapters.

export type MachineTestDeps = MachineUseCaseDeps & { logger: SpyLogger; clock: FixedClock };

export const GAME_DATE = '2026-01-25';

export function dexieMachineDeps(prefix: string, seed = 11): MachineTestDeps {
  const storage = createDexieTestStorage(uniqueDatabaseName(prefix));
  return {
    repos: storage.repos,
    unitOfWork: storage.unitOfWork,
    random: new SeededRandomSource(seed),
    clock: new FixedClock('2030-06-01T10:00:00Z'),
    logger: silentLogger(),
  };
}

/** Record 1 of the Game table, as the game bootstrap writes it. */
export async function putGame(deps: Pick<MachineUseCaseDeps, 'repos'>, fields: Partial<Game> = {}) {
  const game = await deps.repos.Game.create({ date: GAME_DATE, ...fields });
  if (game.id !== GAME_ID) throw new Error('the test game must be record 1');
  return game;
}
