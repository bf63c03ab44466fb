import type { Locator, Page } from 'playwright-core';
import { fillEveryMatch, startSeedGame, useBrowser } from './harness';
import { readAllTables, type Tables } from './raw-indexeddb';

// Issue 14, "Prove": a CMS editor left open in tab A while tab B (same profile, so the same
// IndexedDB) completes a show with that wrestler; A's save is refused and says why, and
// "Overwrite anyway" applies A's edit while keeping B's results.

type Row = Record<string, unknown> & { id: number };
const byId = (tables: Tables, name: string) => new Map((tables[name] as Row[]).map((row) => [row.id, row]));
const results = (w: Row) => (w.wins as number) + (w.losses as number) + (w.draws as number);

/** Waits for a dialog's fade-in to end, so a screenshot shows it. */
const shown = (dialog: Locator) => expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5_000 }).toBe('1');

describe('a stale CMS edit in Chromium', () => {
  const browser = useBrowser();
  let tabB: Page;
  let productionId = 0;
  let wrestlerId = 0;
  const tabA = () => browser.page;


  /** Opens the CMS editor of the wrestler in tab A and types a new charisma, unsaved. */
  async function editCharisma(value: string) {
    await browser.goto(`/dashboard?table=Wrestler&record=${wrestlerId}`);
    const form = tabA().getByRole('form', { name: new RegExp(`^Edit Wrestler #${wrestlerId}`) });
    await form.waitFor();
    return async () => {
      await form.getByRole('textbox', { name: 'Charisma', exact: true }).fill(value);
      await form.getByRole('button', { name: 'Save', exact: true }).click();
    };
  }

  it('books a show in tab A and opens the CMS editor of one of its wrestlers', async () => {
    await startSeedGame(browser);
    await browser.goto('/schedule/shows');
    await tabA().getByRole('button', { name: /^Create production/ }).first().click();
    await expect.poll(() => tabA().url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    productionId = Number(/production\/(\d+)$/.exec(tabA().url())![1]);
    await fillEveryMatch(tabA());

    const tables = await readAllTables(tabA());
    const segments = (byId(tables, 'Production').get(productionId)!.segmentIds as number[]).map((id) => byId(tables, 'Segment').get(id)!);
    const match = segments.find((s) => (s.appearanceIds as number[]).length >= 2)!;
    wrestlerId = byId(tables, 'Appearance').get((match.appearanceIds as number[])[0])!.wrestlerId as number;
    expect(wrestlerId).toBeGreaterThan(0);
  });

  it("refuses tab A's save after tab B completed the show, showing what changed", async () => {
    const save = await editCharisma('93');
    const before = byId(await readAllTables(tabA()), 'Wrestler').get(wrestlerId)!;

    tabB = await browser.context.newPage();
    await tabB.goto(`${browser.baseUrl}#/production/${productionId}`);
    await tabB.getByRole('button', { name: 'Simulate', exact: true }).click();
    await tabB.getByRole('region', { name: 'Results' }).waitFor({ timeout: 30_000 });
    const afterB = byId(await readAllTables(tabB), 'Wrestler').get(wrestlerId)!;
    expect(results(afterB)).toBe(results(before) + 1);

    await save();
    const conflict = tabA().getByRole('alertdialog', { name: /changed since you opened it$/ });
    await conflict.waitFor();
    await expect.poll(() => conflict.textContent()).toMatch(/Nothing was saved/);
    expect(await conflict.getByRole('cell', { name: /^(Wins|Losses|Draws)$/ }).count()).toBe(1);
    expect(byId(await readAllTables(tabA()), 'Wrestler').get(wrestlerId)).toEqual(afterB);
    await shown(conflict);
    await tabA().screenshot({ path: 'tests/browser/screenshots/edits-stale-conflict-dark.png' });

    await conflict.getByRole('button', { name: 'Overwrite anyway' }).click();
    await tabA().getByText(new RegExp(`^Saved Wrestler #${wrestlerId}`)).waitFor();
    const written = byId(await readAllTables(tabA()), 'Wrestler').get(wrestlerId)!;
    expect(written).toEqual({ ...afterB, charisma: 93 });
  });

  it('shows the same conflict in light mode', async () => {
    await tabA().getByRole('button', { name: 'Menu', exact: true }).click();
    await tabA().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await tabA().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => tabA().getByRole('dialog').count()).toBe(0);
    const save = await editCharisma('12');

    // Tab B changes the wrestler's description meanwhile, through its own CMS editor.
    await tabB.goto(`${browser.baseUrl}#/dashboard?table=Wrestler&record=${wrestlerId}`);
    const formB = tabB.getByRole('form', { name: new RegExp(`^Edit Wrestler #${wrestlerId}`) });
    await formB.getByRole('textbox', { name: 'Description', exact: true }).fill('Renamed in tab B');
    await formB.getByRole('button', { name: 'Save', exact: true }).click();
    await tabB.getByText(new RegExp(`^Saved Wrestler #${wrestlerId}`)).waitFor();

    await save();
    const conflict = tabA().getByRole('alertdialog', { name: /changed since you opened it$/ });
    await conflict.getByRole('cell', { name: 'Description', exact: true }).waitFor();
    await shown(conflict);
    await tabA().screenshot({ path: 'tests/browser/screenshots/edits-stale-conflict-light.png' });
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => tabA().getByRole('textbox', { name: 'Charisma', exact: true }).inputValue()).toBe('93');
    expect(byId(await readAllTables(tabA()), 'Wrestler').get(wrestlerId)).toMatchObject({ charisma: 93, desc: 'Renamed in tab B' });
  });

  it('raised no uncaught error', () => {
    expect(browser.errors).toEqual([]);
  });
});
