import type { Page } from 'playwright-core';
import { settledDialog, useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 34 in Chromium against the built app, each test the exploit it closes: the segment form
// stored a duration of 1e20 seconds that the player's own backup then refused on import, and a
// pasted replay code of 1.2 MB froze the page for 20 s.

describe('one rulebook at every door (issue 34), in Chromium', () => {
  const browser = useBrowser({ seedGame: { company: 'AWE' }, timeout: 60_000 });
  const page = (): Page => browser.page;

  it('refuses a segment of 1e20 seconds next to its field, and stores nothing', async () => {
    await browser.goto('/schedule/shows');
    const create = page().getByRole('button', { name: /^Create production/ }).first();
    await create.waitFor({ timeout: 15_000 });
    await create.click();
    await expect.poll(() => page().url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    const productionId = Number(/production\/(\d+)$/.exec(page().url())![1]);
    const first = page().getByRole('region', { name: /^Segment 1:/ });
    const duration = first.getByRole('spinbutton', { name: 'Duration (seconds)' });
    await duration.waitFor({ timeout: 15_000 });
    const stored = async () => {
      const tables = await readAllTables(page());
      const production = (tables.Production as { id: number; segmentIds: number[] }[]).find((p) => p.id === productionId)!;
      return (tables.Segment as { id: number; duration: number }[]).find((s) => s.id === production.segmentIds[0])!.duration;
    };
    const before = await stored();

    await duration.fill('1e20');
    await duration.press('Tab');
    await first.getByText('A segment lasts from 0 to 604,800 seconds (a week).').waitFor();
    expect(await stored()).toBe(before);
    await browser.screenshot('rulebook-segment-refused-dark');

    // A value within the rule is stored, and the message goes.
    await duration.fill('900');
    await duration.press('Tab');
    await expect.poll(stored, { timeout: 10_000 }).toBe(900);
    await expect.poll(() => first.getByText(/A segment lasts from/).count()).toBe(0);
  }, 60_000);

  it('refuses an offer of $1e20 an appearance with the range, and stores nothing', async () => {
    // One wrestler of the world made a free agent, as a contract running out does.
    const tables = await readAllTables(page());
    const kip = (tables.Wrestler as { id: number; status: string; role: string; active: boolean; retired: boolean }[])
      .find((w) => w.status === 'SIGNED' && w.role === 'WRESTLER' && w.active && !w.retired)!;
    await writeTables(page(), { put: { Wrestler: [{ ...kip, status: 'UNSIGNED', brandIds: [] }] } });
    await browser.goto('/free-agents');
    const table = page().getByRole('table', { name: 'Free agents' });
    await table.waitFor({ timeout: 15_000 });
    const negotiate = table.getByRole('button', { name: /^Negotiate with / }).first();
    const name = ((await negotiate.getAttribute('aria-label')) ?? (await negotiate.textContent()) ?? '').replace(/^Negotiate with /, '');
    const before = JSON.stringify(await readAllTables(page()));
    await negotiate.click();
    const dialog = await settledDialog(page(), `Sign ${name}`);
    await dialog.getByRole('textbox', { name: /Cost per appearance/ }).fill('100000000000000000000');
    await dialog.getByRole('button', { name: 'Make offer' }).click();
    // Refused next to the field, in the player's words, before anything is offered or priced.
    await dialog.getByText('Type whole dollars per appearance, between $100 and $10,000,000.').waitFor({ timeout: 10_000 });
    expect(await dialog.getByText(/in wages, paid by/).count()).toBe(0);
    expect(JSON.stringify(await readAllTables(page()))).toBe(before);
    await browser.screenshot('rulebook-offer-refused-dark');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page().getByRole('dialog').or(page().getByRole('alertdialog')).count()).toBe(0);
  }, 60_000);

  it('offers to repair a game that already holds a wage of 1e308, from the failed week itself, and the game plays on', async () => {
    // Written through raw IndexedDB, as an older version could have stored it.
    const tables = await readAllTables(page());
    const nate = (tables.Wrestler as { id: number; status: string; role: string; cost: number }[]).find((w) => w.status === 'SIGNED' && w.role === 'WRESTLER')!;
    await writeTables(page(), { put: { Wrestler: [{ ...nate, cost: 1e308 }] } });
    const before = ((await readAllTables(page())).Game[0] as { date: string }).date;

    // The week fails on it, writes nothing, and the failure itself offers the repair.
    await browser.goto('/schedule/shows');
    await page().getByRole('button', { name: 'Next week', exact: true }).click();
    const notice = page().getByRole('alertdialog', { name: 'This game holds a value outside its rules' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.getByRole('list', { name: 'Values outside the rules' }).textContent()).toContain(`Wrestler ${nate.id}: cost must be a number`);
    expect(((await readAllTables(page())).Game[0] as { date: string }).date).toBe(before);
    await browser.screenshot('rulebook-repair-offered-dark');
    await notice.getByRole('button', { name: 'Repair 1 value' }).click();
    await notice.getByText('Repaired 1 value: the game keeps to its rules again.').waitFor({ timeout: 15_000 });
    const repaired = ((await readAllTables(page())).Wrestler as { id: number; cost: number }[]).find((w) => w.id === nate.id)!;
    expect(repaired.cost).toBe(1e15);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page().getByRole('alertdialog').count()).toBe(0);
    // The refused week is logged (the repository, the unit of work, the calendar), and only it.
    expect(browser.errors.length).toBeGreaterThan(0);
    expect(browser.errors.every((error) => error.includes(`FieldRuleError: Wrestler ${nate.id}: cost must be a number`))).toBe(true);
    browser.errors.length = 0;

    // The calendar moves on.
    await page().getByRole('button', { name: 'Next week', exact: true }).click();
    await expect.poll(async () => ((await readAllTables(page())).Game[0] as { date: string }).date, { timeout: 30_000 }).not.toBe(before);
  }, 90_000);

  it('says at start that a stored value is outside its rules, before a week fails on it', async () => {
    const tables = await readAllTables(page());
    const brand = (tables.Brand as { id: number; balance: number }[])[0];
    await writeTables(page(), { put: { Brand: [{ ...brand, balance: Number.POSITIVE_INFINITY }] } });
    await page().reload();
    const notice = page().getByRole('alertdialog', { name: 'This game holds a value outside its rules' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain(`Brand ${brand.id}: balance must be a number`);
    await browser.screenshot('rulebook-damage-at-start-dark');
    await notice.getByRole('button', { name: 'Repair 1 value' }).click();
    await notice.getByText('Repaired 1 value: the game keeps to its rules again.').waitFor({ timeout: 15_000 });
    const fixed = ((await readAllTables(page())).Brand as { id: number; balance: number; ledger: { label: string }[] }[]).find((b) => b.id === brand.id)!;
    expect(fixed.balance).toBe(1e15);
    expect(fixed.ledger.at(-1)?.label).toBe('Balance repaired');
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page().getByRole('alertdialog').count()).toBe(0);
  }, 90_000);

  it('refuses a 1.2 MB replay code at once, with the limit the field states', async () => {
    await browser.goto('/simulate-match/create');
    const box = page().getByRole('textbox', { name: 'Replay code' });
    await box.waitFor({ timeout: 15_000 });
    await page().getByText("One show's code: at most 250,000 characters and 60 segments.").waitFor();
    await box.fill(`KF1.${'A'.repeat(1_200_000)}.x`);
    await page().getByText(/This replay code has 1,200,006 characters; a show's code has at most 250,000/).waitFor({ timeout: 10_000 });
    expect(await page().getByRole('button', { name: 'Replay show' }).isDisabled()).toBe(true);

    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = await settledDialog(page(), 'Menu');
    await menu.getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page().evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    await browser.screenshot('rulebook-replay-refused-light');
    expect(browser.errors).toEqual([]);
  }, 60_000);
});
