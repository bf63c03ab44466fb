import type { Page } from 'playwright-core';
import { fillEveryMatch, settledDialog, startSeedGame, useBrowser } from './harness';

// Issue 17 item 7: a simulated show's report copied as Markdown, its replay code copied, and the
// code replayed in quick mode to the same ratings, in Chromium against the built app.

const ratingsIn = (page: Page, scope: string) =>
  page.locator(scope).getByRole('img', { name: /^Rated -?\d+\.\d\d out of 5$/ }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));

/** What the last copy put on the clipboard, or what the fallback dialog shows when it was refused. */
async function copied(page: Page, item: string): Promise<string> {
  await page.getByRole('button', { name: 'Copy report' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const announced = page.getByRole('log', { name: 'Announcements' }).filter({ hasText: /copied/ });
  const dialog = page.getByRole('dialog', { name: /^Copy the / });
  await announced.or(dialog).first().waitFor({ timeout: 10_000 });
  if (await dialog.isVisible()) {
    const text = await dialog.getByRole('textbox').inputValue();
    await (await settledDialog(page, /^Copy the /)).getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return text;
  }
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('copying a show report and replaying it in quick mode', () => {
  const page = () => browser.page;
  let showName = '';
  let markdown = '';
  let code = '';
  let ratings: (string | null)[] = [];

  const browser = useBrowser({
    then: async () => {
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(browser.baseUrl).origin });
    },
  });

  it('simulates a show and copies its report as Markdown', async () => {
    await startSeedGame(browser);
    await browser.goto('/schedule/shows');
    await page().getByRole('button', { name: /^Create production/ }).first().click();
    await expect.poll(() => page().url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    await fillEveryMatch(page());
    showName = ((await page().getByRole('heading', { level: 2, name: / on / }).first().textContent()) ?? '').split(' on ')[0]!;
    await page().getByRole('button', { name: 'Simulate', exact: true }).click();
    await page().getByRole('region', { name: 'Results' }).waitFor({ timeout: 20_000 });
    ratings = await ratingsIn(page(), 'main');
    expect(ratings.length).toBeGreaterThan(0);

    await page().getByRole('button', { name: 'Copy report' }).click();
    await page().getByRole('menuitem', { name: 'Copy as Markdown' }).waitFor();
    await page().waitForTimeout(300); // the popover's fade-in, for the picture only
    await page().screenshot({ path: 'tests/browser/screenshots/report-copy-menu-dark.png' });
    await page().keyboard.press('Escape');

    markdown = await copied(page(), 'Copy as Markdown');
    expect(markdown.startsWith(`# ${showName}, `)).toBe(true);
    expect(markdown).toContain('## Card and results');
    expect(markdown).toMatch(/\*\*[^*]+\*\* \(\d:\d\d:\d\d\): .+ vs\. /);
    expect(markdown).toMatch(/Rating: ★ -?\d+\.\d\d/);
    expect(markdown).toContain('## Money');
  });

  it('copies the replay code and replays it in quick mode to the same ratings', async () => {
    code = await copied(page(), 'Copy replay code');
    expect(code).toMatch(/^KF1\.[\w-]+\.[0-9a-z]+$/);
    await browser.goto('/simulate-match/create');
    const region = page().getByRole('region', { name: 'Replay a show' });
    await region.getByRole('textbox', { name: 'Replay code' }).fill(code);
    await region.getByRole('button', { name: 'Replay show' }).click();
    await region.getByRole('list', { name: 'Replayed card' }).waitFor({ timeout: 15_000 });
    expect(await ratingsIn(page(), '[aria-label="Replayed card"]')).toEqual(ratings);
    expect(await region.textContent()).toContain(showName);
    await region.scrollIntoViewIfNeeded();
    await browser.screenshot('report-replay-dark');
  });

  it('says a bad code is not valid, and looks right in light mode', async () => {
    const region = page().getByRole('region', { name: 'Replay a show' });
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    await region.scrollIntoViewIfNeeded();
    await browser.screenshot('report-replay-light');
    await region.getByRole('textbox', { name: 'Replay code' }).fill(code.slice(0, -4));
    await region.getByRole('button', { name: 'Replay show' }).click();
    await region.getByText(/This replay code is not valid/).waitFor();

    await page().goBack();
    await page().getByRole('region', { name: 'Results' }).waitFor({ timeout: 15_000 });
    await page().getByRole('button', { name: 'Copy report' }).click();
    await page().getByRole('menuitem', { name: 'Copy as BBCode' }).waitFor();
    await page().waitForTimeout(300);
    await page().screenshot({ path: 'tests/browser/screenshots/report-copy-menu-light.png' });
    await page().keyboard.press('Escape');
    expect(browser.errors).toEqual([]);
  });
});
