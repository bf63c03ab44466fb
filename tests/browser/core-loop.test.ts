import { fillEveryMatch, startSeedGame, useBrowser } from './harness';
import { readAllTables, type Tables } from './raw-indexeddb';

// Issue 7, "Prove it": the whole loop a player plays, in Chromium against the built app.
// New game → Start → schedule → Create production… → Randomise all → Simulate → results,
// then the database must hold exactly what the completion promises, and a second Simulate nothing.

type Row = Record<string, unknown> & { id: number };
const rows = (tables: Tables, name: string) => tables[name] as Row[];
const byId = (tables: Tables, name: string) => new Map(rows(tables, name).map((row) => [row.id, row]));

describe('the core loop in Chromium', () => {
  const browser = useBrowser();
  let productionId = 0;
  let before: Tables;
  let after: Tables;
  const page = () => browser.page;
  const h1 = () => page().locator('h1');


  it('starts a new game and books a show from the schedule', async () => {
    await startSeedGame(browser);

    await browser.goto('/schedule/shows');
    const create = page().getByRole('button', { name: /^Create production/ }).first();
    await create.waitFor();
    await create.click();
    await expect.poll(() => page().url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    productionId = Number(/production\/(\d+)$/.exec(page().url())![1]);
    await page().getByRole('button', { name: 'Randomise all', exact: true }).waitFor();
    expect(await h1().textContent()).toBe('Productions');
    expect(await page().getByRole('heading', { level: 2, name: / on / }).first().textContent()).toMatch(/ on \w{3}, \w{3} \d+, 2026$/);
    await browser.screenshot('production-editor-empty-dark');
  });

  it('fills every empty match with Randomise all', async () => {
    await fillEveryMatch(page());
    before = await readAllTables(page());
    const production = byId(before, 'Production').get(productionId)!;
    const segments = (production.segmentIds as number[]).map((id) => byId(before, 'Segment').get(id)!);
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.some((segment) => (segment.appearanceIds as number[]).length >= 2)).toBe(true);
    await browser.screenshot('production-editor-booked-dark');
  });

  it('simulates the show and shows viewers and money', async () => {
    await page().getByRole('button', { name: 'Simulate', exact: true }).click();
    const results = page().getByRole('region', { name: 'Results' });
    await results.waitFor({ timeout: 20_000 });
    const text = (await results.textContent()) ?? '';
    expect(text).toMatch(/Viewers\d[\d.]*[KM]?/);
    expect(text).toMatch(/Tickets\$[\d,]+/);
    expect(text).toMatch(/Payout-?\$[\d,]+/);
    expect(await page().getByRole('button', { name: 'Simulate', exact: true }).isDisabled()).toBe(true);
    await browser.screenshot('production-results-dark');

    const firstRated = page().getByRole('button', { name: 'Why this rating' }).first();
    await firstRated.click();
    await page().getByRole('dialog').getByRole('list', { name: 'Rating breakdown' }).waitFor();
    // The viewport only (a full-page capture would not show the popover over its button), once
    // the popover has faded in.
    await page().waitForTimeout(500);
    await page().screenshot({ path: 'tests/browser/screenshots/production-why-this-rating-dark.png' });
    await page().getByRole('button', { name: 'Close breakdown' }).click();
  });

  it('has stored the complete production, rated segments, new records and credited brands', async () => {
    after = await readAllTables(page());
    const production = byId(after, 'Production').get(productionId)!;
    expect(production).toMatchObject({ complete: true, step: 12 });
    expect(production.viewers).toBeGreaterThan(0);

    const segments = (production.segmentIds as number[]).map((id) => byId(after, 'Segment').get(id)!);
    for (const segment of segments) {
      expect(segment.complete).toBe(true);
      expect(typeof segment.rating).toBe('number');
      // A new game plays the living rules (issue 15): the rating is the stars the spec's sum
      // earns, and the sum is kept for "Why this rating".
      const stored = (segment.meta as { rating?: { total: number; stars?: number } }).rating;
      expect(typeof stored?.total).toBe('number');
      expect(stored?.stars).toBeCloseTo(segment.rating as number);
      expect(segment.rating as number).toBeGreaterThanOrEqual(0);
      expect(segment.rating as number).toBeLessThanOrEqual(5);
    }

    // Everyone who competed has one more result on record than before.
    const appearances = byId(after, 'Appearance');
    const competed = segments.flatMap((s) => (s.appearanceIds as number[]).map((id) => appearances.get(id)!)).filter((a) => a.winner || a.loser || a.draw);
    expect(competed.length).toBeGreaterThan(1);
    const results = (w: Row) => (w.wins as number) + (w.losses as number) + (w.draws as number);
    const wrestlersBefore = byId(before, 'Wrestler');
    const wrestlersAfter = byId(after, 'Wrestler');
    for (const appearance of competed) {
      const id = appearance.wrestlerId as number;
      expect(results(wrestlersAfter.get(id)!)).toBeGreaterThan(results(wrestlersBefore.get(id)!));
    }

    const brandsBefore = byId(before, 'Brand');
    for (const brandId of production.brandIds as number[]) {
      const credited = (brandsBefore.get(brandId)!.balance as number) + (production.singlePayout as number);
      expect(byId(after, 'Brand').get(brandId)!.balance).toBeCloseTo(credited, 2);
    }
  });

  it('changes nothing on a second Simulate: the button stays disabled, even after a reload', async () => {
    const simulate = page().getByRole('button', { name: 'Simulate', exact: true });
    await simulate.click({ force: true, timeout: 2_000 }).catch(() => undefined);
    await page().reload();
    await page().getByRole('region', { name: 'Results' }).waitFor();
    expect(await page().getByRole('button', { name: 'Simulate', exact: true }).isDisabled()).toBe(true);
    expect(await readAllTables(page())).toEqual(after);
  });

  it('looks right in light mode too', async () => {
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    await browser.screenshot('production-results-light');

    await browser.goto('/schedule/shows');
    // The first show of the week is booked and simulated now; open the next one.
    await page().getByRole('button', { name: /^Create production/ }).nth(1).click();
    await expect.poll(() => page().url(), { timeout: 10_000 }).not.toMatch(new RegExp(`#/production/${productionId}$`));
    await fillEveryMatch(page());
    await browser.screenshot('production-editor-booked-light');
    await page().getByRole('button', { name: 'Why this rating' }).first().click();
    await page().getByRole('dialog').getByText(/A preview from the wrestlers' current stats/).waitFor();
    await page().waitForTimeout(500);
    await page().screenshot({ path: 'tests/browser/screenshots/production-why-this-rating-preview-light.png' });
    await page().keyboard.press('Escape');

    await browser.goto('/production/select');
    await page().getByRole('table', { name: 'Productions' }).waitFor();
    await browser.screenshot('production-select-light');
  });

  it('raised no uncaught error', () => {
    expect(browser.errors).toEqual([]);
  });
});
