import { readFileSync } from 'node:fs';
import { ROUTE_TITLES } from '../support/route-titles';
import { useBrowser } from './harness';
import { writeTables } from './raw-indexeddb';
import { seasonSave } from './season-save';

// Issue 13: "0 console errors on every route after three seasons". A save of three seasons booked
// by the game's own booker (the season report's run) is imported through Settings, the game moves
// to the save's date (the import keeps the player's Game record, SPEC §5), and every route of
// SPEC §2 is visited: no console error, no page error, no error screen.

const WEEKS = 3 * 52;
/** The route that opens a show's production and then replaces itself with it. */
const HANDS_OVER = /^\/create-show\/\d+\//;

describe('every route after three seasons, in Chromium', () => {
  let savePath = '';
  let saveDate = '';
  const page = () => browser.page;
  const h1 = () => page().locator('h1');

  beforeAll(async () => {
    const save = await seasonSave(WEEKS, 42);
    console.log(save.seconds === null ? `Three-season save from the cache: ${save.path}` : `Three-season save generated in ${save.seconds.toFixed(1)} s`);
    savePath = save.path;
    saveDate = JSON.parse(readFileSync(save.path, 'utf8')).data.data.find((t: { tableName: string }) => t.tableName === 'Game').rows[0].date as string;
  }, 600_000);
  const browser = useBrowser({
    seedGame: true,
    timeout: 600_000,
    then: async () => {
      await browser.goto('/settings');
      await h1().filter({ hasText: 'Settings' }).waitFor({ timeout: 10_000 });
      await page().getByLabel('Import save', { exact: true }).setInputFiles(savePath);
      await page().getByRole('alertdialog').getByRole('button', { name: 'Replace with this save' }).click();
      await page().getByRole('status').filter({ hasText: /^Save imported/ }).waitFor({ timeout: 120_000 });

      const [game] = (await page().evaluate(() => new Promise<unknown[]>((resolve) => {
        const request = indexedDB.open('kayfabe');
        request.onsuccess = () => {
          const get = request.result.transaction('Game').objectStore('Game').getAll();
          get.onsuccess = () => {
            request.result.close();
            resolve(get.result);
          };
        };
      }))) as Record<string, unknown>[];
      await writeTables(page(), { put: { Game: [{ ...game, date: saveDate }] } });
      await page().reload();
      await h1().filter({ hasText: 'Settings' }).waitFor({ timeout: 10_000 });
    },
  });

  it.each(ROUTE_TITLES)('%s (%s) renders the long game without an error', async (route, title) => {
    const seen = browser.errors.length;
    await browser.goto(route);
    if (HANDS_OVER.test(route)) {
      // In a game the show exists, so the page makes (or finds) its production and hands over at
      // once: its own title shows only while it works, so wait for where it lands instead.
      await expect.poll(() => page().url(), { timeout: 20_000 }).toMatch(/#\/production\/\d+$/);
      await expect.poll(() => h1().first().textContent(), { timeout: 20_000 }).toBe('Productions');
    } else {
      await expect.poll(() => h1().first().textContent(), { timeout: 20_000 }).toBe(title);
    }
    // Settled: every lazy chunk loaded and no page still reading (Fluent spinners are progressbars).
    await page().waitForLoadState('networkidle');
    await expect.poll(() => page().getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
    await page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page().getByText('Encountered an error').count()).toBe(0);
    expect(browser.errors.slice(seen)).toEqual([]);
  });

  it('raised no console error and no page error on any route', () => {
    expect(browser.errors).toEqual([]);
  });
});
