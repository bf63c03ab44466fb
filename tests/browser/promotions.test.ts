import { mkdirSync } from 'node:fs';
import { startSeedGame, useBrowser } from './harness';
import { readAllTables } from './raw-indexeddb';

// Issue 18: a new game as one promotion; the promotions list shows its three rivals and Settings
// says who the player runs. Screenshots (dark and light) of the new-game form and a rival's page.

const SHOTS = '/tmp/choose-shots';

describe('choosing a promotion in Chromium', () => {
  const page = () => browser.page;
  const h1 = () => page().locator('h1');
  const shot = (name: string) => page().screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

  const browser = useBrowser({
    then: async () => {
      mkdirSync(SHOTS, { recursive: true });
    },
  });

  it('starts a new game as AWE on Normal, with three rivals on the promotions list', async () => {
    await browser.goto('/setup');
    await page().getByRole('button', { name: 'New game', exact: true }).click();
    const awe = page().getByRole('radio', { name: /^Apex Wrestling Entertainment/ });
    await awe.waitFor();
    expect(await awe.isChecked()).toBe(true);
    expect(await page().getByRole('radio', { name: /^Normal/ }).isChecked()).toBe(true);
    await shot('new-game-form-dark');

    await startSeedGame(browser, { company: 'AWE', difficulty: 'NORMAL' });
    const game = (await readAllTables(page())).Game[0] as { playerCompanyId: number; brandIds: number[]; difficulty: string };
    expect(game).toMatchObject({ playerCompanyId: 1, brandIds: [1, 2, 3], difficulty: 'NORMAL' });

    await page().getByRole('navigation', { name: 'The promotion' }).getByRole('link', { name: 'Promotions' }).click();
    await expect.poll(() => h1().textContent()).toBe('Promotions');
    const table = page().getByRole('table', { name: 'Promotions' });
    await expect.poll(() => table.getByRole('row').count()).toBe(5);
    expect(await table.getByRole('cell', { name: 'Rival', exact: true }).count()).toBe(3);
    expect(await table.getByRole('cell', { name: 'You', exact: true }).count()).toBe(1);

    await table.getByRole('link', { name: 'Vanguard Wrestling Union' }).click();
    await page().getByRole('heading', { level: 2, name: 'Vanguard Wrestling Union' }).waitFor();
    await page().getByRole('region', { name: 'Next shows' }).getByRole('listitem').first().waitFor();
    await shot('promotion-page-dark');
  });

  it('says in Settings that the player runs AWE', async () => {
    await browser.goto('/settings');
    const section = page().getByRole('region', { name: 'Your promotion' });
    await expect.poll(() => section.locator('strong').textContent()).toBe('Apex Wrestling Entertainment');
    expect(await section.getByRole('radio', { name: /^Apex Wrestling Entertainment/ }).isChecked()).toBe(true);
  });

  it('looks right in light mode too', async () => {
    await browser.goto('/office');
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    await browser.goto('/promotions/2');
    await page().getByRole('region', { name: 'Next shows' }).getByRole('listitem').first().waitFor();
    await shot('promotion-page-light');
    await browser.goto('/setup/setup');
    await page().getByRole('radio', { name: /^Apex Wrestling Entertainment/ }).waitFor();
    await shot('new-game-form-light');
  });
});
