import { useBrowser } from './harness';
import { ROUTE_TITLES } from '../support/route-titles';

// Every route of SPEC §2 with the title its page shows (DESIGN §2: one h1 and document.title).
const routes = ROUTE_TITLES;

describe('the app shell in Chromium', () => {
  const browser = useBrowser();

  it('opens on Welcome by default', async () => {
    await browser.page.goto(browser.baseUrl);
    await expect.poll(() => browser.page.locator('h1').textContent()).toBe('Welcome');
  });

  it.each(routes)('%s shows its title "%s" as its one h1 and as the document title', async (route, title) => {
    await browser.goto(route);
    const h1 = browser.page.locator('h1');
    await expect.poll(() => h1.first().textContent(), { timeout: 10_000 }).toBe(title);
    expect(await h1.count()).toBe(1);
    expect(await browser.page.title()).toBe(title);
    expect(await browser.page.getByText('Encountered an error').count()).toBe(0);
  });

  it('raised no uncaught error on any route', () => {
    expect(browser.errors).toEqual([]);
  });

  it('opens the sidebar with Menu and closes it with Close', async () => {
    await browser.goto('/office');
    await browser.page.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = browser.page.getByRole('dialog');
    for (const entry of ['The office', 'Simulate', 'Rankings', 'CMS', 'Productions', 'Rumbles', 'Tournaments', 'Settings', 'Back to setup']) {
      await expect.poll(() => nav.getByText(entry, { exact: true }).count()).toBeGreaterThan(0);
    }
    await browser.screenshot('sidebar-dark');
    await browser.page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => browser.page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps the chosen colour mode across a reload', async () => {
    await browser.goto('/office');
    await browser.screenshot('office-dark');
    const background = () => browser.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await browser.page.getByRole('button', { name: 'Menu', exact: true }).click();
    const toggle = browser.page.getByRole('dialog').getByRole('switch', { name: /dark mode/i });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await expect.poll(background).not.toBe(dark);
    await browser.page.getByRole('button', { name: 'Close', exact: true }).click();
    await browser.page.reload();
    await expect.poll(() => browser.page.locator('h1').textContent()).toBe('The office');
    await expect.poll(background).not.toBe(dark);
    await browser.screenshot('office-light');
    await browser.page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await browser.page.getByRole('dialog').getByRole('switch', { name: /dark mode/i }).isChecked()).toBe(false);
  });

  it('creates the kayfabe database at version 11 with all sixteen tables and Game record 1', async () => {
    const info = await browser.page.evaluate(
      () =>
        new Promise<{ version: number; tables: string[]; game: unknown }>((resolve, reject) => {
          const request = indexedDB.open('kayfabe');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const db = request.result;
            const tables = [...db.objectStoreNames].sort();
            const get = db.transaction('Game').objectStore('Game').get(1);
            get.onsuccess = () => {
              resolve({ version: db.version, tables, game: get.result });
              db.close();
            };
          };
        }),
    );
    expect(info.version).toBe(110); // Dexie's version(11) is 110 in raw IndexedDB
    expect(info.tables).toEqual(
      ['Appearance', 'Bet', 'Brand', 'Championship', 'Company', 'Draft', 'Faction', 'Game', 'Production', 'Reign',
        'Rumble', 'Segment', 'Show', 'Tournament', 'Venue', 'Wrestler'],
    );
    expect(info.game).toMatchObject({ id: 1, storeVersion: 11 });
  });
});
