import type { Locator } from 'playwright-core';
import { fillEveryMatch, settledDialog, startSeedGame, useBrowser } from './harness';

// Issue 17 item 6: the booking coach. New game → a production → Randomise all → How to improve on
// a segment → Apply → the segment's expected rating rose. The dialog in dark and light mode.

/** The "Rated 2.35 out of 5" the card's expected rating reads out, as a number. */
async function expectedRating(card: Locator): Promise<number> {
  const label = await card.locator('[aria-label^="Rated "]').first().getAttribute('aria-label');
  return Number(/Rated (-?[\d.]+)/.exec(label ?? '')![1]);
}

describe('the booking coach in Chromium', () => {
  const browser = useBrowser({ colorScheme: 'dark' });
  const page = () => browser.page;


  it('improves a randomised segment with one click and the expected rating rises', { timeout: 180_000 }, async () => {
    await startSeedGame(browser);
    await browser.goto('/schedule/shows');
    const create = page().getByRole('button', { name: /^Create production/ }).first();
    await create.waitFor();
    await create.click();
    await fillEveryMatch(page());

    // The first segment the coach can improve (almost every randomised match has a better free wrestler).
    const buttons = page().getByRole('button', { name: /^How to improve Segment \d+: / });
    await buttons.first().waitFor();
    let improved: { title: string; before: number; after: number } | null = null;
    for (let i = 0; i < (await buttons.count()) && !improved; i += 1) {
      const name = (await buttons.nth(i).getAttribute('aria-label'))!;
      const title = name.replace('How to improve ', '');
      // Read before the dialog opens: while it is open the page behind it is hidden from roles.
      const card = page().getByRole('region', { name: title, exact: true });
      const before = await expectedRating(card);
      await buttons.nth(i).click();
      const dialog = await settledDialog(page(), name);
      const apply = dialog.getByRole('button', { name: 'Apply', exact: true });
      await apply.or(dialog.getByText(/already at its best/)).waitFor({ timeout: 15_000 });
      if (!(await apply.isVisible())) {
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
        continue;
      }
      await dialog.getByRole('region', { name: 'After the change' }).waitFor();
      await browser.screenshot('coach-improve-dialog-dark');
      const after = Number(/Rated (-?[\d.]+)/.exec((await dialog.getByRole('region', { name: 'After the change' }).locator('[aria-label^="Rated "]').first().getAttribute('aria-label')) ?? '')![1]);
      await apply.click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => expectedRating(card), { timeout: 15_000 }).toBeGreaterThan(before);
      improved = { title, before, after: await expectedRating(card) };
      expect(improved.after).toBeCloseTo(after, 2);
    }
    expect(improved).not.toBeNull();

    // The same dialog in light mode.
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    if (await dark.isChecked()) await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    const again = page().getByRole('button', { name: `How to improve ${improved!.title}` });
    await again.click();
    const dialog = await settledDialog(page(), `How to improve ${improved!.title}`);
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    await dialog.getByText(/★|already at its best/).first().waitFor({ timeout: 15_000 });
    await browser.screenshot('coach-improve-dialog-light');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The running order needs two segments at least: a second match, randomised.
    await page().getByRole('button', { name: 'Add segment' }).click();
    await fillEveryMatch(page());
    const suggest = page().getByRole('button', { name: 'Suggest running order' });
    await expect.poll(() => suggest.isEnabled()).toBe(true);
    await suggest.click();
    const order = await settledDialog(page(), 'Suggested running order');
    await order.getByText(/main event|already runs/).first().waitFor({ timeout: 15_000 });
    await browser.screenshot('coach-running-order-light');
    await order.getByRole('button', { name: 'Close' }).click();
    expect(browser.errors).toEqual([]);
  });
});
