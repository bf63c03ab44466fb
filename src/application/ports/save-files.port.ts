export interface SaveProgress {
  /** Rows done so far. */
  done: number;
  total: number;
}

/** Save export and import with dexie-export-import (DESIGN §2). Errors carry catalogue messages. */
export interface SaveFiles {
  exportSave(onProgress?: (progress: SaveProgress) => void): Promise<Blob>;
  /** Validates first, then replaces every table but Game in one transaction. */
  importSave(file: Blob, onProgress?: (progress: SaveProgress) => void): Promise<void>;
}
