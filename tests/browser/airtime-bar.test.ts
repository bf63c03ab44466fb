import { useBrowser } from './harness';

// Issue 35 item 1: the card editor shows the show's airtime budget as a bar (booked against the
// slot), and the bar grows as segments are added.

describe('the airtime bar of a card', () => {
  const page = () => browser.page;
  const browser = useBrowser({
    seedGame: true,
    then: async () => {
      await browser.goto('/schedule/shows');
      await page().getByRole('button', { name: /^Create production/ }).first().click();
      await page().getByRole('button', { name: 'Randomise all', exact: true }).waitFor();
    },
  });

  it('shows the booked time against the slot and grows as a segment is added, in dark and light', async () => {
    const bar = page().getByRole('progressbar', { name: /^Booked \d+:\d\d:\d\d of \d+:\d\d:\d\d$/ });
    await bar.waitFor();
    const before = Number(await bar.getAttribute('aria-valuenow'));
    const name = (await bar.getAttribute('aria-label'))!;
    await page().getByRole('button', { name: 'Add segment' }).click();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    expect(await bar.getAttribute('aria-label')).not.toBe(name);
    const group = page().getByRole('group', { name: 'Airtime' });
    await group.getByText(/^(The card fills \d+% of .+'s slot|\d+% of the slot|The card runs )/).waitFor();
    await group.scrollIntoViewIfNeeded();
    await page().mouse.move(0, 0);
    await browser.screenshot('airtime-bar-dark');
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    await page().mouse.move(0, 0);
    await browser.screenshot('airtime-bar-light');
  });
});
