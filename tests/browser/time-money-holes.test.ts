import { formatLongDate } from '../../src/domain/dates';
import { fillEveryMatch, settledDialog, useBrowser } from './harness';
import { readAllTables } from './raw-indexeddb';

// Issue 33, items 4 and 5, in Chromium, each written as the exploit it closes. One seed game (every
// promotion, living rules) opening on Sunday 2026-11-22: a stadium show's money is known before it
// is paid, "Previous week" only looks back (no date moved, no week paid twice), and a show whose
// night has passed can no longer be booked or simulated.

type Row = Record<string, unknown> & { id: number };
const ONSLAUGHT = 'Create production: AWE Onslaught on 2026-11-23';
const UPRISING = 'Create production: AWE Uprising on 2026-11-27';
const dollars = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));

describe('time runs forward, and costs are known before they are paid (issue 33), in Chromium', () => {
  const browser = useBrowser({ seedGame: true });
  const page = () => browser.page;
  const tables = () => readAllTables(page());
  const gameDate = async () => ((await tables()).Game[0] as { date: string }).date;
  const balances = async () => ((await tables()).Brand as Row[]).map((brand) => [brand.id, brand.balance]);
  const region = (name: string | RegExp) => page().getByRole('region', { name });
  const onProductionPage = () => expect.poll(() => page().url(), { timeout: 15_000 }).toMatch(/#\/production\/\d+$/);

  it('on a stadium show, the card’s expected outgoings are within 10% of what Simulate charges, with a warning first', async () => {
    await browser.goto('/schedule/shows');
    await page().getByRole('button', { name: ONSLAUGHT, exact: true }).click();
    await onProductionPage();
    await page().getByRole('combobox', { name: /^Venue/ }).click();
    await page().getByRole('option', { name: /^Lone Star Megadome, Dallas: 80,000 seats/ }).click();
    const costs = region('Running costs');
    await expect.poll(() => costs.textContent()).toContain('VenueCost $10,000,000');
    await fillEveryMatch(page());
    await expect.poll(async () => dollars(/Wrestlers\s*Cost (\$[\d,.]+)/.exec((await costs.textContent()) ?? '')?.[1] ?? '0')).toBeGreaterThan(0);
    const expected = dollars(/Total\s*Cost (\$[\d,.]+)/.exec((await costs.textContent()) ?? '')![1]);
    await region('Expected money').getByText(/^Lone Star Megadome is far too big: about [\d,]+ fans are expected in 80,000 seats/).waitFor();
    await region('Expected money').getByText(/^Likely to lose money: about \$/).waitFor();
    await browser.screenshot('issue33-stadium-estimate-dark');

    await page().getByRole('button', { name: 'Simulate', exact: true }).click();
    await page().getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
    const id = Number(/#\/production\/(\d+)$/.exec(page().url())![1]);
    const production = ((await tables()).Production as Row[]).find((p) => p.id === id)! as Row & { outgoings: number; complete: boolean };
    expect(production.complete).toBe(true);
    expect(Math.abs(expected - production.outgoings) / production.outgoings).toBeLessThan(0.1);
  }, 180_000);

  it('"Previous week" leaves the date and the balances as they were, and no week is charged twice', async () => {
    await browser.goto('/schedule/shows');
    // A card of this week booked and left unplayed: the last test finds its night passed.
    await page().getByRole('button', { name: UPRISING, exact: true }).click();
    await onProductionPage();
    await browser.goto('/schedule/shows');
    await page().getByRole('button', { name: 'Next week', exact: true }).click();
    await region(formatLongDate('2026-11-29')).waitFor();
    await expect.poll(gameDate).toBe('2026-11-29');
    const before = await balances();

    await page().getByRole('button', { name: 'Previous week', exact: true }).click();
    await region(formatLongDate('2026-11-23')).waitFor();
    expect(await gameDate()).toBe('2026-11-29');
    expect(await balances()).toEqual(before);
    // Nothing left to book there: only the cards already booked open (their names add what they do).
    expect(await page().getByRole('button', { name: /^Create production: [^,]+$/ }).count()).toBe(0);
    await page().getByText(formatLongDate('2026-11-29'), { exact: true }).waitFor();
    await page().mouse.move(0, 0);
    await browser.screenshot('issue33-schedule-looking-back-dark');

    await page().getByRole('button', { name: 'This week', exact: true }).click();
    await page().getByRole('button', { name: 'Next week', exact: true }).click();
    await region(formatLongDate('2026-12-06')).waitFor();
    await expect.poll(gameDate).toBe('2026-12-06');
    // Each brand paid its office twice, once a week, whatever the schedule showed meanwhile.
    const offices = ((await tables()).Brand as (Row & { ledger: { label: string; date: string }[] })[]).map((brand) =>
      brand.ledger.filter((line) => line.label === 'Office and crew').map((line) => line.date));
    for (const weeks of offices) expect(weeks).toEqual(['2026-11-29', '2026-12-06']);
  });

  it('a show whose night has passed cannot be booked or simulated', async () => {
    const before = await balances();
    // Before the game's start: the address that booked it is refused, and nothing is made.
    await browser.goto('/create-show/1/2026-11-16');
    await page().getByRole('alert').filter({ hasText: "AWE Onslaught on 2026-11-16 is before the game's week" }).waitFor();
    const productions = (await tables()).Production as Row[];
    expect(productions.filter((p) => p.date === '2026-11-16')).toEqual([]);

    // The calendar offers nothing to book on a passed night.
    await browser.goto('/calendar?month=2026-11');
    const november = page().getByRole('table', { name: 'November 2026' });
    const monday = november.getByRole('cell', { name: new RegExp(formatLongDate('2026-11-16')) });
    await monday.getByText('Passed, not played').waitFor();
    expect(await monday.getByRole('link').count()).toBe(0);
    await browser.screenshot('issue33-calendar-passed-dark');

    // The card booked for a week that has since passed: Simulate is off, and says why.
    const uprising = productions.find((p) => p.date === '2026-11-27')!;
    await browser.goto(`/production/${uprising.id}`);
    const simulate = page().getByRole('button', { name: 'Simulate', exact: true });
    await page().getByText(/^AWE Uprising on 2026-11-27 is before the game's week \(from 2026-12-06\)/).waitFor();
    expect(await simulate.isDisabled()).toBe(true);
    expect(await page().getByRole('button', { name: 'Randomise all' }).count()).toBe(0);
    expect(await page().getByRole('button', { name: 'Add segment' }).count()).toBe(0);
    expect(await balances()).toEqual(before);
    await browser.screenshot('issue33-passed-card-dark');
  });

  it('looks right in light mode: the passed card, the schedule looking back and a brand’s ledger', async () => {
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    // The page afresh, so no drawer is still sliding out of the picture.
    await page().reload();
    await page().getByText(/is before the game's week/).waitFor();
    await browser.screenshot('issue33-passed-card-light');

    await browser.goto('/schedule/shows');
    await page().getByRole('button', { name: 'Previous week', exact: true }).click();
    await region(formatLongDate('2026-11-30')).waitFor();
    await page().mouse.move(0, 0);
    await browser.screenshot('issue33-schedule-looking-back-light');

    await browser.goto('/brands');
    await page().getByRole('button', { name: 'AWE Onslaught ledger' }).click();
    const dialog = await settledDialog(page(), 'AWE Onslaught: ledger');
    await dialog.getByRole('row', { name: /Show: AWE Onslaught/ }).waitFor();
    await browser.screenshot('issue33-ledger-light');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('raised no uncaught error', () => {
    expect(browser.errors).toEqual([]);
  });
});
