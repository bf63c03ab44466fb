// Run as a child process by decade-save.ts (never imported by the bench driver): the season run
// installs fake-indexeddb and browser globals (`self`) into its process, which the driver's
// Vite builds and Playwright should not see.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSeason } from '../season/run-season';
import { COMPANY } from '../../src/infrastructure/seed/ids';
import { JsonStreamParser } from '../../src/infrastructure/saves/json-stream-parser';

export interface DecadeStage {
  week: number;
  /** A folder of compact JSON files, `files`, each an array of at most ROWS_PER_FILE rows of one table. */
  dir: string;
  files: { table: string; file: string; rows: number }[];
  /** Size of the game's own backup of this world (Settings' "Download and backup save"). */
  saveBytes: number;
  /** Rows per table (the Game record included). */
  rows: Record<string, number>;
  /** Seconds from the run's start to this world written. */
  atSeconds: number;
}

export interface DecadeBuild {
  seed: number;
  stages: DecadeStage[];
  /** Seconds each block of `blockWeeks` weeks took (a year in a full build), saving excluded. */
  blockSeconds: number[];
  blockWeeks: number;
  seconds: number;
  loggedErrors: number;
}

const ROWS_PER_FILE = 2000;

/**
 * The backup, read back with the game's own streaming JSON parser: a decade's backup is ~500 MB,
 * near V8's longest string, so it is never held as one string. Its rows are written in small
 * compact files (typeson's array markers dropped, as the game's restore drops them), so a page
 * can fetch and write them a piece at a time.
 */
async function writeWorld(save: Blob, dir: string): Promise<Pick<DecadeStage, 'files' | 'rows'>> {
  const parser = new JsonStreamParser(16 * 1024 * 1024);
  const decoder = new TextDecoder();
  for await (const bytes of save.stream() as unknown as AsyncIterable<Uint8Array>) parser.write(decoder.decode(bytes, { stream: true }));
  parser.write(decoder.decode());
  const tables = (parser.end() as { data: { data: { tableName: string; rows: Record<string, unknown>[] }[] } }).data.data;
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const files: DecadeStage['files'] = [];
  const rows: Record<string, number> = {};
  for (const { tableName, rows: list } of tables) {
    rows[tableName] = (rows[tableName] ?? 0) + list.length;
    for (let start = 0; start < list.length; start += ROWS_PER_FILE) {
      const chunk = list.slice(start, start + ROWS_PER_FILE).map(({ $types, ...row }) => (void $types, row));
      const file = `${tableName}-${files.length}.json`;
      writeFileSync(join(partial, file), JSON.stringify(chunk));
      files.push({ table: tableName, file, rows: chunk.length });
    }
  }
  // Renamed when whole: an interrupted build never leaves half a world in the cache.
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return { files, rows };
}

/** argv: JSON `{ seed, blockWeeks, stages: [{ week, dir }], meta }`. */
const request = JSON.parse(process.argv[2]) as { seed: number; blockWeeks: number; stages: { week: number; dir: string }[]; meta: string };
const lastWeek = Math.max(...request.stages.map((stage) => stage.week));
const started = performance.now();
const build: DecadeBuild = { seed: request.seed, stages: [], blockSeconds: [], blockWeeks: request.blockWeeks, seconds: 0, loggedErrors: 0 };
let blockStart = started;
let savingMs = 0;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(0);

const run = await runSeason({
  weeks: lastWeek,
  seed: request.seed,
  rules: 'living',
  companyId: COMPANY.AWE,
  async afterWeek(week, exportSave) {
    if (week % request.blockWeeks === 0) {
      build.blockSeconds.push((performance.now() - blockStart - savingMs) / 1000);
      console.log(`decade build: week ${week} of ${lastWeek}, ${seconds(started)} s so far (these ${request.blockWeeks} weeks: ${build.blockSeconds.at(-1)!.toFixed(1)} s)`);
      blockStart = performance.now();
      savingMs = 0;
    }
    const stage = request.stages.find((s) => s.week === week);
    if (!stage) return;
    const saveStart = performance.now();
    const save = await exportSave();
    const world = await writeWorld(save, stage.dir);
    build.stages.push({ week, dir: stage.dir, saveBytes: save.size, ...world, atSeconds: (performance.now() - started) / 1000 });
    savingMs += performance.now() - saveStart;
    console.log(`decade build: saved the world of week ${week} (backup ${(save.size / 1024 / 1024).toFixed(1)} MB) in ${seconds(saveStart)} s`);
  },
});
build.loggedErrors = run.records.loggedErrors;
await run.dispose();
build.seconds = (performance.now() - started) / 1000;
writeFileSync(request.meta, JSON.stringify(build, null, 2));
