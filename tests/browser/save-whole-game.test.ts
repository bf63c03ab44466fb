import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settledDialog, startSeedGame, useBrowser, type Browser } from './harness';
import { readAllTables, tablesAsRead, type Tables } from './raw-indexeddb';
import { seasonSave } from './season-save';

// Issue 34 item 6, "a save is the whole game", in Chromium against the built app: a living game
// (ten weeks of AWE on the living rules, played by the season runner: rivalries, a year's awards,
// the Hall of Fame, the player's promotion) is imported into a fresh profile and over a different
// running game, and every table, Game included, then holds exactly the file's records. A save
// whose largest id is 2,147,483,647 is refused, naming table, row and field.

const WEEKS = 10;
const AWE = 1;
const MAX_ID = 2_147_483_647;

type SaveFile = { data: { data: { tableName: string; rows: Record<string, unknown>[] }[] } };

/**
 * The file's records per table, typeson's `$types` marks aside (they change nothing on read), each
 * as the game reads it (the weekly tables' defaults filled, issue 36), as readAllTables reads the store.
 */
function recordsOf(file: SaveFile): Tables {
  return tablesAsRead(Object.fromEntries(
    file.data.data.map(({ tableName, rows }) => [
      tableName,
      rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== '$types'))),
    ]),
  ));
}

/** Record for record: the same tables, the same ids in the same order, every field alike. */
function expectSameRecords(stored: Tables, saved: Tables): void {
  expect(Object.keys(stored).sort()).toEqual(Object.keys(saved).sort());
  for (const [table, rows] of Object.entries(saved)) {
    expect(stored[table]!.map((row) => row.id), `${table} ids`).toEqual(rows.map((row) => row.id));
    expect(stored[table], `${table} records`).toEqual(rows);
  }
}

