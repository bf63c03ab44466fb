import { startSeedGame, useBrowser } from './harness';
import { readAllTables } from './raw-indexeddb';

// Issue 35, in Chromium against the built app: a roster name opens the wrestler's page (skills,
// push, momentum, the chart), the player changes the push and it is stored; dark and light shots.

describe('the wrestler’s page, in Chromium', () => {
  const browser = useBrowser();
  const page = () => browser.page;

  it('a roster name opens the page; the push is changed and kept', async () => {
    await startSeedGame(browser);
    await browser.goto('/roster');
    const roster = page().getByRole('table', { name: 'Roster' });
    await roster.waitFor({ timeout: 15_000 });
    const first = roster.getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await first.click();

    await page().getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
    expect(page().url()).toMatch(/#\/career-mode\/\d+$/);
    expect(await page().title()).toBe(name);
    const id = Number(page().url().split('/').pop());
    const section = page().getByRole('region', { name: 'Skills, push and momentum' });
    await expect.poll(() => section.getByLabel('Skills and momentum').textContent()).toMatch(/In-ring skill\d+Microphone skill\d+Momentum0 \(steady\)/);

    await section.getByRole('combobox', { name: 'Push' }).selectOption('MAIN_EVENT');
    await section.getByText(/Set by you/).waitFor({ timeout: 10_000 });
    type Row = { id: number; push: string };
    await expect.poll(async () => ((await readAllTables(page())).Wrestler as unknown as Row[]).find((w) => w.id === id)!.push).toBe('MAIN_EVENT');

    // The app's own switch picks the theme (dark first on a new profile).
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    if (!(await dark.isChecked())) await dark.click();
    await browser.screenshot('wrestler-page-dark');
    await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    await browser.screenshot('wrestler-page-light');
    expect(browser.errors).toEqual([]);
  });
});
