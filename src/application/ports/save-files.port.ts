import type { ReplaceMode } from './game-store.port';

export interface SaveProgress {
  /** Rows done so far. */
  done: number;
  total: number;
}

type OnProgress = (progress: SaveProgress) => void;

/**
 * How a backup's JSON is laid out (SPEC §7: pretty, dexie-export-import's `prettyJson`), or the
 * library's compact text on request (a smaller file, the same data). Either imports.
 */
export type SaveText = 'pretty' | 'compact';

/** A save file read and checked whole; nothing written yet. */
export interface CheckSaveOptions {
  /**
   * Issue 34 item 7: values outside their field's rules (and nothing else wrong) are put back within
   * them; without it such a file is refused with a RepairableValuesError listing them.
   */
  repair?: boolean;
}

export interface CheckedSave {
  rowCount: number;
  /** Replaces every table but Game with the file's rows in one transaction (`mode`: how the tables are emptied first). */
  write(mode: ReplaceMode, onProgress?: OnProgress): Promise<void>;
}

/** Save export and import with dexie-export-import (DESIGN §2). Errors carry catalogue messages. */
export interface SaveFiles {
  /** Every table in dexie-export-import's format: pretty-printed unless `text` is `compact`. */
  exportSave(onProgress?: OnProgress, text?: SaveText): Promise<Blob>;
  /**
   * Refuses a file over MAX_SAVE_FILE_BYTES before reading it; reads and validates the whole file
   * (rows brought to today's shape, unsafe URLs dropped); then replaces every table but Game in
   * one transaction. Progress counts the rows written.
   */
  importSave(file: Blob, onProgress?: OnProgress): Promise<void>;
  /** importSave's reading and checks alone: the caller decides when and how it is written. */
  checkSave(file: Blob, options?: CheckSaveOptions): Promise<CheckedSave>;
  /**
   * Puts back a backup this game wrote itself (a safety copy): every table, Game included, rows
   * exactly as exported, in one transaction.
   */
  restoreCopy(file: Blob, mode: ReplaceMode, onProgress?: OnProgress): Promise<void>;
}
