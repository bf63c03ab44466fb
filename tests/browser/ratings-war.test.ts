import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 18 item 3 in Chromium against the built app. Until the rivals run their own shows (the
// engine's part) and the new-game form asks the promotion (choose's part), the test seeds through
// the app: every show of the first week is simulated while the player still runs everything, the
// player then becomes AWE (the Game record, as Settings will write it), and the office's Advance
// scores the week's contested nights. The office card and the /ratings section, dark and light.

const SHOTS = '/tmp/war-shots';

describe('the ratings war', () => {
  const browser = useBrowser({ seedGame: true, timeout: 60_000 });
  const page = (): Page => browser.page;
  const shot = async (name: string, region?: ReturnType<Page['getByRole']>) => {
    mkdirSync(SHOTS, { recursive: true });
    await page().mouse.move(0, 0);
    if (region) await region.screenshot({ path: `${SHOTS}/${name}.png` });
    await page().screenshot({ path: `${SHOTS}/${name}-page.png`, fullPage: true });
  };


  it('says how to face rivals while the player runs every promotion', async () => {
    const card = page().getByRole('region', { name: 'Ratings war', exact: true });
    await card.getByText('You run every promotion: choose one in Settings to face rivals.').waitFor({ timeout: 15_000 });
  });

  it('scores the week\'s contested nights when the calendar moves on, on the office card', async () => {
    await browser.goto('/simulate');
    await page().getByRole('button', { name: 'Simulate empty productions' }).click();
    await page().getByRole('region', { name: 'Summary' }).waitFor({ timeout: 90_000 });

    // The player becomes AWE (company 1, brands 1–3); the other promotions are now rivals.
    const tables = await readAllTables(page());
    const game = tables.Game[0];
    await writeTables(page(), { put: { Game: [{ ...game, playerCompanyId: 1, brandIds: [1, 2, 3] }] } });
    await browser.goto('/office');
    await page().reload();
    await page().locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 20_000 });
    await page().getByRole('button', { name: /^Advance/ }).click();

    const card = page().getByRole('region', { name: 'Ratings war', exact: true });
    const nights = card.getByRole('list', { name: 'Latest week\'s nights' });
    await nights.waitFor({ timeout: 60_000 });
    // Wednesday: AWE Blitz against VWU Voltage; Saturday: VWU Surge against Tenrai Spirit.
    expect(await nights.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await nights.textContent()).toMatch(/Wed, Nov 25, 2026: .+ won/);
    expect(await nights.textContent()).toContain('AWE Blitz (Apex Wrestling Entertainment)');
    expect(await card.textContent()).toMatch(/Season 2026: \d+ contested nights: .+\./);
    await shot('office-card-dark', card);
  }, 150_000);

  it('tables every night with its winner and charts the season on /ratings', async () => {
    await page().getByRole('region', { name: 'Ratings war', exact: true }).getByRole('link', { name: 'Open the ratings war' }).click();
    const section = page().getByRole('region', { name: 'Ratings war', exact: true });
    const table = section.getByRole('table', { name: 'Ratings war nights' });
    await table.waitFor({ timeout: 30_000 });
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    for (const row of (await rows.all()).slice(1)) expect(await row.getByRole('cell').nth(2).textContent()).toMatch(/ won/);
    // Issue 35: each night shows both shows' viewers and stars, and why it went as it did (an upset named).
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Night', 'Shows', 'Winner', 'Why']);
    const wednesday = rows.filter({ hasText: 'AWE Blitz (Apex Wrestling Entertainment)' }).first();
    const shows = await wednesday.getByRole('listitem').allTextContents();
    expect(shows).toHaveLength(2);
    for (const text of shows) expect(text).toMatch(/: \d+%, [\d.]+[KM]? viewers, [\d.]+★$/);
    const why = (await wednesday.getByRole('cell').nth(3).textContent()) ?? '';
    expect(why).toMatch(/^(.+ drew [\d.]+[KM]? to .+'s [\d.]+[KM]?|Upset: .+ though it had \d+% fewer viewers)$/);
    expect((await wednesday.getByRole('cell').nth(2).textContent())?.includes('an upset')).toBe(why.startsWith('Upset'));
    // The chart, below the table, is drawn once the player scrolls near it.
    await section.getByRole('list', { name: 'Nights won this year: lines' }).scrollIntoViewIfNeeded();
    await section.locator('svg').first().waitFor();
    // The table scrolls from the keyboard: its region takes the focus.
    await section.getByRole('region', { name: 'Ratings war table' }).focus();
    await section.scrollIntoViewIfNeeded();
    await shot('ratings-section-dark', section);

    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    await table.waitFor();
    await shot('ratings-section-light', section);
    await browser.goto('/office');
    const card = page().getByRole('region', { name: 'Ratings war', exact: true });
    await card.getByRole('list', { name: 'Latest week\'s nights' }).waitFor({ timeout: 30_000 });
    await shot('office-card-light', card);
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
