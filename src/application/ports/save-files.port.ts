export interface SaveProgress {
  /** Rows done so far. */
  done: number;
  total: number;
}

/** Save export and import with dexie-export-import (DESIGN §2). Errors carry catalogue messages. */
export interface SaveFiles {
  exportSave(onProgress?: (progress: SaveProgress) => void): Promise<Blob>;
  /**
   * Refuses a file over MAX_SAVE_FILE_BYTES before reading it; reads and validates the whole file
   * (rows brought to today's shape, unsafe URLs dropped); then replaces every table but Game in
   * one transaction. Progress counts the rows written.
   */
  importSave(file: Blob, onProgress?: (progress: SaveProgress) => void): Promise<void>;
}
