import { fillEveryMatch, startSeedGame, useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 15 in Chromium against the built app, in dark and light mode: a new game plays the living
// rules by default (the form offers both, Settings says which is in force), a show is booked at a
// venue and simulated into "N of M seats" with every money figure explained, and an injured
// wrestler shows as out until a date on the roster.

type Row = Record<string, unknown> & { id: number };

describe.each(['dark', 'light'] as const)('the living world in Chromium (%s)', (mode) => {
  const browser = useBrowser({ colorScheme: mode });
  const page = () => browser.page;


  it('offers both rule sets on the new-game form, living first, and Settings says it is in force', async () => {
    await browser.goto('/setup');
    await page().getByRole('button', { name: 'New game', exact: true }).click();
    const living = page().getByRole('radio', { name: /Living world/ });
    await living.waitFor();
    expect(await living.isChecked()).toBe(true);
    expect(await page().getByRole('radio', { name: /Classic/ }).isChecked()).toBe(false);
    await browser.screenshot(`living-new-game-form-${mode}`);
    await page().keyboard.press('Escape');
    await startSeedGame(browser);
    expect(((await readAllTables(page())).Game[0] as Row).rules).toBe('living');
    // A game keeps its own colour mode (dark by default): the light run switches it off.
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    if (mode === 'light' && (await dark.isChecked())) await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(mode === 'dark');

    await browser.goto('/settings');
    const rules = page().getByRole('region', { name: 'Rules' });
    await rules.waitFor();
    expect(await rules.textContent()).toMatch(/Living world/);
    await rules.scrollIntoViewIfNeeded();
    await browser.screenshot(`living-settings-${mode}`);
  });

  it('books a show at a venue and explains its seats and money line by line', async () => {
    await browser.goto('/schedule/shows');
    const create = page().getByRole('button', { name: /^Create production/ }).first();
    await create.waitFor();
    await create.click();
    await expect.poll(() => page().url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    const venue = page().getByRole('combobox', { name: /^Venue/ });
    await venue.waitFor();
    // A default venue is chosen when the production is created.
    expect(await venue.textContent()).toMatch(/seats/);
    await fillEveryMatch(page());
    await page().getByRole('button', { name: 'Simulate', exact: true }).click();
    const why = page().getByRole('table', { name: 'Why this money' });
    await why.waitFor({ timeout: 20_000 });
    const attendance = (await why.getByRole('row', { name: /^Attendance / }).textContent()) ?? '';
    expect(attendance).toMatch(/[\d,]+ of [\d,]+ seats: demand [\d,]+/);
    for (const label of ['Tickets', 'Merchandise', 'TV income', 'Wages', 'Payout']) {
      expect(await why.getByRole('row', { name: new RegExp(`^${label} `) }).count()).toBe(1);
    }
    const [seats, capacity] = /([\d,]+) of ([\d,]+) seats/.exec(attendance)!.slice(1).map((n) => Number(n.replace(/,/g, '')));
    expect(seats).toBeLessThanOrEqual(capacity);
    await why.scrollIntoViewIfNeeded();
    await browser.screenshot(`living-production-money-${mode}`);
    expect(browser.errors).toEqual([]);
  });

  it('shows an injured wrestler as out until a date on the roster', async () => {
    const tables = await readAllTables(page());
    const wrestlers = tables.Wrestler as Row[];
    // The roster list is virtualised and sorted by name: the first name is on screen.
    const hurt = [...wrestlers].sort((a, b) => String(a.name).localeCompare(String(b.name)))[0];
    await writeTables(page(), { put: { Wrestler: [{ ...hurt, injuredUntil: '2027-03-12', injury: 'Torn bicep' }] } });
    await browser.goto('/roster');
    await page().getByText(/Out until .*Torn bicep/i).first().waitFor({ timeout: 15_000 });
    await browser.screenshot(`living-roster-injury-${mode}`);

    await browser.goto('/free-agents');
    await page().locator('h1').filter({ hasText: /Free agents/ }).waitFor();
    await browser.screenshot(`living-free-agents-${mode}`);
    expect(browser.errors).toEqual([]);
  });
});
