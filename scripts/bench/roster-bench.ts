import type { BrowserContext } from 'playwright-core';
import type { Served } from './build';
import { figure, median, tidy, type Figure } from './figures';

const MAX_ROWS = 150;

interface RosterShown {
  /** ms from asking for the roster to its first data rows in the DOM. */
  ms: number;
  /** Data rows in the DOM once the page has settled. */
  rows: number;
  status: string;
}

/**
 * In the running app (the office already shown), the hash changes to #/roster and a
 * MutationObserver notes the first moment the roster table holds a data row: route chunk, the
 * read of every wrestler from IndexedDB, sorting, filtering and React's render are all inside.
 */
async function openRosterFromOffice(context: BrowserContext, app: Served): Promise<RosterShown> {
  const page = await context.newPage();
  try {
    await page.goto(`${app.url}#/office`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'The office', undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(
      () =>
        new Promise<RosterShown>((resolve) => {
          const dataRows = () => Math.max(0, (document.querySelector('[role="table"][aria-label="Roster"]')?.querySelectorAll('[role="row"]').length ?? 0) - 1);
          let ms = 0;
          const observer = new MutationObserver(() => {
            if (ms || dataRows() === 0) return;
            ms = performance.now() - start;
            observer.disconnect();
            // Let virtualisation settle (measure, then re-render) before counting rows.
            setTimeout(() => resolve({ ms, rows: dataRows(), status: document.querySelector('[role="status"]')?.textContent ?? '' }), 1000);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          const start = performance.now();
          location.hash = '#/roster';
        }),
    );
  } finally {
    await page.close();
  }
}

/** The whole load of /#/roster in a new tab (warm HTTP cache): navigation start to the first data row. */
async function loadRosterPage(context: BrowserContext, app: Served): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${app.url}#/roster`, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      () => ((document.querySelector('[role="table"][aria-label="Roster"]')?.querySelectorAll('[role="row"]').length ?? 0) > 1 ? performance.now() : false),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    return (await shown.jsonValue()) as number;
  } finally {
    await page.close();
  }
}

export async function measureRoster(
  context: BrowserContext,
  app: Served,
  { wrestlers, warmups, runs, log }: { wrestlers: number; warmups: number; runs: number; log: (line: string) => void },
): Promise<Figure> {
  const shown: RosterShown[] = [];
  const loads: number[] = [];
  for (let run = 0; run < warmups + runs; run += 1) {
    const result = await openRosterFromOffice(context, app);
    const load = await loadRosterPage(context, app);
    if (run < warmups) continue;
    shown.push(result);
    loads.push(load);
  }
  const rows = Math.max(...shown.map((result) => result.rows));
  log(`roster runs (ms): ${shown.map((result) => tidy(result.ms)).join(', ')}; full page loads: ${loads.map(tidy).join(', ')}`);
  const note = `${wrestlers} extra wrestlers; median of ${shown.length} in-app navigations office → roster to the first row; ` +
    `${rows} rows in the DOM (limit ${MAX_ROWS}); "${shown[0].status.trim()}"; a full page load of /#/roster takes ${tidy(median(loads))} ms`;
  return figure('roster-10k-render', tidy(median(shown.map((result) => result.ms))), note, rows <= MAX_ROWS);
}
