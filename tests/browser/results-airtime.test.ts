import type { Page } from 'playwright-core';
import { randomiseAll, simulateToResults, useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 35, in Chromium against the built app: a living game as AWE, the week's first show filled
// by Randomise all and simulated. Its Results say how it used its airtime (booked of the slot, what
// the card ran, the viewers' airtime trait); a name on the results opens the wrestler's page, whose
// figures (stats, skills, momentum) read rounded after a show moved them by fractions. Dark and
// light shots of both.

const CLOCK = String.raw`\d+:\d\d:\d\d`;

describe('a show\'s results and a wrestler\'s page after it, in Chromium', () => {
  const page = (): Page => browser.page;
  const browser = useBrowser({ seedGame: { company: 'AWE' }, timeout: 60_000 });

  async function shoot(name: string, region?: ReturnType<Page['getByRole']>): Promise<void> {
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    for (const mode of ['dark', 'light'] as const) {
      if ((await dark.isChecked()) !== (mode === 'dark')) await dark.click();
      await expect.poll(() => dark.isChecked()).toBe(mode === 'dark');
      await page().mouse.move(0, 0);
      if (region) {
        await region.scrollIntoViewIfNeeded();
        await region.screenshot({ path: `tests/browser/screenshots/${name}-${mode}.png` });
      } else {
        await browser.screenshot(`${name}-${mode}`);
      }
    }
  }

  it('says the airtime the show booked, ran and earned', async () => {
    await browser.goto('/schedule/shows');
    await page().getByRole('button', { name: /^Create production/ }).first().click();
    await randomiseAll(page());
    const results = await simulateToResults(page());

    const airtime = results.getByRole('group', { name: 'Airtime' });
    await airtime.waitFor();
    const text = (await airtime.textContent()) ?? '';
    expect(text).toMatch(new RegExp(`^Airtime: Booked ${CLOCK} of the slot's ${CLOCK} \\(\\d+%\\); the card ran ${CLOCK}\\.`));
    expect(text).toMatch(/Viewers: (Runs 90% to 100% of its time \+10%|Runs over its time −10%|no airtime trait counted)/);
    await shoot('results-airtime', results);
  }, 180_000);

  it('opens a wrestler of the card from the results: their figures read rounded', async () => {
    const first = page().locator('[data-segment-id]').first();
    const link = first.getByRole('link').filter({ hasNotText: /^$/ }).first();
    const name = ((await link.textContent()) ?? '').trim();
    await link.click();
    await page().getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
    const stats = page().getByRole('region', { name: 'Profile' }).getByLabel('Stats');
    await stats.waitFor();
    const values = await stats.locator('dd').allTextContents();
    expect(values.length).toBe(6);
    // Points move in half steps (one decimal at most); the 0–100 stats read whole.
    expect(values[0]).toMatch(/^\d+(\.\d)?$/);
    for (const value of values.slice(1)) expect(value).toMatch(/^\d+$/);
    const facts = await page().getByLabel('Skills and momentum').locator('dd').allTextContents();
    expect(facts.slice(0, 2).every((v) => /^\d+$/.test(v))).toBe(true);
    expect(facts[2]).toMatch(/^[+−]?\d+ \(/);
    await shoot('wrestler-page-rounded');
    expect(browser.errors).toEqual([]);
  }, 90_000);

  // Every screen that shows a wrestler's figures, after a show moved them by fractions: no stored
  // fraction (64.44999999999999) reaches the screen. The records editor (/dashboard) shows the stored
  // values on purpose and is left out.
  it('shows no raw fraction on the screens that show wrestlers\' figures', async () => {
    const routes = ['/office', '/roster', '/rank/wrestlers', '/rank/championships', '/reigns', '/careers', '/backstage', '/free-agents', '/rivalries',
      '/talent', '/ratings', '/blog', '/owner', '/modifiers', '/alignment', '/leagues', '/promotions', '/dialog/inbox'];
    // Every wrestler's stats, momentum and microphone skill given a long fraction, as sums of 1.01s leave them.
    const { Wrestler: wrestlers } = await readAllTables(page());
    const fraction = (value: unknown, by = 0.444999999999) => (typeof value === 'number' ? value + by : value);
    await writeTables(page(), {
      put: {
        Wrestler: wrestlers!.map((w) => ({
          ...w, points: fraction(w.points, 0.25), popularity: fraction(w.popularity), charisma: fraction(w.charisma), morale: fraction(w.morale),
          stamina: fraction(w.stamina), damage: fraction(w.damage), momentum: fraction(w.momentum ?? 0, 12.3456789), micSkill: 48.2222222,
        })),
      },
    });
    await page().reload();
    const found: string[] = [];
    for (const route of [...routes, `/career-mode/${wrestlers![0]!.id as number}`]) {
      await browser.goto(route);
      await page().locator('h1').first().waitFor({ timeout: 20_000 });
      // Give each screen's reads time to land.
      await page().waitForLoadState('networkidle');
      await page().waitForTimeout(600);
      const text = await page().locator('body').innerText();
      for (const m of text.matchAll(/.{0,30}\d\.\d{3,}.{0,10}/g)) found.push(`${route}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  }, 180_000);
});
