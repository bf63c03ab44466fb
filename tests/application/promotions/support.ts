import type { UseCaseDeps } from '../../../src/application/deps';
import type { NewGameOptions } from '../../../src/application/new-game';
import { FixedClock } from '../../../src/infrastructure/clock/system-clock';
import { silentLogger } from '../../../src/infrastructure/dexie/test-support';
import { SeededRandomSource } from '../../../src/infrastructure/random/seeded-random-source';
import { COMPANY } from '../../../src/infrastructure/seed/ids';
import { newGameStorage } from '../new-game/support';

// A seed game on fake-indexeddb, started as one promotion (or every promotion), with use-case deps over it.

export const AS_AWE: NewGameOptions = { brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, rules: 'living', companyId: COMPANY.AWE, difficulty: 'HARD' };

export async function seedGame(options: Partial<NewGameOptions> = {}) {
  const storage = newGameStorage('promotions');
  const game = await storage.service.startNewGame({ ...AS_AWE, ...options });
  const deps: UseCaseDeps = {
    repos: storage.repos,
    unitOfWork: storage.unitOfWork,
    batchSource: storage.batchSource,
    random: new SeededRandomSource(5),
    clock: new FixedClock(`${game.date}T12:00:00Z`),
    logger: silentLogger(),
  };
  return { ...storage, game, deps };
}

/** A weekly show of the brand, by the seed's data. */
export async function showOfBrand(deps: UseCaseDeps, brandId: number) {
  const show = (await deps.repos.Show.all()).find((s) => s.brandIds.length === 1 && s.brandIds[0] === brandId);
  if (!show) throw new Error(`no show of brand ${brandId}`);
  return show;
}
