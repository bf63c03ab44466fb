import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './harness';

// Issue 16 item 2: a show booked, simulated and a week run with the keyboard alone. Focus must never
// fall to <body> (a keyboard user would start again from the top of the page), and every control the
// player needs next is a few Tab presses away.

/** Tab presses allowed to reach the next control; more means focus went somewhere unhelpful. */
const MAX_TABS = 15;
const OFFICE_TO_SCHEDULE = 20;

// Watches every animation frame for focus on <body> (or nowhere), so a drop between two checks counts too.
const watchFocus = () => {
  const w = window as unknown as { focusDrops: string[] };
  w.focusDrops = [];
  const check = () => {
    const active = document.activeElement;
    if (!active || active === document.body) w.focusDrops.push(location.hash);
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);
const focusDrops = (page: Page) => page.evaluate(() => (window as unknown as { focusDrops: string[] }).focusDrops.splice(0));
/** A short description of the focused element, for failure messages and the log. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return `<${el.tagName.toLowerCase()}> ${name}`;
  });

describe('focus follows the player, keyboard only', () => {
  const page = () => browser.page;
  const tabCounts: string[] = [];
  const announcements = () => page().getByRole('log', { name: 'Announcements' });

  /** Presses one key, lets two frames pass, and fails if focus is (or was meanwhile) on <body>. */
  async function press(key: string): Promise<void> {
    await page().keyboard.press(key);
    await page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await describeFocus(page()), `focus after ${key}`).not.toBe('<body>');
    expect(await focusDrops(page()), `focus fell to <body> after ${key}`).toEqual([]);
  }

  /** Tabs (or Shift+Tabs) to `target`, within MAX_TABS presses. */
  async function tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = MAX_TABS): Promise<void> {
    await target.waitFor();
    let presses = 0;
    for (; !(await isFocused(target)); presses += 1) {
      if (presses >= max) throw new Error(`not reached in ${max} × ${key}; focus is on ${await describeFocus(page())}`);
      await press(key);
    }
    tabCounts.push(`${presses} × ${key} to ${await describeFocus(page())}`);
  }

  /** Waits until focus rests on `target` (after an action that moves it), without a key press. */
  async function expectFocusOn(target: Locator, timeout = 20_000): Promise<void> {
    await expect.poll(() => isFocused(target), { timeout }).toBe(true);
    expect(await focusDrops(page())).toEqual([]);
  }

  const browser = useBrowser({
    seedGame: true,
    then: async () => {
      await page().evaluate(watchFocus);
    },
  });
  afterAll(async () => {
    console.log(`Tab presses:\n${tabCounts.join('\n')}`);
  });

  it('opens the schedule from the office and creates a production', async () => {
    const office = page().getByRole('heading', { level: 1, name: 'The office' });
    await expectFocusOn(office);
    // 20 presses from the office's heading: the tutorial card's Start and Skip, Advance, then the links around the promotion (the schedule is in the fourth group, after Standings gained Rivalries).
    await tabTo(page().getByRole('link', { name: 'Show schedule' }), 'Tab', OFFICE_TO_SCHEDULE);
    await press('Enter');
    await expectFocusOn(page().getByRole('heading', { level: 1, name: 'Show schedule' }));
    const create = page().getByRole('button', { name: /^Create production/ }).first();
    await tabTo(create);
    await browser.screenshot('focus-schedule-create-dark');
    await press('Enter');
    await expectFocusOn(page().getByRole('heading', { level: 1, name: 'Productions' }));
  });

  it('randomises the card and simulates it', async () => {
    await tabTo(page().getByRole('button', { name: 'Randomise all', exact: true }));
    await press('Space');
    const simulate = page().getByRole('button', { name: 'Simulate', exact: true });
    await expectFocusOn(simulate);
    await expect.poll(() => announcements().textContent()).toMatch(/^Card randomised: \d+ segments? filled$/);
    await browser.screenshot('focus-production-randomised-dark');
    await press('Enter');
    const results = page().getByRole('heading', { level: 2, name: 'Results' });
    await expectFocusOn(results);
    await browser.screenshot('focus-production-results-dark');
  });

  it('reads the result with the arrows', async () => {
    const results = page().getByRole('region', { name: 'Results' });
    expect(await results.textContent()).toMatch(/Viewers\d/);
    await press('ArrowDown');
    await press('ArrowDown');
    await press('ArrowUp');
  });

  it('goes back to the office and advances the calendar a week', async () => {
    await tabTo(page().getByRole('button', { name: 'Menu' }), 'Shift+Tab');
    await press('Enter');
    await tabTo(page().getByRole('link', { name: 'The office' }));
    await press('Enter');
    // The sidebar closes and hands focus back to its Menu button (the shell's choice); the new screen is a few Tabs on.
    await expectFocusOn(page().getByRole('button', { name: 'Menu' }));
    await page().getByRole('heading', { level: 1, name: 'The office' }).waitFor();
    const advance = page().getByRole('button', { name: 'Advance 7 days' });
    await tabTo(advance);
    await press('Enter');
    await expect.poll(() => announcements().textContent()).toMatch(/^Week advanced to \w{3}, \w{3} \d+, 2026$/);
    await expectFocusOn(advance);
    await browser.screenshot('focus-office-advanced-dark');
  });

  it('moves the schedule a week on and back with the keyboard', async () => {
    await tabTo(page().getByRole('link', { name: 'Show schedule' }), 'Tab', OFFICE_TO_SCHEDULE);
    await press('Enter');
    const next = page().getByRole('button', { name: 'Next week' });
    await tabTo(next);
    await press('Enter');
    await expect.poll(() => announcements().textContent()).toMatch(/^Week advanced to \w{3}, \w{3} \d+, 2026$/);
    await expectFocusOn(next);
    await browser.screenshot('focus-schedule-next-week-dark');
    await tabTo(page().getByRole('button', { name: 'Previous week' }), 'Shift+Tab');
    await press('Space');
    await expectFocusOn(page().getByRole('button', { name: 'Previous week' }));
  });
});
