import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { APP_OUT, type Served } from './build';
import { loadWorldRaw, serveWorld } from './decade-load';
import { DECADE_CACHE } from './decade-save';
import { SCREENS, type ScreenName } from './decade-screens';
import { figure, median, tidy, type Figure } from './figures';
import { SEASONS, withThirtySeasons, type Tables } from './thirty-seasons';

// Issue 36: the decade screens on a thirty-year world (thirty-seasons.ts: the seed world plus thirty
// seasons of history), timed as the decade's are. The browser test dynasty-save.test.ts imports the
// same world through Settings and checks every screen shows its content; the times are here.

const ROWS_PER_FILE = 2000;

/** The world's rows as the decade's files (compact JSON, one table's rows a file) in a fresh folder. */
function writeWorldFiles(tables: Tables, dir: string): { dir: string; files: { table: string; file: string; rows: number }[] } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files: { table: string; file: string; rows: number }[] = [];
  for (const [table, rows] of Object.entries(tables)) {
    for (let start = 0; start < rows.length; start += ROWS_PER_FILE) {
      const chunk = rows.slice(start, start + ROWS_PER_FILE);
      const file = `${table}-${files.length}.json`;
      writeFileSync(join(dir, file), JSON.stringify(chunk));
      files.push({ table, file, rows: chunk.length });
    }
  }
  return { dir, files };
}

interface Options {
  quick: boolean;
  log: (line: string) => void;
  /** A tab on the office of the world in the database, settled (decade-app.ts). */
  openOffice: (context: BrowserContext, app: Served) => Promise<Page>;
  /** Rounds of in-app visits of every screen (decade-app.ts), ms per screen. */
  screenTimes: (page: Page, rounds: number, log: (line: string) => void) => Promise<Record<ScreenName, number[]>>;
}

/** dynasty-screen-render-max: the seed world `seed` (a new game's tables) with thirty seasons added, written raw into the app's database. */
export async function benchDynastyScreens(context: BrowserContext, app: Served, seed: Tables, { quick, log, openOffice, screenTimes }: Options): Promise<Figure> {
  const tables = withThirtySeasons(seed);
  const dir = join(DECADE_CACHE, `dynasty-${process.pid}`);
  try {
    const loaded = await loadWorldRaw(context, app.url, 'favicon.svg', serveWorld(APP_OUT, writeWorldFiles(tables, dir)), 'kayfabe');
    log(`thirty seasons: ${loaded.rows} rows written raw into the app's database in ${tidy(loaded.ms / 1000)} s`);
    const page = await openOffice(context, app);
    const times = await screenTimes(page, quick ? 2 : 5, (line) => log(`thirty seasons ${line}`)).finally(() => page.close());
    const rows = SCREENS.map(({ name }) => ({ name, ms: median(times[name]) })).sort((a, b) => b.ms - a.ms);
    return figure('dynasty-screen-render-max', tidy(rows[0].ms),
      `slowest: ${rows[0].name}; median of ${times.roster.length} in-app visits per screen on the seed world plus ${SEASONS} seasons of history ` +
      `(${loaded.rows} rows, scripts/bench/thirty-seasons.ts); ms: ${rows.map((r) => `${r.name} ${tidy(r.ms)}`).join(', ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
