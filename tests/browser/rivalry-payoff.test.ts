import type { Page } from 'playwright-core';
import { randomiseAll, startSeedGame, useBrowser } from './harness';

// Issue 17, the issue's own proof in Chromium against the built app: a new (living) game; a rivalry
// started on the board; two weeks of it booked and played, the heat rising on the board and its
// line in "Why this rating"; the payoff booked as the main event of their PPV and played, the
// line saying so; and the show's report copied with the heat's line in it.

const TITLE = 'Thaddeus Crane vs. Vance Holloway';

describe('a rivalry from its start to its payoff', () => {
  const page = (): Page => browser.page;
  const card = () => page().getByRole('region', { name: TITLE, exact: true });
  const heats: number[] = [];

  /** The card's heat now ("Heat 34 of 100: …"). */
  async function heatOnBoard(): Promise<number> {
    await browser.goto('/rivalries');
    const label = card().getByText(/^Heat \d+ of 100/);
    await label.waitFor({ timeout: 15_000 });
    return Number(/^Heat (\d+)/.exec((await label.textContent()) ?? '')![1]);
  }

  /** Books with one of the card's buttons, opens the booked card, fills the rest and simulates it. */
  async function bookAndPlay(button: 'Book the next step' | 'Book the payoff'): Promise<void> {
    await browser.goto('/rivalries');
    await card().getByRole('button', { name: button, exact: true }).click();
    const booked = card().getByText(/^Booked: /);
    await booked.waitFor({ timeout: 15_000 });
    await booked.getByRole('link').click();
    await expect.poll(() => page().url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    const simulate = page().getByRole('button', { name: 'Simulate', exact: true });
    await simulate.waitFor({ timeout: 15_000 });
    // A short card may be full with their segment alone (Randomise all is then disabled).
    await randomiseAll(page());
    await simulate.click();
    await page().getByRole('region', { name: 'Results' }).waitFor({ timeout: 30_000 });
  }

  /** Every line of every "Why this rating" on the results, read one popover at a time. */
  async function whyLines(picture?: string): Promise<string> {
    const buttons = page().getByRole('button', { name: 'Why this rating' });
    const texts: string[] = [];
    for (let i = 0; i < (await buttons.count()); i += 1) {
      await buttons.nth(i).click();
      const close = page().getByRole('button', { name: 'Close breakdown' });
      await close.waitFor();
      const text = (await page().getByRole('dialog').last().textContent()) ?? '';
      texts.push(text);
      if (picture && /rivalry, heat/.test(text)) await browser.screenshot(picture);
      await close.click();
      // A full-page screenshot resizes the page and back; the popover then moves into place again,
      // and on a loaded machine the first click can land before it has: click again until it closes.
      await expect
        .poll(async () => {
          if (await close.isVisible()) await close.click({ timeout: 2_000 }).catch(() => undefined);
          return close.isVisible();
        }, { timeout: 30_000 })
        .toBe(false);
    }
    return texts.join('\n');
  }

  const browser = useBrowser({
    timeout: 60_000,
    then: async () => {
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(browser.baseUrl).origin });
      await startSeedGame(browser);
    },
  });

  it('starts a rivalry on the board', async () => {
    await browser.goto('/rivalries');
    for (const [side, name] of [['First side', 'Thaddeus Crane'], ['Second side', 'Vance Holloway']]) {
      const box = page().getByRole('combobox', { name: side });
      await box.click();
      await box.pressSequentially(name.split(' ')[0]);
      await page().getByRole('option', { name: new RegExp(`^${name}`) }).click();
    }
    await page().getByRole('button', { name: 'Start rivalry', exact: true }).click();
    await card().waitFor({ timeout: 10_000 });
    heats.push(await heatOnBoard());
    expect(heats[0]).toBe(20);
  }, 60_000);

  it('plays two weeks of it: the heat rises on the board and has its line in "Why this rating"', async () => {
    for (let week = 1; week <= 2; week += 1) {
      await bookAndPlay('Book the next step');
      expect(await whyLines()).toMatch(/Thaddeus Crane vs\. Vance Holloway rivalry, heat \d+: the crowd was invested/);
      heats.push(await heatOnBoard());
      expect(heats[week]).toBeGreaterThan(heats[week - 1]!);
    }
    // Both played segments are listed on the card, each with the heat it added (issue 35: and any
    // promo the booker gave the two on Randomise all, a step of the rivalry too).
    const segments = card().getByRole('list', { name: `Segments of ${TITLE}` });
    await expect.poll(async () => ((await segments.textContent()) ?? '').match(/heat \+/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    await card().scrollIntoViewIfNeeded();
    await browser.screenshot('rivalry-two-weeks-dark');
  }, 180_000);

  it('pays it off as the main event of their PPV, and the report carries the heat line', async () => {
    await bookAndPlay('Book the payoff');
    expect(await whyLines('rivalry-payoff-why-dark')).toMatch(/Thaddeus Crane vs\. Vance Holloway rivalry, heat \d+: the payoff at a (PPV|major PPV|world event)/);

    await page().getByRole('button', { name: 'Copy report' }).click();
    await page().getByRole('menuitem', { name: 'Copy as Markdown' }).click();
    await page().getByRole('log', { name: 'Announcements' }).filter({ hasText: /copied as Markdown/ }).waitFor({ timeout: 10_000 });
    const markdown = await page().evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/Thaddeus Crane vs\. Vance Holloway rivalry, heat \d+: the payoff/);
    expect(markdown).toContain('Thaddeus Crane');

    // Settled or still burning: the board shows it either among the ended ones or with its payoff played.
    await browser.goto('/rivalries');
    await page().getByRole('heading', { level: 1, name: 'Rivalries' }).waitFor();
    await expect.poll(async () => (await page().locator('main').textContent()) ?? '', { timeout: 15_000 }).toContain(TITLE);
    expect(browser.errors).toEqual([]);
  }, 180_000);
});
