import { useBrowser } from './harness';

// Issue 13 item 7 in Chromium against the built app: a run of weeks from /simulate on the seed
// world, with its progress bar, its summary, and the calendar moved on.
describe('simulating many weeks in Chromium', () => {
  const browser = useBrowser({ seedGame: true });
  const page = () => browser.page;


  it('runs two weeks with a progress bar, sums them up and moves the calendar on two weeks', async () => {
    await browser.goto('/simulate');
    const weeks = page().getByRole('spinbutton', { name: 'Number of weeks' });
    await weeks.fill('2');
    await page().getByRole('button', { name: 'Start', exact: true }).click();
    await page().getByRole('progressbar', { name: /^Week \d of 2, \d+ productions? done$/ }).waitFor();
    await browser.screenshot('simulate-weeks-progress-dark');

    const heading = page().getByRole('heading', { name: '2 weeks simulated' });
    await heading.waitFor({ timeout: 60_000 });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await page().getByRole('table', { name: 'Money by brand' }).getByRole('row').count()).toBeGreaterThan(1);
    expect(await page().getByRole('list', { name: 'Best segments' }).getByRole('listitem').count()).toBe(5);
    await expect.poll(() => page().getByText(/^From Sun, Dec 6, 2026 to Sat, Dec 12, 2026/).count()).toBe(1);
    await page().mouse.move(0, 0);
    await browser.screenshot('simulate-weeks-dark');
    // The same summary in light mode (the footer's switch; the summary stays on screen).
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    await page().mouse.move(0, 0);
    await browser.screenshot('simulate-weeks-light');
    expect(browser.errors).toEqual([]);
  });
});
