import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Dexie from 'dexie';
import { createKayfabeDatabase, DATABASE_NAME } from '../../src/infrastructure/dexie/kayfabe-database';
import { exportPlainSave } from '../../src/infrastructure/saves/save-export';
import { SCREENS, visitInPage } from '../../scripts/bench/decade-screens';
import { SEASONS, withThirtySeasons } from '../../scripts/bench/thirty-seasons';
import { useBrowser } from './harness';
import { readAllTables, type Tables } from './raw-indexeddb';

// Issue 36 item 6: a thirty-year world still imports within the save limits, and every decade screen
// opens on it. The world is scripts/bench/thirty-seasons.ts's (the seed world the browser starts
// with plus thirty seasons of completed history), written through the game's own storage and backup
// writer in Node (the pretty text Settings writes), imported through Settings, then each decade
// screen is opened in-app (scripts/bench/decade-screens.ts) and must show its content. How fast the
// screens show on this world is the bench's (`dynasty-screen-render-max`, scripts/bench/dynasty-screens.ts),
// never this test's.

/** The backup Settings would write of these tables, made by the game's own storage and writer. */
async function backupOf(tables: Tables, path: string): Promise<void> {
  // The game's database name: an import checks it (this is Node's fake IndexedDB, not the page's).
  const name = DATABASE_NAME;
  const db = createKayfabeDatabase(name);
  try {
    await db.open();
    await db.transaction('rw', db.tables, async () => {
      for (const [table, rows] of Object.entries(tables)) if (rows.length > 0) await db.table(table).bulkAdd(rows);
    });
    const blob = await exportPlainSave(db, { rowsPerChunk: 2000, pretty: true });
    writeFileSync(path, Buffer.from(await blob!.arrayBuffer()));
  } finally {
    db.close();
    await Dexie.delete(name);
  }
}

describe('a thirty-season save, in Chromium (issue 36)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kayfabe-dynasty-'));
  const savePath = join(dir, 'kayfabe-save-thirty-seasons.json');
  let rows = 0;
  const browser = useBrowser({
    seedGame: { company: 'AWE' },
    timeout: 180_000,
    then: async ({ page }) => {
      const tables = withThirtySeasons(await readAllTables(page));
      rows = Object.values(tables).reduce((sum, list) => sum + list.length, 0);
      await backupOf(tables, savePath);
    },
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports through Settings at no more than 4 MB a season, and every decade screen then shows its content', async () => {
    const { page } = browser;
    const bytes = statSync(savePath).size;
    console.log(`thirty-season save: ${rows} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    expect(bytes / 1024 / 1024 / SEASONS).toBeLessThanOrEqual(4);

    await browser.goto('/settings');
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Settings');
    await page.getByLabel('Import save', { exact: true }).setInputFiles(savePath);
    const dialog = page.getByRole('alertdialog', { name: 'Replace your current game?' });
    await dialog.getByRole('button', { name: 'Replace with this save' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 120_000 }).toMatch(new RegExp(`^Save imported\\.${rows} rows restored`));

    // Each screen from the office, then the office again; each waits for its own content (the
    // bench's check of "first meaningful content"), rejecting only when it never comes.
    await browser.goto('/roster');
    await page.getByRole('heading', { level: 1, name: 'Roster' }).waitFor({ timeout: 60_000 });
    const opens = (name: string, route: string) => page.evaluate(visitInPage, [name, route, 60_000] as [string, string, number]);
    for (const screen of [SCREENS[0], ...SCREENS.slice(1).flatMap((screen) => [screen, SCREENS[0]])]) {
      await expect(opens(screen.name, screen.route), screen.name).resolves.toEqual(expect.any(Number));
    }
    // The whole history is there: the blog counts the thirty seasons' shows, two a week.
    await browser.goto('/blog');
    await page.getByText(`${(SEASONS * 52 * 2).toLocaleString('en-US')} completed productions, newest first.`).waitFor({ timeout: 60_000 });
    expect(browser.errors).toEqual([]);
  }, 180_000);
});
