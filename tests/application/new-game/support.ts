import { createNewGameService, type NewGameOptions } from '../../../src/application/new-game';
import { createDexieTestStorage, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { TypedSeedSource } from '../../../src/infrastructure/seed/seed-source';

// Test wiring for the new-game use cases: the real seed on fake-indexeddb through the Dexie adapters.

export const OPTIONS: NewGameOptions = { brandIds: [7], gender: 'FEMALE', amountOfDays: 7, tutorials: false };

export function newGameStorage(prefix = 'new-game') {
  const storage = createDexieTestStorage(uniqueDatabaseName(prefix));
  const seed = new TypedSeedSource();
  const service = createNewGameService({ unitOfWork: storage.unitOfWork, seed });
  return { ...storage, seed, service };
}

/** A game already started from the seed, ready for imports. */
export async function startedGame(prefix?: string) {
  const storage = newGameStorage(prefix);
  await storage.service.startNewGame(OPTIONS);
  return storage;
}
