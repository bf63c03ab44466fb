/** Why a safety copy was taken: the operation that was about to replace the game. */
export type SafetyReason = 'before import' | 'before new game' | 'before restore';

export interface SafetyCopyInfo {
  id: number;
  /** When it was taken (ISO date-time). */
  date: string;
  reason: SafetyReason;
  /** Bytes of the backup file it holds. */
  size: number;
}

/**
 * Issue 14: backups the game keeps by itself, apart from the game's own database, before anything
 * replaces the whole game; and the note that a replace is under way (it outlives a closed tab).
 * Adapter: DexieSafetyCopies (IndexedDB database `kayfabe-safety`).
 */
export interface SafetyCopies {
  /** Stores a backup file; keeps the newest three (never dropping the one a pending replace needs). */
  keep(file: Blob, info: Omit<SafetyCopyInfo, 'id' | 'size'>): Promise<SafetyCopyInfo>;
  /** Newest first. */
  list(): Promise<SafetyCopyInfo[]>;
  fileOf(id: number): Promise<Blob | undefined>;
  remove(id: number): Promise<void>;
  /** The safety copy of a replace that started and has not finished, or null. */
  pending(): Promise<number | null>;
  setPending(copyId: number | null): Promise<void>;
  /** Runs `work` as the one replace of this browser, once any other has ended (other tabs wait). */
  whileReplacing<R>(work: () => Promise<R>): Promise<R>;
}
