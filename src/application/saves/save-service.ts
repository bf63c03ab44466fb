import { STORE_VERSION } from '../../domain/entities/game';
import type { ChangeFeed } from '../ports/change-feed.port';
import type { Clock } from '../ports/clock.port';
import type { SaveFiles, SaveProgress } from '../ports/save-files.port';

export interface Backup {
  blob: Blob;
  /** e.g. `kayfabe-save-v11-2026-11-21.json` */
  fileName: string;
}

export interface SaveService {
  backup(onProgress?: (progress: SaveProgress) => void): Promise<Backup>;
  restore(file: Blob, onProgress?: (progress: SaveProgress) => void): Promise<void>;
}

/** SPEC §7 Save backup: a pretty JSON export named with the store version and the day it was taken. */
export const backupFileName = (today: string): string => `kayfabe-save-v${STORE_VERSION}-${today}.json`;

/** `changes` given, other open tabs learn that an import replaced the game (issue 14: they are left behind). */
export function createSaveService({ saveFiles, clock, changes }: { saveFiles: SaveFiles; clock: Clock; changes?: ChangeFeed }): SaveService {
  return {
    async backup(onProgress) {
      const blob = await saveFiles.exportSave(onProgress);
      return { blob, fileName: backupFileName(clock.today()) };
    },
    async restore(file, onProgress) {
      await saveFiles.importSave(file, onProgress);
      changes?.publish({ kind: 'replaced' });
    },
  };
}
