import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Dexie from 'dexie';
import { createKayfabeDatabase } from '../../src/infrastructure/dexie/kayfabe-database';
import { storedRowsConnection } from '../../src/infrastructure/dexie/sparse-rows-middleware';
import { openBrowser, startSeedGame, type Browser } from './harness';
import { readAllTables, tablesAsRead, writeTables, type Tables } from './raw-indexeddb';

// Issue 32 end to end in Chromium: `Download and backup save` writes SPEC §7's pretty JSON, byte
// for byte what dexie-export-import writes with `prettyJson` for the same rows; Settings' compact
// choice makes it the library's compact text instead. Each file imports back as the same game.

const SWITCH = 'Compact backup (smaller file, same data)';

type BackupFile = { data: { databaseName: string; data: { tableName: string; rows: Record<string, unknown>[] }[] } };

/** The file's rows by table, typeson's `$types` array marks dropped (the import drops them too). */
function rowsOf(file: BackupFile): Tables {
  return Object.fromEntries(file.data.data.map(({ tableName, rows }) => [tableName, rows.map(({ $types: _, ...row }) => row)]));
}

/** Just what the library asks of a FileReader: an ArrayBuffer of a Blob, then `onload`. */
class NodeFileReader {
  onload: ((event: { target: { result: ArrayBuffer } }) => void) | null = null;
  onerror: ((event: { target: { error: unknown } }) => void) | null = null;
  onabort: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob): void {
    blob.arrayBuffer().then(
      (result) => this.onload?.({ target: { result } }),
      (error: unknown) => this.onerror?.({ target: { error } }),
    );
  }
}

/**
 * What dexie-export-import itself writes for these rows: they are put into a database of the same
 * schema and name (fake-indexeddb, in this Node process) and exported by the library.
 */
async function libraryText(rows: Tables, pretty: boolean): Promise<string> {
  // The library reads `self` as it loads, and reads an (empty) Blob with a FileReader after every
  // export, as in a page; this test runs in Node, which has neither.
  (globalThis as { self?: unknown }).self ??= globalThis;
  (globalThis as { FileReader?: unknown }).FileReader ??= NodeFileReader;
  const { exportDB } = await import('dexie-export-import');
  const db = createKayfabeDatabase('kayfabe');
  try {
    await db.open();
    await db.transaction('rw', db.tables, async () => {
      for (const [name, list] of Object.entries(rows)) await db.table(name).bulkAdd(list);
    });
    // Issue 36: the library reads the rows as stored (the weekly tables without their defaults).
    const stored = await storedRowsConnection(db);
    try {
      return await (await exportDB(stored, { prettyJson: pretty, numRowsPerChunk: 2000 })).text();
    } finally {
      stored.close();
    }
  } finally {
    db.close();
    await Dexie.delete('kayfabe');
  }
}

describe('backup text in Chromium: pretty by default, compact on request', () => {
  let browser: Browser;
  let downloads: string;
  beforeAll(async () => {
    browser = await openBrowser();
    downloads = mkdtempSync(join(tmpdir(), 'kayfabe-backup-text-'));
    await startSeedGame(browser, { company: 'AWE' });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  const settings = async () => {
    await browser.goto('/settings');
    await expect.poll(() => browser.page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Settings');
  };

  /** Downloads a backup from Settings; its text. */
  async function download(name: string): Promise<string> {
    const { page } = browser;
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download and backup save' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^kayfabe-save-v11-\d{4}-\d{2}-\d{2}\.json$/);
    const path = join(downloads, name);
    await file.saveAs(path);
    return readFileSync(path, 'utf8');
  }

  /** Changes the game behind the app's back, imports the file from Settings, and checks it brought every table back (Game kept). */
  async function importRestores(name: string, text: string): Promise<void> {
    const { page } = browser;
    // As the game reads them (issue 36: the weekly tables' rows are written without their defaults).
    const backup = tablesAsRead(rowsOf(JSON.parse(text)));
    const gameBefore = (await readAllTables(page)).Game;
    const [first] = backup.Wrestler;
    await writeTables(page, { clear: ['Reign', 'Appearance'], put: { Wrestler: [{ ...first, name: 'Changed after the backup' }] } });
    await page.reload();
    await settings();
    expect((await readAllTables(page)).Reign).toEqual([]);

    await page.getByLabel('Import save', { exact: true }).setInputFiles(join(downloads, name));
    const dialog = page.getByRole('alertdialog', { name: 'Replace your current game?' });
    await dialog.getByRole('button', { name: 'Replace with this save' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 60_000 }).toMatch(/^Save imported\./);

    const after = await readAllTables(page);
    expect(after.Game).toEqual(gameBefore);
    for (const table of Object.keys(backup).filter((table) => table !== 'Game')) expect(after[table], table).toEqual(backup[table]);
    expect(after.Wrestler.find((row) => row.id === first.id)?.name).toBe(first.name);
  }

  it('downloads pretty JSON, the library\'s own pretty text, and importing it restores the game', async () => {
    await settings();
    const toggle = browser.page.getByRole('switch', { name: SWITCH });
    expect(await toggle.isChecked()).toBe(false);

    const text = await download('pretty.json');
    // The library's pretty layout: two spaces a level, a row's fields a line each.
    expect(text).toMatch(/^\{\n {2}"formatName": "dexie",\n {2}"formatVersion": 1,\n {2}"data": \{\n {4}"databaseName": "kayfabe",\n/);
    expect(text).toContain('\n      "rows": [\n        {\n          "');
    const rows = rowsOf(JSON.parse(text));
    expect(rows.Wrestler.length).toBeGreaterThan(50);
    expect(text.split('\n').length).toBeGreaterThan(rows.Wrestler.length * 10);
    expect(text).toBe(await libraryText(rows, true));

    await importRestores('pretty.json', text);
    expect(browser.errors).toEqual([]);
  });

  it('with Settings\' compact choice on (kept on the Game record), downloads the library\'s compact text, which imports too', async () => {
    const { page } = browser;
    await settings();
    const toggle = page.getByRole('switch', { name: SWITCH });
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect.poll(async () => (await readAllTables(page)).Game[0].compactBackup).toBe(true);
    // Remembered: a reload shows it on.
    await page.reload();
    await settings();
    expect(await page.getByRole('switch', { name: SWITCH }).isChecked()).toBe(true);

    const text = await download('compact.json');
    expect(text).toMatch(/^\{"formatName":"dexie","formatVersion":1,"data":\{"databaseName":"kayfabe",/);
    expect(text).not.toContain('\n');
    expect(text).toBe(await libraryText(rowsOf(JSON.parse(text)), false));

    await importRestores('compact.json', text);
    // The import keeps the Game record, so the choice too.
    expect(await page.getByRole('switch', { name: SWITCH }).isChecked()).toBe(true);
    expect(browser.errors).toEqual([]);
  });
});
