import { createCalendarServices, type ProductionLifecycleFor } from '../../../src/application/calendar';
import { buildSchedule, occurrencesOf } from '../../../src/application/calendar/schedule';
import { createNewGameService } from '../../../src/application/new-game';
import { createProductionServices } from '../../../src/application/production';
import { GAME_ID } from '../../../src/domain/entities/game';
import { FixedClock } from '../../../src/infrastructure/clock/system-clock';
import { createDexieTestStorage, silentLogger, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { SeededRandomSource } from '../../../src/infrastructure/random/seeded-random-source';
import { COMPANY } from '../../../src/infrastructure/seed/ids';
import { TypedSeedSource } from '../../../src/infrastructure/seed/seed-source';
import type { TestDeps } from '../support';

// Issue 18 item 2: the real seed world on fake-indexeddb through the Dexie adapters, a living game.

/** A living game of the seed; `asAwe` makes the player run AWE (its brands), the others are rivals. */
export async function seedGame(prefix: string, asAwe = true): Promise<TestDeps> {
  const storage = createDexieTestStorage(uniqueDatabaseName(prefix));
  const service = createNewGameService({ unitOfWork: storage.unitOfWork, seed: new TypedSeedSource() });
  await service.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, rules: 'living' });
  if (asAwe) {
    // What choosing AWE does (the choose helper's use case): its brands become the game's.
    const brandIds = (await storage.repos.Brand.all()).filter((b) => b.companyId === COMPANY.AWE).map((b) => b.id);
    await storage.repos.Game.update(GAME_ID, { playerCompanyId: COMPANY.AWE, brandIds });
  }
  const game = (await storage.repos.Game.get(GAME_ID))!;
  return {
    repos: storage.repos, unitOfWork: storage.unitOfWork, batchSource: storage.batchSource,
    random: new SeededRandomSource(11), clock: new FixedClock(`${game.date}T12:00:00Z`), logger: silentLogger(),
  };
}

export const calendarOf = (deps: TestDeps, productions: ProductionLifecycleFor = createProductionServices) =>
  createCalendarServices({ ...deps, productions });

/** The window's occurrences: the player's or the rivals'. */
export const windowOf = async (deps: TestDeps, of: 'player' | 'rivals') => occurrencesOf(await buildSchedule(deps.repos, of));
