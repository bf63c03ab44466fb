import type { BrowserContext, Page } from 'playwright-core';
import { startGame } from './app-bench';
import { APP_OUT, type Served } from './build';
import { launchChromium } from './chromium';
import { measureInteractions, summariseInteractions, type InteractionTimes } from './decade-interaction';
import { loadWorldRaw, serveWorld } from './decade-load';
import type { DecadeStage } from './decade-build';
import type { DecadeSaves } from './decade-save';
import { SCREENS, visit, type ScreenName } from './decade-screens';
import { benchDynastyScreens } from './dynasty-screens';
import { figure, median, tidy, type Figure } from './figures';
import { readStoredTables } from '../../tests/browser/raw-indexeddb';

// Issue 19, the app side: the year-one world and then the decade are written into the app's own
// database; on each, every screen is opened in-app from the office several times, then the heap
// is taken after one visit of each; on the decade, the booking actions are timed.

interface Options {
  quick: boolean;
  log: (line: string) => void;
}

type Times = Record<ScreenName, number[]>;

const failure = (error: unknown) => `failed: ${String(error).split('\n')[0]}`;

/** A new tab on the office of the world in the database, settled. */
export async function openOffice(context: BrowserContext, app: Served): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.url}#/roster`);
  await page.getByRole('heading', { level: 1, name: 'Roster' }).waitFor({ timeout: 120_000 });
  await visit(page, SCREENS[0]);
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Rounds of: each screen from the office, then the office from that screen (so the office is
 * timed as often as all the others together). The first round loads the route chunks: not kept.
 */
export async function screenTimes(page: Page, rounds: number, log: Options['log']): Promise<Times> {
  const times = Object.fromEntries(SCREENS.map((screen) => [screen.name, [] as number[]])) as Times;
  for (let round = 0; round <= rounds; round += 1) {
    for (const screen of SCREENS.slice(1)) {
      const ms = await visit(page, screen);
      const office = await visit(page, SCREENS[0]);
      if (round === 0) continue;
      times[screen.name].push(ms);
      times.office.push(office);
    }
  }
  log(`screens (median ms): ${SCREENS.map((s) => `${s.name} ${tidy(median(times[s.name]))}`).join(', ')}`);
  return times;
}

/** JS heap (MB) of a fresh tab that visited every screen once: after a forced GC, and the most seen between visits (no GC). */
async function heapAfterVisits(context: BrowserContext, app: Served): Promise<{ usedMb: number; peakMb: number }> {
  const page = await openOffice(context, app);
  try {
    const cdp = await context.newCDPSession(page);
    const used = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024;
    let peakMb = await used();
    for (const screen of [...SCREENS.slice(1), SCREENS[0]]) {
      await visit(page, screen);
      peakMb = Math.max(peakMb, await used());
    }
    await page.waitForTimeout(1000);
    await cdp.send('HeapProfiler.collectGarbage');
    return { usedMb: await used(), peakMb };
  } finally {
    await page.close();
  }
}

type Outcome<T> = { ok: T } | { error: unknown };
const attempt = <T>(work: () => Promise<T>): Promise<Outcome<T>> => work().then((ok) => ({ ok }), (error: unknown) => ({ error }));

interface World {
  screens: Outcome<{ times: Times; heap: { usedMb: number; peakMb: number } }>;
  interactions: Outcome<InteractionTimes>;
}

/** One world into the app's database, then its screens, the heap, and last the booking actions (they add a production). */
async function measureWorld(context: BrowserContext, app: Served, stage: DecadeStage, { quick, log }: Options): Promise<World> {
  const label = `week ${stage.week}`;
  const loaded = await loadWorldRaw(context, app.url, 'favicon.svg', serveWorld(APP_OUT, stage), 'kayfabe');
  log(`${label}: ${loaded.rows} rows written raw into the app's database in ${tidy(loaded.ms / 1000)} s`);
  const screens = await attempt(async () => {
    const page = await openOffice(context, app);
    const times = await screenTimes(page, quick ? 2 : 5, (line) => log(`${label} ${line}`)).finally(() => page.close());
    const heap = await heapAfterVisits(context, app);
    log(`${label}: JS heap after visiting every screen once: ${tidy(heap.usedMb)} MB after GC, up to ${tidy(heap.peakMb)} MB between visits`);
    return { times, heap };
  });
  const interactions = await attempt(async () => {
    const page = await openOffice(context, app);
    const times = await measureInteractions(page, quick ? 3 : 10).finally(() => page.close());
    log(`${label} interactions (ms): ${Object.entries(times.byAction).map(([a, ms]) => `${a} ${ms.map(tidy).join(', ')}`).join('; ')}`);
    return times;
  });
  for (const [what, outcome] of [['screens', screens], ['interactions', interactions]] as const) {
    if ('error' in outcome) log(`${label} ${what} failed: ${String(outcome.error)}`);
  }
  return { screens, interactions };
}

