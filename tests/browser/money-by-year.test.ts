import { formatLongDate } from '../../src/domain/dates';
import { formatMoney } from '../../src/domain/format';
import { settledDialog, useBrowser } from './harness';
import { readAllTables } from './raw-indexeddb';

// Issue 36 item 5, in Chromium, written as the exploit it closes: a brand's balance moved over the
// year and the money screen could not say where it went (the ledger keeps only its newest lines).
// One seed game (every promotion, living rules): a week is paid, then a brand's Ledger adds its
// year up by category to the balance it shows.

type BrandRow = { id: number; name: string; balance: number };

describe('a brand’s year of money adds up on its ledger (issue 36), in Chromium', () => {
  const browser = useBrowser({ seedGame: true });
  const page = () => browser.page;

  it('after a week is paid, the brand’s year reads as its lines by category, adding up to the balance it shows', async () => {
    await browser.goto('/schedule/shows');
    await page().getByRole('button', { name: 'Next week', exact: true }).click();
    await page().getByRole('region', { name: formatLongDate('2026-11-29') }).waitFor();
    const brand = ((await readAllTables(page())).Brand as BrandRow[]).find((b) => b.name === 'AWE Onslaught')!;

    await browser.goto('/brands');
    await page().getByRole('button', { name: 'AWE Onslaught ledger' }).click();
    const dialog = await settledDialog(page(), 'AWE Onslaught: ledger');
    const year = dialog.getByRole('region', { name: 'AWE Onslaught money in 2026' });
    const table = year.getByRole('table', { name: 'AWE Onslaught money in 2026 by category' });
    await table.getByRole('row', { name: /^Office and crew/ }).waitFor();
    await table.getByRole('row', { name: /^Spending/ }).waitFor();
    // The year ends at the balance the brand has now, and no change is left without a line.
    await year.getByText(new RegExp(`after its last: the lines below add up to the change of`)).waitFor();
    expect(await year.textContent()).toContain(`${formatMoney(brand.balance)} after its last`);
    expect(await year.textContent()).not.toContain('with no line');
    await browser.screenshot('issue36-money-by-year-dark');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await page().reload();
    await page().getByRole('button', { name: 'AWE Onslaught ledger' }).click();
    const light = await settledDialog(page(), 'AWE Onslaught: ledger');
    await light.getByRole('region', { name: 'AWE Onslaught money in 2026' }).waitFor();
    await browser.screenshot('issue36-money-by-year-light');
  }, 180_000);

  it('raised no uncaught error', () => {
    expect(browser.errors).toEqual([]);
  });
});
