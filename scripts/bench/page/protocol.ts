// What the bench page and the Node driver say to each other through `window.kayfabeBench`.

export interface ProductionCompletionOptions {
  warmups: number;
  runs: number;
}

export interface ProductionCompletionResult {
  /** completeProduction, per run (ms). */
  completionMs: number[];
  /** A raw Dexie transaction writing the records that completion wrote, per run (ms). */
  rawMs: number[];
  segments: number;
  wrestlers: number;
  statuses: string[];
}

export interface SeasonOptions {
  weeks: number;
}

export interface SeasonRivalsResult extends SeasonResult {
  /** Issue 18: the rivals' calendar shows of the run and how many they completed (in `productions` too). */
  rivalShows: number;
  rivalCompleted: number;
}

export interface SeasonResult {
  seconds: number;
  weeks: number;
  /** Productions worked on, segments randomised, and completions by status. */
  productions: number;
  segments: number;
  completions: Record<string, number>;
  failed: number;
  /** Issue 19: rows the season wrote (added, put or deleted) in how many transactions, and those writes done raw (ms). */
  rowsWritten: number;
  transactions: number;
  rawMs: number;
}

export interface SaveOptions {
  rows: number;
  warmups: number;
  runs: number;
}

export interface SaveResult {
  /** Rows in the database, the Game record included. */
  rows: number;
  fileBytes: number;
  exportMs: number[];
  importMs: number[];
  /** A raw Dexie clear + bulkAdd of the same rows in one transaction, per run (ms). */
  rawMs: number[];
}

/** Issue 19: a world of the decade's run, its rows in files served beside the page (relative URLs). */
export interface WorldFiles {
  base: string;
  files: { table: string; file: string; rows: number }[];
}

export interface DecadeWeekOptions {
  yearOne: WorldFiles;
  decade: WorldFiles;
  warmups: number;
  runs: number;
}

export interface WorldWeeks {
  /** Rows of the world, the Game record included. */
  rows: number;
  /** Simulate empty productions + forward, per timed week (ms). */
  weekMs: number[];
  /** Productions of the player and the rivals completed in each timed week. */
  productions: number[];
  /** Failed completions and rival shows not completed, warm-up included. */
  failed: number;
}

export interface DecadeWeekResult {
  yearOne: WorldWeeks;
  decade: WorldWeeks;
}

export interface DecadeSavesOptions {
  world: WorldFiles;
  warmups: number;
  runs: number;
}

export interface DecadeSavesResult {
  rows: number;
  fileBytes: number;
  exportMs: number[];
  /** Every row of every table read in one transaction, per run (ms). */
  readMs: number[];
  /** The same read again right after the backup (ms): warm, where the first follows a big write. */
  readAfterMs: number[];
  importMs: number[];
  /** Clear + bulkAdd of the same rows (Game kept, as the import keeps it), per run (ms). */
  writeMs: number[];
  /** Why the import refused the backup (e.g. over the size limit); null when it worked. */
  importError: string | null;
}

export interface BenchRequests {
  'production-completion': [ProductionCompletionOptions, ProductionCompletionResult];
  'season-simulation': [SeasonOptions, SeasonResult];
  'season-simulation-rivals': [SeasonOptions, SeasonRivalsResult];
  'save-roundtrip': [SaveOptions, SaveResult];
  'decade-week': [DecadeWeekOptions, DecadeWeekResult];
  'decade-saves': [DecadeSavesOptions, DecadeSavesResult];
}

export type PageBenchName = keyof BenchRequests;

export interface KayfabeBench {
  run<N extends PageBenchName>(name: N, options: BenchRequests[N][0]): Promise<BenchRequests[N][1]>;
  /** Every result so far, by name (the last run of each). */
  results: Partial<{ [N in PageBenchName]: BenchRequests[N][1] }>;
}

declare global {
  interface Window {
    kayfabeBench?: KayfabeBench;
  }
}
