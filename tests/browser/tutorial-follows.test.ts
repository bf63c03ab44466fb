import { startSeedGame, useBrowser } from './harness';

// Issue 16 items 3 and 4, in Chromium: a new game opens on a Sunday with the week's shows ahead,
// and the production tutorial follows the player from the office's Book button (skipping the
// schedule) through Randomise all and Simulate, naming the step they are on; Settings restarts it.

describe('the tutorial follows the player', () => {
  const browser = useBrowser();
  const page = () => browser.page;
  const card = () => page().getByRole('complementary', { name: 'Production tutorial' });
  const stepTitle = (title: string) => card().getByRole('heading', { level: 3, name: title });


  it('starts in the office on a Sunday, with step 1 about the office', async () => {
    await startSeedGame(browser);
    const week = page().getByRole('region', { name: "This week's shows" });
    // The first show of the week is on the game date itself, Sunday 22 November: nothing is past.
    await expect.poll(() => week.getByRole('button', { name: /^Book / }).first().getAttribute('aria-label')).toMatch(/Nov 22, 2026$/);
    expect(await week.getByText('Past').count()).toBe(0);

    await card().getByRole('button', { name: 'Start the tutorial' }).click();
    await stepTitle('Choose a show to book').waitFor();
    expect(await card().textContent()).toContain('Press Book');
  });

  it('jumps to Randomise when Book opens the production straight from the office', async () => {
    await page().getByRole('region', { name: "This week's shows" }).getByRole('button', { name: /^Book / }).first().click();
    await expect.poll(() => page().url(), { timeout: 15_000 }).toMatch(/#\/production\/\d+$/);
    await stepTitle('Randomise the card').waitFor({ timeout: 15_000 });
    const text = (await card().textContent()) ?? '';
    expect(text).toContain('Step 3 of 5');
    expect(text).not.toMatch(/schedule/i);
  });

  it('moves on to Simulate after Randomise all, and to the results after Simulate', async () => {
    await page().getByRole('button', { name: 'Randomise all', exact: true }).click();
    await stepTitle('Simulate the show').waitFor({ timeout: 15_000 });
    await page().getByRole('button', { name: 'Simulate', exact: true }).click();
    await page().getByRole('region', { name: 'Results' }).waitFor({ timeout: 20_000 });
    await stepTitle('Read the results').waitFor({ timeout: 15_000 });
    await card().getByRole('button', { name: 'Finish the tutorial' }).waitFor();
  });

  it('restarts from Settings and shows step 1 in the office again', async () => {
    await browser.goto('/settings');
    await page().getByRole('button', { name: 'Restart the tutorial' }).click();
    await page().getByText('The tutorial is on step 1: Choose a show to book.').waitFor();
    await page().getByRole('link', { name: 'Carry on in the office' }).click();
    await page().locator('h1').filter({ hasText: 'The office' }).waitFor();
    await stepTitle('Choose a show to book').waitFor({ timeout: 15_000 });
  });
});
