import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { createWrestler } from '../../src/domain/entities/wrestler';
import { APP_OUT, type Served } from './build';
import { bundleBreakdown } from './bundle-breakdown';
import { launchChromium } from './chromium';
import { figure, median, tidy, type Figure } from './figures';
import { measureRoster } from './roster-bench';

export interface AppBenchOptions {
  quick: boolean;
  log: (line: string) => void;
}

const heading = (page: Page, text: string) =>
  page.waitForFunction((wanted) => document.querySelector('h1')?.textContent === wanted, text, { timeout: 60_000 });

/**
 * A game must exist for /office to show anything but a way back to setup, so the profile first
 * plays the new-game flow once (New game, Start), as a player would: the seed world is loaded.
 */
export async function startGame(page: Page, app: Served): Promise<void> {
  await page.goto(`${app.url}#/setup`);
  await heading(page, 'Welcome');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await heading(page, 'Setup');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await heading(page, 'The office');
}

interface OfficeLoad {
  /** ms from navigation start to the office's h1 in the DOM. */
  renderedAt: number;
  firstContentfulPaint: number | null;
  /** Paths of the JavaScript files requested before that moment. */
  scripts: string[];
}

/** /office on a cold cache: the HTTP cache cleared and disabled (service workers are blocked). */
async function loadOfficeCold(context: BrowserContext, app: Served): Promise<OfficeLoad> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${app.url}#/office`, { waitUntil: 'commit' });
    const rendered = await page.waitForFunction(
      () => (document.querySelector('h1')?.textContent === 'The office' ? performance.now() : false),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const renderedAt = (await rendered.jsonValue()) as number;
    // The paint entry is queued a frame after the paint; give it a moment.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 5_000 }).catch(() => undefined);
    return await page.evaluate((before) => ({
      renderedAt: before,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= before && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    }), renderedAt);
  } finally {
    await page.close();
  }
}

/** gzip (level 9, as static hosts precompress) of the built file behind each path. */
const gzipKb = (paths: readonly string[]): number =>
  [...new Set(paths)].reduce((sum, path) => sum + gzipSync(readFileSync(join(APP_OUT, path)), { level: 9 }).length, 0) / 1024;

/** 10,000 wrestlers of the seed's brands, made with the domain factory, written raw into `kayfabe`. */
async function addWrestlers(page: Page, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) =>
    createWrestler({
      name: `Bench Wrestler ${String(i).padStart(5, '0')}`, brandIds: [1 + (i % 7)], gender: i % 4 ? 'MALE' : 'FEMALE',
      points: i % 97, popularity: (i * 7) % 101, class: (['WRESTLER', 'GIANT', 'CRUISER', 'FIGHTER'] as const)[i % 4],
    }),
  );
  await page.evaluate(
    (wrestlers) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('kayfabe');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('Wrestler', 'readwrite');
          for (const wrestler of wrestlers) tx.objectStore('Wrestler').add(wrestler);
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
}

/** initial-js-gzip-kb, first-contentful-paint and roster-10k-render, on one profile with a game. */
export async function benchApp(app: Served, { quick, log }: AppBenchOptions): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await startGame(page, app);

    const [warmups, runs] = quick ? [1, 2] : [2, 9];
    const loads: OfficeLoad[] = [];
    for (let run = 0; run < warmups + runs; run += 1) {
      const load = await loadOfficeCold(browser.context, app);
      if (run >= warmups) loads.push(load);
    }
    const sizes = loads.map((load) => gzipKb(load.scripts));
    const paints = loads.map((load) => load.firstContentfulPaint).filter((value): value is number => value !== null);
    log(`office cold loads: FCP ${paints.map(tidy).join(', ')} ms; h1 at ${loads.map((l) => tidy(l.renderedAt)).join(', ')} ms`);
    log(`initial JS by package (gzip KB, each alone): ${bundleBreakdown(APP_OUT, [...new Set(loads[0].scripts)]).join(', ')}`);
    const figures = [
      figure('initial-js-gzip-kb', tidy(median(sizes)), `${new Set(loads[0].scripts).size} JS files requested before the office h1 (gzip -9, KB = 1024 B)`),
      figure('first-contentful-paint', paints.length ? tidy(median(paints)) : null,
        `median of ${paints.length} cold loads of /office with a game (HTTP cache cleared and disabled, no service worker); office h1 at ${tidy(median(loads.map((l) => l.renderedAt)))} ms`),
    ];

    const wrestlers = 10_000;
    await addWrestlers(page, wrestlers);
    figures.push(await measureRoster(browser.context, app, { wrestlers, warmups, runs, log }));
    return figures;
  } finally {
    await browser.close();
  }
}
