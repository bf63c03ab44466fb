import type { DeviceStorage } from '../ports/device-storage.port';
import type { ChangeFeed } from '../ports/change-feed.port';
import type { SeedSource } from '../ports/seed-source.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { GameReplacer } from '../saves/replace-game';
import { createImportSeedGroup } from './import-seed-group';
import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { ImportSummary } from './import-seed-group';
import type { NewGameOptions, OnNewGameProgress } from './new-game-options';
import type { BrandChoice, SeedGroupInfo } from './seed-catalogue';
import { createSeedCatalogue } from './seed-catalogue';
import { createStartNewGame } from './start-new-game';

// The new-game use cases, apart from the types and constants the screens import (index.ts), so
// the composition root can load them on their first call (issue 19: the office's first load).

/** Driving port of the way in: `/setup/setup`, `/start` and `/import/:group`. */
export interface NewGameService {
  /** The seed's brands, for the player to choose from before anything is loaded. */
  brandChoices(): Promise<BrandChoice[]>;
  /** The groups `/import/:group` knows, with what each holds. */
  seedGroups(): Promise<SeedGroupInfo[]>;
  /** Replaces the whole game with the seed and the player's choices (one transaction). */
  startNewGame(options: NewGameOptions, onProgress?: OnNewGameProgress): Promise<Stored<Game>>;
  /** Re-adds one group of the seed without duplicating what the game holds. */
  importSeedGroup(group: string): Promise<ImportSummary>;
}

export interface NewGameDeps {
  unitOfWork: UnitOfWork;
  seed: SeedSource;
  /** Issue 14: replace the old game under a safety copy on a fresh database (absent: one unit of work). */
  replacer?: GameReplacer;
  deviceStorage?: DeviceStorage;
  /** Given, other open tabs learn that a new game replaced theirs (issue 14: they are left behind). */
  changes?: ChangeFeed;
}

export function createNewGameService(deps: NewGameDeps): NewGameService {
  const catalogue = createSeedCatalogue(deps.seed);
  const startNewGame = createStartNewGame(deps);
  return {
    brandChoices: catalogue.brandChoices,
    seedGroups: catalogue.groups,
    startNewGame: async (options, onProgress) => {
      const game = await startNewGame(options, onProgress);
      // A replacer tells the other tabs itself, while it holds the replace lock (issue 34).
      if (!deps.replacer) deps.changes?.publish({ kind: 'replaced' });
      return game;
    },
    importSeedGroup: createImportSeedGroup(deps),
  };
}
