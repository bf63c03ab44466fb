import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { LEFT_BEHIND_MESSAGE, STORAGE_FULL_MESSAGE } from '../../src/domain/errors';
import { type Browser, fillEveryMatch, settledDialog, useBrowser } from './harness';
import { readAllTables, writeTables, type Tables } from './raw-indexeddb';

// Issue 14, "Prove": two tabs of one browser (one context, so one IndexedDB) playing one game.

type Row = Record<string, unknown> & { id: number };
const rows = (tables: Tables, name: string) => tables[name] as Row[];
const byId = (tables: Tables, name: string) => new Map(rows(tables, name).map((row) => [row.id, row]));
const results = (w: Row) => (w.wins as number) + (w.losses as number) + (w.draws as number);

/** From the schedule, creates the production of the nth show occurrence and randomises it; returns its id. */
async function bookShow(tab: Browser['page'], baseUrl: string, nth: number): Promise<number> {
  await tab.goto(`${baseUrl}#/schedule/shows`);
  // Every occurrence's button is named so (DESIGN §2), created or not: the nth is a show of its own.
  const create = tab.getByRole('button', { name: /^Create production/ }).nth(nth);
  await create.waitFor();
  await create.click();
  await expect.poll(() => tab.url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
  await fillEveryMatch(tab);
  return Number(/production\/(\d+)$/.exec(tab.url())![1]);
}

/** The wrestlers of a production's appearances, in order. */
function appearancesOf(tables: Tables, productionId: number): Row[] {
  const segments = byId(tables, 'Segment');
  const appearances = byId(tables, 'Appearance');
  const production = byId(tables, 'Production').get(productionId)!;
  return (production.segmentIds as number[]).flatMap((id) => (segments.get(id)!.appearanceIds as number[]).map((a) => appearances.get(a)!));
}

/**
 * A one-for-one recasting of the second card onto the first card's people: its kth person becomes
 * the first card's kth, and anyone of its own who is one of those takes a freed place instead.
 */
function recasting(firstCast: number[], secondCast: number[]): Map<number, number> {
  const k = Math.min(firstCast.length, secondCast.length);
  const targets = new Set(firstCast.slice(0, k));
  const freed = secondCast.slice(0, k).filter((id) => !targets.has(id));
  const mapping = new Map(secondCast.slice(0, k).map((id, i) => [id, firstCast[i]]));
  for (const id of secondCast.slice(k)) mapping.set(id, targets.has(id) ? freed.shift()! : id);
  return mapping;
}

describe('two tabs playing one game', () => {
  let tabB: Page;
  const tabA = () => browser.page;

  const browser = useBrowser({
    seedGame: true,
    timeout: 60_000,
    then: async () => {
      tabB = await browser.context.newPage();
    },
  });

  it('records every result when both tabs complete productions that share wrestlers at once', async () => {
    const first = await bookShow(tabA(), browser.baseUrl, 0);
    const second = await bookShow(tabB, browser.baseUrl, 1);
    // The second card's wrestlers become the first card's, one for one (each match keeps distinct people).
    const booked = await readAllTables(tabA());
    const firstCast = [...new Set(appearancesOf(booked, first).map((a) => a.wrestlerId as number))];
    const secondCast = [...new Set(appearancesOf(booked, second).map((a) => a.wrestlerId as number))];
    const recast = appearancesOf(booked, second).map((a) => ({ ...a, wrestlerId: recasting(firstCast, secondCast).get(a.wrestlerId as number) }));
    await writeTables(tabA(), { put: { Appearance: recast } });
    await Promise.all([tabA().reload(), tabB.reload()]);
    const before = await readAllTables(tabA());
    const shared = firstCast.filter((id) => appearancesOf(before, second).some((a) => a.wrestlerId === id));
    expect(shared.length).toBeGreaterThan(1);

    const simulate = (tab: Page) => tab.getByRole('button', { name: 'Simulate', exact: true });
    await Promise.all([simulate(tabA()).waitFor(), simulate(tabB).waitFor()]);
    await Promise.all([simulate(tabA()).click(), simulate(tabB).click()]);
    await Promise.all([
      tabA().getByRole('region', { name: 'Results' }).waitFor({ timeout: 30_000 }),
      tabB.getByRole('region', { name: 'Results' }).waitFor({ timeout: 30_000 }),
    ]);

    const after = await readAllTables(tabA());
    const decided = [...appearancesOf(after, first), ...appearancesOf(after, second)].filter((a) => a.winner || a.loser || a.draw);
    const expected = new Map<number, number>();
    for (const a of decided) expected.set(a.wrestlerId as number, (expected.get(a.wrestlerId as number) ?? 0) + 1);
    const [wrestlersBefore, wrestlersAfter] = [byId(before, 'Wrestler'), byId(after, 'Wrestler')];
    for (const [id, count] of expected) expect([id, results(wrestlersAfter.get(id)!) - results(wrestlersBefore.get(id)!)]).toEqual([id, count]);
    expect(shared.some((id) => expected.get(id) === 2)).toBe(true);
    expect([first, second].map((id) => byId(after, 'Production').get(id)!.complete)).toEqual([true, true]);
  }, 120_000);

  it('refreshes an open screen when the other tab simulates', async () => {
    await tabB.goto(`${browser.baseUrl}#/office`);
    const recent = tabB.getByRole('region', { name: 'Recent results' }).getByRole('listitem');
    await expect.poll(() => recent.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const shown = await recent.count();
    await bookShow(tabA(), browser.baseUrl, 2);
    await tabA().getByRole('button', { name: 'Simulate', exact: true }).click();
    await tabA().getByRole('region', { name: 'Results' }).waitFor({ timeout: 30_000 });
    // Tab B was not reloaded: it read again when tab A's commit was announced.
    await expect.poll(() => recent.count(), { timeout: 10_000 }).toBe(shown + 1);
  }, 90_000);

  it('leaves every table byte-identical and says storage is full when the disk fills during a completion', async () => {
    await bookShow(tabA(), browser.baseUrl, 3);
    const before = await readAllTables(tabA());
    // The 5th row written from now on is refused as the browser does when storage is full.
    await tabA().evaluate(() => {
      let writes = 0;
      for (const method of ['put', 'add'] as const) {
        const original = IDBObjectStore.prototype[method];
        IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<typeof original>) {
          writes += 1;
          if (writes === 5) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return original.apply(this, args);
        };
      }
    });
    await tabA().getByRole('button', { name: 'Simulate', exact: true }).click();
    await tabA().getByText(STORAGE_FULL_MESSAGE).waitFor({ timeout: 20_000 });
    expect(JSON.stringify(await readAllTables(tabA()))).toBe(JSON.stringify(before));
    await tabA().reload(); // the page's own put and add again
  }, 90_000);

  it('shows the other tab it was left behind by a new game, and its writes say so', async () => {
    await tabB.goto(`${browser.baseUrl}#/office`);
    const advance = tabB.getByRole('button', { name: /^Advance/ });
    await advance.waitFor();
    // In front: a background tab's timers are throttled, and the dialog's clean-up runs on one.
    await tabA().bringToFront();
    await tabA().goto(`${browser.baseUrl}#/setup`);
    await tabA().getByRole('button', { name: 'New game', exact: true }).click();
    const replace = tabA().getByRole('alertdialog', { name: 'Replace your current game?' });
    // Once its opening animation has ended (a click during it leaves the page hidden from roles).
    await expect.poll(() => replace.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);
    await replace.getByRole('button', { name: 'Start over' }).click();
    await expect.poll(() => replace.count()).toBe(0);
    // includeHidden: with a second page open, Chromium leaves this one's tree hidden after the dialog.
    await tabA().getByRole('button', { name: 'Start', exact: true, includeHidden: true }).click();
    await tabA().locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 20_000 });

    const banner = tabB.getByRole('alert').filter({ hasText: /^This game was replaced in another tab/ });
    await banner.waitFor({ timeout: 10_000 });
    const date = (await readAllTables(tabA())).Game[0].date;
    await advance.click();
    // The move's own alert (the office's war card, refreshed after it, may say the same in its region).
    await tabB.getByRole('alert').filter({ hasText: `Something went wrong: ${LEFT_BEHIND_MESSAGE}` }).first().waitFor();
    expect((await readAllTables(tabA())).Game[0].date).toBe(date);

    await banner.getByRole('button', { name: 'Reload' }).click();
    await tabB.locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 20_000 });
    await tabB.getByRole('button', { name: /^Advance/ }).waitFor();
    expect(await tabB.getByText(LEFT_BEHIND_MESSAGE).count()).toBe(0);
  }, 90_000);

  it('shows the other tab it was left behind by an import, and Reload shows the imported game', async () => {
    const files = mkdtempSync(join(tmpdir(), 'kayfabe-tabs-'));
    try {
      await tabA().bringToFront();
      await tabA().goto(`${browser.baseUrl}#/settings`);
      const [download] = await Promise.all([
        tabA().waitForEvent('download'),
        tabA().getByRole('button', { name: 'Download and backup save', includeHidden: true }).click(),
      ]);
      const backup = join(files, 'backup.json');
      await download.saveAs(backup);
      // The game moves on in tab B after the backup; the import in tab A takes it back.
      const [brand] = (await readAllTables(tabA())).Brand;
      await writeTables(tabA(), { put: { Brand: [{ ...brand, name: 'Renamed after the backup' }] } });
      await tabB.goto(`${browser.baseUrl}#/brands`);
      await tabB.reload();
      await tabB.getByText('Renamed after the backup').first().waitFor({ timeout: 20_000 });

      await tabA().bringToFront();
      await tabA().getByLabel('Import save', { exact: true }).setInputFiles(backup);
      await (await settledDialog(tabA(), /./)).getByRole('button', { name: 'Replace with this save', includeHidden: true }).click();
      await expect.poll(() => tabA().getByRole('status', { includeHidden: true }).first().textContent(), { timeout: 20_000 }).toMatch(/^Save imported\./);

      const banner = tabB.getByRole('alert').filter({ hasText: /^This game was replaced in another tab/ });
      await banner.waitFor({ timeout: 10_000 });
      await banner.getByRole('button', { name: 'Reload' }).click();
      await tabB.getByText(brand.name as string).first().waitFor({ timeout: 20_000 });
      expect(await tabB.getByText('Renamed after the backup').count()).toBe(0);
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  }, 120_000);
});
