import { STORE_VERSION } from '../../domain/entities/game';
import type { Clock } from '../ports/clock.port';
import type { SaveFiles } from '../ports/save-files.port';
import type { SaveService } from '../services';

/** SPEC §7 Save backup: a pretty JSON export named with the store version and the day it was taken. */
export const backupFileName = (today: string): string => `kayfabe-save-v${STORE_VERSION}-${today}.json`;

export function createSaveService({ saveFiles, clock }: { saveFiles: SaveFiles; clock: Clock }): SaveService {
  return {
    async backup(onProgress) {
      const blob = await saveFiles.exportSave(onProgress);
      return { blob, fileName: backupFileName(clock.today()) };
    },
    restore(file, onProgress) {
      return saveFiles.importSave(file, onProgress);
    },
  };
}
