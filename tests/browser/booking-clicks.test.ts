import { useBrowser } from './harness';

// Issue 19 (interaction-p95): after a wrestler is picked from a segment's search, the next click on
// a button of the card must land. The shell's focus keeper used to send focus back to the search
// while focus was on its way to the button (between mousedown and mouseup); the page moved and
// the click fell on the card instead, so Randomise and the winner buttons did nothing.

describe('booking clicks after a pick from the wrestler search', () => {
  const page = () => browser.page;
  const announcements = () => page().getByRole('log', { name: 'Announcements' });
  /** The announcement made after this call (each is a new node; the same words can come again). */
  const nextAnnouncement = async () => {
    await announcements().evaluate((log) => log.querySelector('span')?.setAttribute('data-heard', ''));
    return () => announcements().locator('span:not([data-heard])').textContent({ timeout: 1000 }).catch(() => null);
  };
  const focusedLabel = () => page().evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

  const browser = useBrowser({
    seedGame: true,
    then: async () => {
      await browser.goto('/schedule/shows');
      await page().getByRole('button', { name: /^Create production/ }).first().click();
      await page().getByRole('button', { name: 'Randomise all', exact: true }).waitFor();
    },
  });

  it('randomises the segment and then picks its winner, each with one click', async () => {
    const card = page().locator('[data-segment-id]').first();
    await card.getByLabel('Type', { exact: true }).selectOption('BRAWL');
    await card.locator('h2', { hasText: 'Segment 1: Brawl' }).waitFor();
    for (let round = 1; round <= 3; round += 1) {
      await card.getByRole('combobox', { name: 'Add or remove a wrestler' }).click();
      const option = page().getByRole('listbox').getByRole('option').filter({ hasNotText: /booked \(choose to remove\)|already in segment|No eligible wrestler/ }).first();
      const rows = await card.locator('section[aria-label="Appearances"] li').count();
      await option.click();
      await expect.poll(() => card.locator('section[aria-label="Appearances"] li').count()).toBe(rows + 1);

      const randomise = card.getByRole('button', { name: 'Randomise', exact: true });
      const heard = await nextAnnouncement();
      await randomise.click();
      await expect.poll(heard, { timeout: 10_000, message: `round ${round}: Randomise did nothing` }).toBe('Segment 1: Brawl randomised');
      expect(await focusedLabel()).toBe('Randomise');

      const winner = card.locator('button[aria-label^="Make "][aria-label$=" the winner"]:not([aria-pressed="true"])').first();
      const label = (await winner.getAttribute('aria-label'))!;
      await winner.click();
      await expect.poll(() => card.locator(`button[aria-label="${label}"]`).getAttribute('aria-pressed'), { timeout: 10_000, message: `round ${round}: the winner click did nothing` }).toBe('true');
    }
  });
});
