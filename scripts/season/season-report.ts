import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SeasonArgs } from './args';
import { healthOf, type Health } from './health';
import { reportHtml } from './report-html';
import { runSeason } from './run-season';
import type { WeekSample } from './samples';
import { seasonSeries } from './series';

export interface SeasonReport {
  health: Health;
  /** Absolute paths written. */
  files: { health: string; html: string; save: string | null };
  /** Seconds spent simulating, and in all. */
  seconds: { run: number; total: number };
}

/** Runs the season and writes DIR/health.json, DIR/index.html and, when asked, the save file. */
export async function writeSeasonReport(args: SeasonArgs, onWeek?: (sample: WeekSample) => void): Promise<SeasonReport> {
  const started = performance.now();
  const run = await runSeason({ weeks: args.weeks, seed: args.seed, rules: args.rules, onWeek });
  const simulated = performance.now();
  try {
    const health = healthOf(args, run.records);
    const out = resolve(args.out);
    mkdirSync(out, { recursive: true });
    const files = { health: join(out, 'health.json'), html: join(out, 'index.html'), save: args.save && resolve(args.save) };
    writeFileSync(files.health, `${JSON.stringify(health, undefined, 2)}\n`);
    writeFileSync(files.html, reportHtml(health, seasonSeries(run.records), run.records.start.date));
    if (files.save) {
      const blob = await run.exportSave();
      mkdirSync(dirname(files.save), { recursive: true });
      writeFileSync(files.save, Buffer.from(await blob.arrayBuffer()));
    }
    const seconds = { run: (simulated - started) / 1000, total: (performance.now() - started) / 1000 };
    return { health, files, seconds };
  } finally {
    await run.dispose();
  }
}