function screenFigures(yearOne: World['screens'], decade: World['screens'], weeks: string): Figure[] {
  if ('error' in yearOne || 'error' in decade) {
    const error = 'error' in decade ? decade.error : (yearOne as { error: unknown }).error;
    return (['decade-screen-render-max', 'decade-screen-vs-year1-max', 'decade-heap-mb'] as const).map((name) => figure(name, null, failure(error)));
  }
  const rows = SCREENS.map(({ name }) => {
    const [then, now] = [median(yearOne.ok.times[name]), median(decade.ok.times[name])];
    return { name, then, now, ratio: now / then };
  });
  const slowest = [...rows].sort((a, b) => b.now - a.now);
  const worst = [...rows].sort((a, b) => b.ratio - a.ratio);
  return [
    figure('decade-screen-render-max', tidy(slowest[0].now),
      `slowest: ${slowest[0].name}; median of ${decade.ok.times.roster.length} in-app visits per screen (office: ${decade.ok.times.office.length}) ${weeks}; ` +
      `ms with the decade (year one): ${slowest.map((r) => `${r.name} ${tidy(r.now)} (${tidy(r.then)})`).join(', ')}`),
    figure('decade-screen-vs-year1-max', tidy(worst[0].ratio),
      `worst: ${worst[0].name}; decade ÷ year one per screen: ${worst.map((r) => `${r.name} ${tidy(r.ratio)}`).join(', ')}`),
    figure('decade-heap-mb', tidy(decade.ok.heap.usedMb),
      `usedSize after a forced GC, a fresh tab that opened the office then every screen once ${weeks}; up to ${tidy(decade.ok.heap.peakMb)} MB ` +
      `between visits (no GC); year one: ${tidy(yearOne.ok.heap.usedMb)} MB (up to ${tidy(yearOne.ok.heap.peakMb)} MB)`),
  ];
}

function interactionFigure(yearOne: World['interactions'], decade: World['interactions'], week: number): Figure {
  if ('error' in decade) return figure('interaction-p95', null, failure(decade.error));
  const { p95, note } = summariseInteractions(decade.ok);
  const then = 'error' in yearOne ? `failed (${String(yearOne.error).split('\n')[0]})` : `${tidy(summariseInteractions(yearOne.ok).p95)} ms`;
  return figure('interaction-p95', tidy(p95), `${note}; segment 1 of a new production of the player's show (week ${week} world); p95 in year one: ${then}`);
}

/** decade-screen-render-max, decade-screen-vs-year1-max, decade-heap-mb, interaction-p95 and (issue 36) dynasty-screen-render-max. */
export async function benchDecadeApp(app: Served, saves: DecadeSaves, options: Options): Promise<Figure[]> {
  const weeks = `(worlds of weeks ${saves.yearOne.week} and ${saves.decade.week})`;
  const browser = await launchChromium();
  try {
    const first = browser.context.pages()[0] ?? (await browser.context.newPage());
    await startGame(first, app); // the app makes its database (schema) once
    // Issue 36: the new game's world, for the thirty seasons measured last.
    const seed = await readStoredTables(first);
    await first.goto(`${app.url}favicon.svg`);
    const yearOne = await measureWorld(browser.context, app, saves.yearOne, options);
    const decade = await measureWorld(browser.context, app, saves.decade, options);
    const dynasty = await benchDynastyScreens(browser.context, app, seed, { ...options, openOffice, screenTimes })
      .catch((error: unknown) => figure('dynasty-screen-render-max', null, failure(error)));
    return [...screenFigures(yearOne.screens, decade.screens, weeks), interactionFigure(yearOne.interactions, decade.interactions, saves.decade.week), dynasty];
  } finally {
    await browser.close();
  }
}
