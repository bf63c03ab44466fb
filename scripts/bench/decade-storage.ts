import type { Page } from 'playwright-core';
import { PAGE_OUT, type Served } from './build';
import { launchChromium } from './chromium';
import { serveWorld } from './decade-load';
import type { DecadeSaves } from './decade-save';
import { figure, median, tidy, type Figure, type FigureName } from './figures';
import { runOnPage } from './storage-bench';

// Issue 19, the storage side: in the storage bench page (the real composition root), a week of
// year one against a week of year ten, and the decade's backup and import against raw reads and
// writes of the same rows. Each on a fresh browser, as the other storage groups.

interface Options {
  quick: boolean;
  log: (line: string) => void;
}

const ms = (values: number[]) => values.map(tidy).join(', ');

async function onBenchPage<R>(bench: Served, log: Options['log'], work: (page: Page) => Promise<R>): Promise<R> {
  const browser = await launchChromium();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.setDefaultTimeout(0);
    page.on('pageerror', (error) => log(`bench page error: ${error.message}`));
    await page.goto(bench.url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    return await work(page);
  } finally {
    await browser.close();
  }
}

async function weekRatio(bench: Served, saves: DecadeSaves, { quick, log }: Options): Promise<Figure> {
  const [yearOne, decade] = [saves.yearOne, saves.decade].map((stage) => serveWorld(PAGE_OUT, stage));
  const result = await onBenchPage(bench, log, (page) => runOnPage(page, 'decade-week', { yearOne, decade, warmups: 1, runs: quick ? 2 : 7 }));
  const [then, now] = [median(result.yearOne.weekMs), median(result.decade.weekMs)];
  log(`decade-week-ratio: week ${saves.yearOne.week} world ${ms(result.yearOne.weekMs)} ms (${result.yearOne.productions.join(', ')} productions); ` +
    `week ${saves.decade.week} world ${ms(result.decade.weekMs)} ms (${result.decade.productions.join(', ')} productions)`);
  const failed = result.yearOne.failed + result.decade.failed;
  return figure('decade-week-ratio', tidy(now / then),
    `median of ${result.decade.weekMs.length} weeks after 1 warm-up (simulate empty productions + forward, rivals included): ` +
    `${tidy(now)} ms on the week-${saves.decade.week} world (${result.decade.rows} rows) ÷ ${tidy(then)} ms on the week-${saves.yearOne.week} world ` +
    `(${result.yearOne.rows} rows); ${failed} failed completions or rival shows`, failed === 0);
}

async function saveRatios(bench: Served, saves: DecadeSaves, { quick, log }: Options): Promise<Figure[]> {
  const world = serveWorld(PAGE_OUT, saves.decade);
  const result = await onBenchPage(bench, log, (page) => runOnPage(page, 'decade-saves', { world, warmups: quick ? 0 : 1, runs: quick ? 2 : 3 }));
  log(`decade saves (ms): export ${ms(result.exportMs)}; raw read ${ms(result.readMs)}; raw read after the export ${ms(result.readAfterMs)}; import ${ms(result.importMs)}; raw write ${ms(result.writeMs)}`);
  const [exported, read, write, readAfter] = [median(result.exportMs), median(result.readMs), median(result.writeMs), median(result.readAfterMs)];
  const size = `${result.rows} rows, a ${tidy(result.fileBytes / 1024 / 1024)} MB pretty backup`;
  const importFigure = result.importError
    ? figure('decade-import-vs-raw', null, `failed: the import refused the decade's backup (${size}): ${result.importError}; raw write ${tidy(write)} ms`)
    : figure('decade-import-vs-raw', tidy(median(result.importMs) / write),
      `median import (save files' own: read, parse, validate, clear, write; Game kept) ${tidy(median(result.importMs))} ms ÷ raw clear + bulkAdd of the same rows ${tidy(write)} ms; ${size}`);
  return [
    figure('decade-export-vs-raw', tidy(exported / read),
      `median backup ${tidy(exported)} ms ÷ raw read of every row in one transaction ${tidy(read)} ms; ${size} (week ${saves.decade.week}), ${result.exportMs.length} runs; ` +
        `the same read right after the backup, warm: ${tidy(readAfter)} ms (backup ÷ it ${tidy(exported / readAfter)}; not the figure)`),
    importFigure,
  ];
}

const failed = (names: FigureName[], error: unknown, log: Options['log']): Figure[] => {
  log(`${names.join(', ')} failed: ${String(error)}`);
  return names.map((name) => figure(name, null, `failed: ${String(error).split('\n')[0]}`));
};

/** decade-week-ratio, decade-export-vs-raw, decade-import-vs-raw. */
export async function benchDecadeStorage(bench: Served, saves: DecadeSaves, options: Options): Promise<Figure[]> {
  const week = await weekRatio(bench, saves, options).catch((error: unknown) => failed(['decade-week-ratio'], error, options.log));
  const files = await saveRatios(bench, saves, options).catch((error: unknown) => failed(['decade-export-vs-raw', 'decade-import-vs-raw'], error, options.log));
  return [...[week].flat(), ...files];
}
