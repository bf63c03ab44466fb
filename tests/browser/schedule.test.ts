import { useBrowser } from './harness';

// The first week of a new game (issue 16: it opens on Sunday 2026-11-22, the day after the seed's
// Saturday): 9 show occurrences from Sun 2026-11-22.
const ONSLAUGHT = 'Create production: AWE Onslaught on 2026-11-23';

describe('schedule, create-show, calendar and /simulate in Chromium', () => {
  const browser = useBrowser({ seedGame: true });
  const createButtons = () => browser.page.getByRole('button', { name: /^Create production/ });
  const region = (name: string | RegExp) => browser.page.getByRole('region', { name });
  const settled = async () => {
    await expect.poll(() => browser.page.getByRole('button', { name: 'Next week' }).getAttribute('aria-disabled')).toBeNull();
    // The pointer rests on the last button clicked; its hover colour would look like a disabled button.
    await browser.page.mouse.move(0, 0);
  };


  it('lists the week with one Create production button per show occurrence', async () => {
    await browser.goto('/schedule/shows');
    await expect.poll(() => createButtons().count()).toBe(9);
    // One card per day (the tutorial panel, when tutorials are on, has a heading of its own).
    expect(await browser.page.getByRole('heading', { level: 2, name: /^\w{3}, \w{3} \d+, 2026/ }).count()).toBe(7);
    expect(await browser.page.getByText('Birthday: Dmitri Zaitsev').count()).toBe(1);
    // Nothing of the first week lies in the past.
    expect(await browser.page.getByText('Past', { exact: true }).count()).toBe(0);
    await browser.screenshot('schedule-dark');
  });

  it('looks a week back without moving the date, then comes back to this week (issue 33)', async () => {
    await browser.page.getByRole('button', { name: 'Previous week' }).click();
    await expect.poll(() => region(/Nov 15, 2026/).count()).toBe(1);
    // Those nights have passed: nothing to book, and the game stays on its date.
    expect(await createButtons().count()).toBe(0);
    expect(await browser.page.getByText('Game date').textContent()).toContain('Sun, Nov 22, 2026');
    await browser.page.getByRole('button', { name: 'This week' }).click();
    await expect.poll(() => region(/Nov 22, 2026/).count()).toBe(1);
    await expect.poll(() => createButtons().count()).toBe(9);
    await settled();
  });

  it('creates a production through /create-show and lands on /production/:id', async () => {
    await browser.page.getByRole('button', { name: ONSLAUGHT, exact: true }).click();
    await expect.poll(() => browser.page.url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    await browser.page.goBack();
    await expect.poll(() => browser.page.getByRole('button', { name: new RegExp(`^${ONSLAUGHT}`) }).textContent()).toBe('Continue booking');
    await browser.screenshot('schedule-booking-dark');
  });

  it('explains a broken create-show address', async () => {
    await browser.goto('/create-show/999/2026-11-16');
    await browser.page.getByRole('alert').filter({ hasText: 'There is no show number 999' }).waitFor();
    await browser.screenshot('create-show-error-dark');
  });

  it('shows the month with today, shows, the booking and birthdays', async () => {
    await browser.goto('/calendar');
    const table = browser.page.getByRole('table', { name: 'November 2026' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(6);
    expect(await table.locator('[aria-current="date"]').textContent()).toContain('Today');
    expect(await table.getByText('Booking in progress').count()).toBe(1);
    await browser.screenshot('calendar-dark');
  });

  it('simulates every empty production with progress and a summary', async () => {
    await browser.goto('/simulate');
    // The week's nine shows run in one batch, quickly: the bar may be up for only a moment, so a
    // MutationObserver notes that it showed (a poll could fall between two of its frames).
    await browser.page.evaluate(() => {
      const seen = window as unknown as { sawProgress?: boolean };
      new MutationObserver(() => {
        const label = [...document.querySelectorAll('label')].some((l) => l.textContent === 'Simulating empty productions');
        if (label && document.querySelector('[role="progressbar"]')) seen.sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await browser.page.getByRole('button', { name: 'Simulate empty productions' }).click();
    const bar = browser.page.getByRole('progressbar', { name: 'Simulating empty productions' });
    const summary = region('Summary');
    await summary.or(bar).first().waitFor({ timeout: 30_000 });
    if (await bar.isVisible()) await browser.screenshot('simulate-progress-dark');
    await summary.waitFor({ timeout: 30_000 });
    expect(await browser.page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(true);
    // The booked-but-empty Onslaught counts as empty: eight created, nine worked on.
    expect(await summary.getByRole('link').count()).toBe(9);
    await browser.screenshot('simulate-dark');
  });

  it('shows complete productions on the schedule and in the calendar', async () => {
    await browser.goto('/schedule/shows');
    await expect.poll(() => browser.page.getByRole('button', { name: new RegExp(`^${ONSLAUGHT}`) }).textContent()).toBe('View results');
    await browser.screenshot('schedule-complete-dark');
    await browser.goto('/calendar');
    await expect.poll(() => browser.page.getByRole('table').getByText('Complete', { exact: true }).count()).toBe(9);
    await browser.screenshot('calendar-complete-dark');
  });

  it('looks right in light mode', async () => {
    await browser.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await browser.page.getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await browser.page.getByRole('button', { name: 'Close', exact: true }).click();

    await browser.goto('/schedule/shows');
    await expect.poll(() => createButtons().count()).toBe(9);
    await browser.page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => region(/Nov 29, 2026/).count()).toBe(1);
    await settled();
    await browser.screenshot('schedule-light');

    await browser.goto('/simulate');
    await browser.page.getByRole('button', { name: 'Randomise empty productions' }).click();
    await region('Summary').waitFor({ timeout: 30_000 });
    await browser.screenshot('simulate-light');

    await browser.goto('/calendar');
    await browser.page.getByRole('table', { name: 'November 2026' }).waitFor();
    await browser.screenshot('calendar-light');

    await browser.goto('/create-show/abc/2026-11-16');
    await browser.page.getByRole('alert').filter({ hasText: 'is not a show number' }).waitFor();
    await browser.screenshot('create-show-error-light');
  });

  it('raised no uncaught error', () => {
    expect(browser.errors).toEqual([]);
  });
});
