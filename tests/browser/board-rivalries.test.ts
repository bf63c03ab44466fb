import type { Page } from 'playwright-core';
import { settledDialog, simulateToResults, useBrowser } from './harness';

// Issue 17 item 3: the rivalries board. A new (living) game, the board opened from the office, a
// rivalry started between two wrestlers of AWE Onslaught, its next step booked onto their next
// show, that show simulated, and the board listing the played segment. Screenshots of the board in
// dark and light mode.

const TITLE = 'Thaddeus Crane vs. Vance Holloway';

describe('the rivalries board', () => {
  const browser = useBrowser({ seedGame: true, timeout: 60_000 });
  const page = (): Page => browser.page;
  const card = () => page().getByRole('region', { name: TITLE, exact: true });


  it('opens from the office and starts a rivalry between two wrestlers of one brand', async () => {
    await page().getByRole('navigation', { name: 'Standings' }).getByRole('link', { name: 'Rivalries', exact: true }).click();
    await page().locator('h1').filter({ hasText: 'Rivalries' }).waitFor();
    await page().getByText(/No rivalry is running/).waitFor({ timeout: 15_000 });

    for (const [side, name] of [['First side', 'Thaddeus Crane'], ['Second side', 'Vance Holloway']]) {
      const box = page().getByRole('combobox', { name: side });
      await box.click();
      await box.pressSequentially(name.split(' ')[0]);
      const option = page().getByRole('option', { name: new RegExp(`^${name}`) });
      await option.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
        await browser.screenshot('rivalries-debug');
        throw error;
      });
      expect(await option.textContent()).toContain('AWE Onslaught');
      await option.click();
    }
    await page().getByRole('button', { name: 'Start rivalry', exact: true }).click();

    await card().waitFor({ timeout: 10_000 });
    await card().getByText('Heat 20 of 100: simmering').waitFor();
    expect(await card().getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(await card().textContent()).toMatch(/Payoff: AWE .+ on /);
    await browser.screenshot('rivalries-board-dark');
  }, 60_000);

  it('books the next step onto the next Onslaught show, with both wrestlers in one segment', async () => {
    const book = card().getByRole('button', { name: 'Book the next step', exact: true });
    await book.click();
    const booked = card().getByText(/^Booked: Singles on/);
    await booked.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
      await browser.screenshot('rivalries-debug');
      throw error;
    });
    await booked.getByRole('link').click();
    await expect.poll(() => page().url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    await page().getByRole('button', { name: 'Simulate', exact: true }).waitFor({ timeout: 15_000 });
    const main = page().locator('main');
    await expect.poll(async () => (await main.textContent()) ?? '', { timeout: 10_000 }).toContain('Thaddeus Crane');
    expect(await main.textContent()).toContain('Vance Holloway');
  }, 60_000);

  it('simulates it, and the board lists the played segment', async () => {
    // The rest of the card is filled as the player would (their segment is not empty, so it stays).
    await page().getByRole('button', { name: 'Randomise all', exact: true }).click();
    // Simulate once it is ready; a card the draw left under-filled (one wrestler once a night) asks first (issue 33).
    await simulateToResults(page());

    await browser.goto('/rivalries');
    const segments = card().getByRole('list', { name: `Segments of ${TITLE}` });
    await segments.waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await segments.textContent()) ?? '').toMatch(/AWE Onslaught, \w{3} \d+: Singles, \d\.\d\d stars/);
    // TODO(integrator): once the engine's completion writes rivalry beats (issue 17 items 1–2), assert
    // here that the card's heat rose above 20 ("Heat NN of 100") and that the segment line shows "heat +".
    await browser.screenshot('rivalries-board-played-dark');
  }, 180_000);

  it('draws the board in light mode too', async () => {
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = await settledDialog(page(), 'Menu');
    await menu.getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    // The drawer slides out: the screenshot waits until nothing moves any more.
    await expect.poll(() => page().getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await expect.poll(() => page().evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    await card().waitFor();
    await browser.screenshot('rivalries-board-light');
    expect(browser.errors).toEqual([]);
  }, 30_000);
});
