import { loadavg } from 'node:os';
import { benchApp } from './app-bench';
import { buildApp, buildBenchPage, serveApp, serveBenchPage } from './build';
import { chromiumVersion } from './chromium';
import { benchDecadeApp } from './decade-app';
import { decadeSaveFigure, decadeSaves } from './decade-save';
import { benchDecadeStorage } from './decade-storage';
import { figure, type Figure, type FigureName } from './figures';
import { benchRateSegment } from './rate-segment';
import { mergeResults, type LoadAverage, type RecordedFigure, type Run } from './performance-page';
import { describeMachine, PAGE_PATH, printReport, readRecord, RESULTS_PATH, writePerformancePage, writeResults } from './report';
import { benchStorage, STORAGE_GROUPS, type StorageGroup } from './storage-bench';

// `npm run bench [-- --quick] [-- --only=node,app,storage,decade] [-- --storage=production,season,rivals,saves]`
// `[-- --decade-world=newest] [-- --decade-parts=app,storage]`:
// issue 8's figures and issue 19's decade (`--only=decade`), printed as a table and merged into
// bench-results.json: each figure taken replaces the one of its name, with the run that took it (date,
// command, machine, load average before and after); the others stay. A full-size run (not --quick)
// then writes docs/performance.md from that record; a --quick run never does (its figures stay in
// bench-results.json, marked quick, and the page marks them if it is written again before a full run
// replaces them). Budgets are reported, never asserted; the exit code is non-zero only when a
// measurement could not be taken at all.

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const wants = (group: 'node' | 'app' | 'storage' | 'decade') => !only || only.includes(group);
// `--storage=saves` runs only those storage groups (iterating on one figure without a whole season).
const storageGroups = args.find((arg) => arg.startsWith('--storage='))?.slice('--storage='.length).split(',');
const unknownGroup = storageGroups?.find((group) => !(STORAGE_GROUPS as readonly string[]).includes(group));
if (unknownGroup) throw new Error(`Unknown storage group ${unknownGroup}: use ${STORAGE_GROUPS.join(', ')}`);
const log = (line: string) => console.log(`  ${line}`);
// Iterating on the decade: `--decade-world=newest` reuses the newest cached world whatever code built
// it; `--decade-parts=app` (or `storage`) measures only that side.
const newestWorld = args.includes('--decade-world=newest');
const decadeParts = args.find((arg) => arg.startsWith('--decade-parts='))?.slice('--decade-parts='.length).split(',') ?? ['app', 'storage'];

const APP_FIGURES: FigureName[] = ['initial-js-gzip-kb', 'first-contentful-paint', 'roster-10k-render'];
const DECADE_APP_FIGURES: FigureName[] = ['decade-screen-render-max', 'decade-screen-vs-year1-max', 'decade-heap-mb', 'interaction-p95', 'dynasty-screen-render-max'];
const DECADE_FIGURES: FigureName[] = ['decade-week-ratio', ...DECADE_APP_FIGURES, 'decade-export-vs-raw', 'decade-import-vs-raw', 'decade-save-mb-per-year'];
const failed = (names: FigureName[], error: unknown): Figure[] => {
  log(`${names.join(', ')} failed: ${String(error)}`);
  return names.map((name) => figure(name, null, `failed: ${String(error).split('\n')[0]}`));
};

const loadAverage = (): LoadAverage => {
  const [one, five, fifteen] = loadavg();
  return [one, five, fifteen];
};

async function main(): Promise<void> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const loadBefore = loadAverage();
  const figures: Figure[] = [];
  if (wants('node')) {
    console.log('Node micro-benchmarks…');
    figures.push(benchRateSegment(quick));
  }
  if (wants('app') || wants('storage') || wants('decade')) {
    console.log('Building the app and the storage bench page…');
    await buildApp();
    await buildBenchPage();
    const [app, page] = await Promise.all([serveApp(), serveBenchPage()]);
    try {
      if (wants('app')) {
        console.log(`App in Chromium (${app.url})…`);
        figures.push(...(await benchApp(app, { quick, log }).catch((error: unknown) => failed(APP_FIGURES, error))));
      }
      if (wants('storage')) {
        console.log(`Storage in Chromium (${page.url})…`);
        figures.push(...(await benchStorage(page, { quick, log, groups: storageGroups as StorageGroup[] | undefined })));
      }
      if (wants('decade')) {
        console.log(`The decade (issue 19): ${quick ? 'three short seasons' : 'ten seasons'} of the season run, then the app and the storage page…`);
        const started = performance.now();
        const saves = await decadeSaves(quick, log, newestWorld).catch((error: unknown) => ({ error }));
        if ('error' in saves) figures.push(...failed(DECADE_FIGURES, saves.error));
        else {
          // Issue 36: the decade's save size, from the build itself (nothing more is run).
          figures.push(decadeSaveFigure(saves));
          if (decadeParts.includes('app')) {
            figures.push(...(await benchDecadeApp(app, saves, { quick, log }).catch((error: unknown) => failed(DECADE_APP_FIGURES, error))));
          }
          if (decadeParts.includes('storage')) figures.push(...(await benchDecadeStorage(page, saves, { quick, log })));
        }
        log(`decade group took ${Math.round((performance.now() - started) / 1000)} s`);
      }
    } finally {
      await Promise.all([app.close(), page.close()]);
    }
  }
  const machine = describeMachine(chromiumVersion());
  printReport(figures, machine, quick);
  const run: Run = {
    at: startedAt,
    until: new Date().toISOString(),
    command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`,
    quick,
    machine,
    load: { before: loadBefore, after: loadAverage() },
  };
  // A long run's figures are never lost to an unreadable record: they are then written alone.
  const previous = (() => {
    try {
      return readRecord();
    } catch (error) {
      return { figures: [], from: `nothing (the previous record could not be read: ${String(error).split('\n')[0]})` };
    }
  })();
  const record = mergeResults(previous.figures, figures.map((figure): RecordedFigure => ({ ...figure, taken: run })));
  writeResults(RESULTS_PATH, record);
  console.log(`Wrote ${RESULTS_PATH} (this run's ${figures.length} figures merged into ${previous.from}) in ${Math.round((performance.now() - started) / 1000)} s`);
  if (quick) console.log(`--quick: ${PAGE_PATH} left as it is`);
  else {
    writePerformancePage(record);
    console.log(`Wrote ${PAGE_PATH}`);
  }
  if (figures.some((figure) => figure.value === null)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
