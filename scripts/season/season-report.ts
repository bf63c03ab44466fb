import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { companyFor, otherRuleSet, type RuleSet, type SeasonArgs } from './args';
import { resolveCompany } from './company';
import { healthOf, withSaveSize, type Health } from './health';
import { reportHtml } from './report-html';
import { runSeason } from './run-season';
import type { WeekSample } from './samples';
import { seasonSeries, type SeasonSeries } from './series';

export interface SeasonReport {
  health: Health;
  /** The other rule set's figures on the same seed (issue 15), unless `--compare off`. */
  comparison: Health | null;
  /** Absolute paths written; `comparison` is DIR/health-<other rules>.json. */
  files: { health: string; html: string; save: string | null; comparison: string | null };
  /** Seconds spent simulating, and in all. */
  seconds: { run: number; total: number };
}

/** The company id a run under `rules` plays (issue 18: --company, or the rules' default). */
export function runCompanyId(args: Pick<SeasonArgs, 'company'>, rules: RuleSet): number | null {
  const company = resolveCompany(companyFor(args.company, rules));
  if (company !== null && typeof company === 'object') throw new Error(company.error);
  return company;
}

/** The other rule set's run on the same seed and weeks: its figures and charts (the run is disposed). */
async function compareRun(args: SeasonArgs): Promise<{ health: Health; series: SeasonSeries }> {
  const rules = otherRuleSet(args.rules);
  const run = await runSeason({ weeks: args.weeks, seed: args.seed, rules, companyId: runCompanyId(args, rules) });
  try {
    return { health: healthOf({ ...args, rules }, run.records), series: seasonSeries(run.records) };
  } finally {
    await run.dispose();
  }
}

/**
 * Runs the season and writes DIR/health.json (the chosen rules' figures, DESIGN §4), DIR/index.html
 * and, when asked, the save file; with `compare` (issue 15) it then runs the other rule set on the
 * same seed, writes its figures to DIR/health-<rules>.json and puts both side by side on the page.
 */
export async function writeSeasonReport(args: SeasonArgs, onWeek?: (sample: WeekSample) => void): Promise<SeasonReport> {
  const started = performance.now();
  const run = await runSeason({ weeks: args.weeks, seed: args.seed, rules: args.rules, companyId: runCompanyId(args, args.rules), onWeek });
  const simulated = performance.now();
  let health: Health;
  let series: SeasonSeries;
  let startDate: string;
  const out = resolve(args.out);
  const save = args.save && resolve(args.save);
  try {
    health = healthOf(args, run.records);
    series = seasonSeries(run.records);
    startDate = run.records.start.date;
    if (save) {
      const blob = await run.exportSave();
      mkdirSync(dirname(save), { recursive: true });
      const bytes = Buffer.from(await blob.arrayBuffer());
      writeFileSync(save, bytes);
      health = withSaveSize(health, bytes.byteLength);
    }
  } finally {
    await run.dispose();
  }
  const other = args.compare ? await compareRun(args) : null;
  mkdirSync(out, { recursive: true });
  const files = {
    health: join(out, 'health.json'),
    html: join(out, 'index.html'),
    save,
    comparison: other && join(out, `health-${other.health.rules}.json`),
  };
  writeFileSync(files.health, `${JSON.stringify(health, undefined, 2)}\n`);
  if (other && files.comparison) writeFileSync(files.comparison, `${JSON.stringify(other.health, undefined, 2)}\n`);
  writeFileSync(files.html, reportHtml({ health, series }, startDate, other));
  const seconds = { run: (simulated - started) / 1000, total: (performance.now() - started) / 1000 };
  return { health, comparison: other?.health ?? null, files, seconds };
}
