import type { Stored } from '../domain/entities/base';
import type { Game } from '../domain/entities/game';
import type { NewGameService } from './new-game';
import type { OfficeService } from './office';
import type { PlayServices } from './play';
import type { Analytics } from './ports/analytics.port';
import type { Clock } from './ports/clock.port';
import type { Logger } from './ports/logger.port';
import type { SaveProgress } from './ports/save-files.port';

/** Driving port for the Game record (bootstrap, colour mode, tutorials, store version). */
export interface GameService {
  /** Reads record 1, creating it with today's date and the store version when missing. */
  load(): Promise<Stored<Game>>;
  update(changes: Partial<Game>): Promise<Stored<Game>>;
  /** True when the database holds brands or wrestlers (the Game record alone is not a game). */
  hasGame(): Promise<boolean>;
}

export interface Backup {
  blob: Blob;
  /** e.g. `kayfabe-save-v11-2026-11-21.json` */
  fileName: string;
}

export interface SaveService {
  backup(onProgress?: (progress: SaveProgress) => void): Promise<Backup>;
  restore(file: Blob, onProgress?: (progress: SaveProgress) => void): Promise<void>;
}

/**
 * Everything the UI may call, handed to React through one context (src/ui/services-context.tsx):
 * use cases and queries only. No repository or unit of work reaches a screen (DESIGN §1), so every
 * read model is an application query with its own tests.
 */
export interface AppServices extends PlayServices {
  game: GameService;
  saves: SaveService;
  analytics: Analytics;
  logger: Logger;
  clock: Clock;
  /** `/setup/setup`, `/start` and `/import/:group`. */
  newGame: NewGameService;
  /** `/office` and `/roster`. */
  office: OfficeService;
}