describe('a save is the whole game, in Chromium', () => {
  let files = '';
  let savePath = '';
  let saved: Tables = {};

  beforeAll(async () => {
    const save = await seasonSave(WEEKS, 42, { rules: 'living', companyId: AWE });
    console.log(save.seconds === null ? `Living save from the cache: ${save.path}` : `Living save generated in ${save.seconds.toFixed(1)} s`);
    savePath = save.path;
    saved = recordsOf(JSON.parse(readFileSync(savePath, 'utf8')) as SaveFile);
    files = mkdtempSync(join(tmpdir(), 'kayfabe-whole-game-'));
  }, 300_000);
  afterAll(() => {
    rmSync(files, { recursive: true, force: true });
  });

  it('is a living game: the player runs AWE, with rivalries, a year\'s awards and a Hall of Fame', () => {
    const [game] = saved.Game!;
    expect(game).toMatchObject({ id: 1, rules: 'living', playerCompanyId: AWE });
    expect((game!.rivalries as unknown[]).length).toBeGreaterThan(0);
    expect((game!.awards as unknown[]).length).toBeGreaterThan(0);
    expect((game!.hallOfFame as unknown[]).length).toBeGreaterThan(0);
  });

  async function openSettings(browser: Browser) {
    await browser.goto('/settings');
    await browser.page.locator('h1').filter({ hasText: 'Settings' }).waitFor({ timeout: 20_000 });
  }

  async function importSave(browser: Browser, path: string) {
    await browser.page.getByLabel('Import save', { exact: true }).setInputFiles(path);
    await (await settledDialog(browser.page, 'Replace your current game?')).getByRole('button', { name: 'Replace with this save' }).click();
  }

  async function importedWhole(browser: Browser) {
    await importSave(browser, savePath);
    await browser.page.getByRole('status').filter({ hasText: /^Save imported/ }).waitFor({ timeout: 60_000 });
    expectSameRecords(await readAllTables(browser.page), saved);
    // And the game the app opens is the save's: its date and its promotion's office.
    await browser.page.reload();
    await browser.goto('/office');
    await browser.page.locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 20_000 });
    expectSameRecords(await readAllTables(browser.page), saved);
  }

  describe('imported into a fresh profile', () => {
    const browser = useBrowser();

    it('holds every record of the file, Game included, and nothing else', async () => {
      await openSettings(browser);
      await importedWhole(browser);
      expect(browser.errors).toEqual([]);
    });
  });

  describe('imported over a different running game', () => {
    const browser = useBrowser({ seedGame: { company: 'VWU', difficulty: 'HARD' }, timeout: 120_000 });

    it('refuses a save whose largest id is 2,147,483,647, naming table, row and field, and keeps the game', async () => {
      const file = JSON.parse(readFileSync(savePath, 'utf8')) as SaveFile;
      const wrestlers = file.data.data.find((table) => table.tableName === 'Wrestler')!;
      const last = wrestlers.rows.length;
      wrestlers.rows[last - 1]!.id = MAX_ID;
      const poisoned = join(files, 'largest-id.json');
      writeFileSync(poisoned, JSON.stringify(file));
      await openSettings(browser);
      const before = await readAllTables(browser.page);
      expect(before.Game![0]).toMatchObject({ playerCompanyId: 2 });

      await importSave(browser, poisoned);

      await expect.poll(() => browser.page.getByRole('alert').textContent(), { timeout: 30_000 }).toBe(
        `Primary key differs for table Wrestler: row ${last} has id 2147483647, past 2,137,483,647: a game needs room for new records after an import`,
      );
      await browser.page.getByText('Import failed; your game is unchanged.').waitFor();
      expect(await readAllTables(browser.page)).toEqual(before);
    });

    it('replaces it whole: every record of the file, Game included, and nothing of the old game', async () => {
      await openSettings(browser);
      await importedWhole(browser);
      expect(browser.errors.filter((error) => !/Save import failed|Dexie|wants to delete/.test(error))).toEqual([]);
    });
  });

  describe('imported while another tab opens the game', () => {
    const browser = useBrowser();

    it('the new tab waits for the import, then opens the imported game; the import is whole', async () => {
      await startSeedGame(browser, { company: 'Northgate' });
      await openSettings(browser);
      const replacing = () =>
        browser.page.evaluate(async () => (await navigator.locks.query()).held?.some((lock) => lock.name === 'kayfabe-replace') ?? false);

      await browser.page.getByLabel('Import save', { exact: true }).setInputFiles(savePath);
      const confirm = (await settledDialog(browser.page, 'Replace your current game?')).getByRole('button', { name: 'Replace with this save' });
      // The importing tab runs ten times slower, so the second tab surely opens while it replaces.
      const cdp = await browser.context.newCDPSession(browser.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
      await confirm.click();
      // The import holds the replace lock from its safety copy to its last write: a tab opens then.
      await expect.poll(replacing, { timeout: 60_000, interval: 20 }).toBe(true);
      const second = await browser.context.newPage();
      const errors: string[] = [];
      second.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      second.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
      await second.goto(`${browser.baseUrl}#/office`, { waitUntil: 'commit' });
      // Its start asks for the same lock and waits while the import holds it.
      const waiting = () =>
        second.evaluate(async () => {
          const { held = [], pending = [] } = await navigator.locks.query();
          return held.some((lock) => lock.name === 'kayfabe-replace') && pending.some((lock) => lock.name === 'kayfabe-replace');
        });
      await expect.poll(waiting, { timeout: 30_000, interval: 20 }).toBe(true);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      await browser.page.getByRole('status').filter({ hasText: /^Save imported/ }).waitFor({ timeout: 60_000 });
      expectSameRecords(await readAllTables(browser.page), saved);
      // The second tab shows the imported game and was not left behind by the import it waited for.
      // It opens the whole imported game after the import's last write: on a loaded machine (the
      // suite's other files in parallel, two cores) that first load can take a while.
      await second.locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 90_000 });
      expect(await second.getByText('This game was replaced in another tab').count()).toBe(0);
      expectSameRecords(await readAllTables(second), saved);
      expect(errors).toEqual([]);
      expect(browser.errors.filter((error) => !/Dexie|wants to delete/.test(error))).toEqual([]);
      await second.close();
    }, 180_000);
  });
});
