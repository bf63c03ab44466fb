import { STORE_VERSION } from '../../domain/entities/game';
import type { Clock } from '../ports/clock.port';
import type { DeviceStorage, StorageEstimate } from '../ports/device-storage.port';
import type { ReplaceMode } from '../ports/game-store.port';
import type { SafetyCopies, SafetyCopyInfo, SafetyReason } from '../ports/safety-copies.port';
import type { SaveFiles, SaveProgress, SaveText } from '../ports/save-files.port';
import { NoRoomForSafetyCopyError, type GameReplacer } from './replace-game';
import type { GameRepair } from './repair-game';
import type { FieldRepair } from '../../domain/fields/record-repair';

export interface Backup {
  blob: Blob;
  /** e.g. `kayfabe-save-v11-2026-11-21.json` */
  fileName: string;
}

type OnProgress = (progress: SaveProgress) => void;

/**
 * Issue 34: `restored`, or `no room for a safety copy`: storage is too full for the copy a replace
 * takes first, nothing was changed, and the player is to be asked whether to go on without one
 * (then the same call again with `{ withoutCopy: true }`).
 */
export type RestoreOutcome = 'restored' | 'no room for a safety copy';

export interface RestoreOptions {
  /** The player agreed to replace the game even if no safety copy fits. */
  withoutCopy?: boolean;
  /** Issue 34 item 7: the player, warned, agreed to import a save with its values outside the rules repaired. */
  repair?: boolean;
}

export interface SaveService {
  /** The player's backup: pretty JSON (SPEC §7) unless `text` is `compact` (Settings' choice). */
  backup(onProgress?: OnProgress, text?: SaveText): Promise<Backup>;
  /** Imports a save file: checked whole first, then (under a safety copy) it replaces the game. */
  restore(file: Blob, onProgress?: OnProgress, options?: RestoreOptions): Promise<RestoreOutcome>;
  /** Settings "Storage": persistent or not, space used and left. */
  storage(): Promise<StorageEstimate>;
  /** The safety copies kept, newest first. */
  safetyCopies(): Promise<SafetyCopyInfo[]>;
  /** Puts the game back as it was when the copy was taken (itself under a new safety copy). */
  restoreSafetyCopy(id: number, onProgress?: OnProgress, options?: RestoreOptions): Promise<RestoreOutcome>;
  removeSafetyCopy(id: number): Promise<void>;
  /** At start: undoes a replace a tab left half-done; the copy put back, or null. */
  recoverInterrupted(): Promise<SafetyCopyInfo | null>;
  /** Issue 34: the fields of the stored game outside today's rules, with the value each would get. */
  damaged(): Promise<FieldRepair[]>;
  /** Issue 34: puts every such field back within its rule, in one unit of work; what was changed. */
  repair(): Promise<FieldRepair[]>;
  /** Issue 34: `damaged` over the small tables a week and a show read, quick enough for every start. */
  damagedAtStart(): Promise<FieldRepair[]>;
  /** Issue 34: told, after a write a rule refused, of the stored values outside the rules (if any). */
  onDamage(listener: (found: FieldRepair[]) => void): () => void;
}

/** SPEC §7 Save backup: a JSON export (pretty unless asked compact) named with the store version and the day it was taken. */
export const backupFileName = (today: string): string => `kayfabe-save-v${STORE_VERSION}-${today}.json`;

export interface SaveServiceDeps {
  saveFiles: SaveFiles;
  clock: Clock;
  /** Absent (tests of the file format alone): an import clears and writes in one transaction, no copies. */
  safety?: { replacer: GameReplacer; copies: SafetyCopies; device: DeviceStorage };
  /** Issue 34: the repair of a game stored outside today's rules (absent: nothing to repair). */
  repairs?: GameRepair;
}

const UNKNOWN_STORAGE: StorageEstimate = { persisted: null, usage: null, quota: null };

export function createSaveService({ saveFiles, clock, safety, repairs }: SaveServiceDeps): SaveService {
  const replacing = async (
    replacer: GameReplacer,
    reason: SafetyReason,
    write: (mode: ReplaceMode) => Promise<void>,
    options: RestoreOptions = {},
  ): Promise<RestoreOutcome> => {
    try {
      // The replacer tells the other tabs (while it still holds the replace lock).
      await replacer.replace(reason, write, { withoutCopy: options.withoutCopy });
      return 'restored';
    } catch (error) {
      if (error instanceof NoRoomForSafetyCopyError) return 'no room for a safety copy';
      throw error;
    }
  };

  return {
    async backup(onProgress, text = 'pretty') {
      const blob = await saveFiles.exportSave(onProgress, text);
      return { blob, fileName: backupFileName(clock.today()) };
    },
    async restore(file, onProgress, options) {
      if (!safety) {
        await saveFiles.importSave(file, onProgress);
        return 'restored';
      }
      // Checked before the copy: a refused file takes no safety copy (and pushes none out).
      const save = await saveFiles.checkSave(file, { repair: options?.repair });
      return replacing(safety.replacer, 'before import', (mode) => save.write(mode, onProgress), options);
    },
    storage: () => safety?.device.estimate() ?? Promise.resolve(UNKNOWN_STORAGE),
    safetyCopies: async () => (safety ? safety.copies.list() : []),
    async restoreSafetyCopy(id, onProgress, options) {
      if (!safety) return 'restored';
      // Read first: keeping the new "before restore" copy may push this one out of the last three.
      const file = await safety.copies.fileOf(id);
      if (!file) throw new Error('This safety copy is no longer kept.');
      return replacing(safety.replacer, 'before restore', (mode) => saveFiles.restoreCopy(file, mode, onProgress), options);
    },
    removeSafetyCopy: async (id) => safety?.copies.remove(id),
    recoverInterrupted: async () => (safety ? safety.replacer.recover() : null),
    damaged: async () => (repairs ? repairs.damaged() : []),
    repair: async () => (repairs ? repairs.repair() : []),
    damagedAtStart: async () => (repairs ? repairs.damagedAtStart() : []),
    onDamage: (listener) => (repairs ? repairs.onDamage(listener) : () => undefined),
  };
}
