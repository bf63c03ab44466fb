import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 18 item 5: the owner's office. A new living game made AWE's by hand in its database (the
// new-game option is another helper's), moved to late December, then forward twice across New
// Year's Eve: the office card shows the objectives, and /owner the verdict, the 2026 awards (a
// seeded, rated main event), the Hall of Fame and 2027's objectives. Screenshots dark and light
// in /tmp/owner-shots.

type Row = Record<string, unknown>;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations of the page (Fluent's focus sentinels aside, as in a11y-axe.test.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    interface AxeResult { id: string; impact: string; nodes: { target: string[]; element: Element }[] }
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'], elementRef: true });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.filter((n) => !(v.id === 'aria-hidden-focus' && n.element.matches('i[data-tabster-dummy]'))).map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}
const SHOTS = '/tmp/owner-shots';

async function makeAwe(page: Page) {
  const tables = await readAllTables(page);
  const game = tables.Game[0] as Row;
  const brands = (tables.Brand as Row[]).filter((brand) => brand.companyId === 1).map((brand) => brand.id as number);
  const show = (tables.Show as Row[]).find((row) => (row.brandIds as number[]).some((id) => brands.includes(id)))!;
  const next = (name: string) => Math.max(0, ...(tables[name] as Row[]).map((row) => row.id as number)) + 1;
  const [appearance, segment, production] = [next('Appearance'), next('Segment'), next('Production')];
  const [first, second] = (tables.Wrestler as Row[]).filter((w) => (w.brandIds as number[]).some((id) => brands.includes(id)));
  const base = { desc: '', image: '', images: [], color: '#000000', backgroundColor: '#ffffff' };
  await writeTables(page, {
    put: {
      Game: [{ ...game, playerCompanyId: 1, brandIds: brands, date: '2026-12-20', tutorialStep: 'skipped' }],
      Appearance: [
        { ...base, id: appearance, name: '', wrestlerId: first.id, groupId: 0, manager: false, cost: 0, winner: true, loser: false, draw: false },
        { ...base, id: appearance + 1, name: '', wrestlerId: second.id, groupId: 1, manager: false, cost: 0, winner: false, loser: true, draw: false },
      ],
      Segment: [{ ...base, id: segment, name: 'Main event', championshipIds: [], appearanceIds: [appearance, appearance + 1], brandIds: [...brands], date: '2026-06-07', type: 'SINGLES', duration: 20, rating: 5, complete: true, storyline: '', category: '', meta: {} }],
      Production: [{ ...base, id: production, name: `${show.name as string}`, brandIds: [...(show.brandIds as number[])], venueId: null, segmentIds: [segment], showId: show.id, date: '2026-06-07', complete: true, viewers: 1_500_000, step: 0, cost: 0, wrestlersCost: 0, segmentsCost: 0, merchIncome: 0, attendanceIncome: 0, attendance: 0, outgoings: 0, income: 0, payout: 0, singlePayout: 0, seed: null, finance: { lines: [] }, war: null }],
    },
  });
}

describe("the owner's office", () => {
  const page = (): Page => browser.page;
  const shot = (name: string) => page().screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

  const browser = useBrowser({
    bypassCSP: true,
    seedGame: true,
    timeout: 60_000,
    then: async () => {
      mkdirSync(SHOTS, { recursive: true });
      await makeAwe(page());
      await page().reload();
    },
  });

  it('shows the objectives on the office after the first week with rivals', async () => {
    await browser.goto('/office');
    await page().locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 20_000 });
    await page().getByRole('button', { name: /^Advance/ }).click();
    const card = page().getByRole('region', { name: 'The owner’s objectives for 2026' });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByRole('progressbar').count()).toBe(4);
    await card.scrollIntoViewIfNeeded();
    await shot('office-card-dark');
  }, 60_000);

  it('closes the year across New Year’s Eve: verdict, awards, Hall of Fame, and 2027’s objectives', async () => {
    await page().getByRole('button', { name: /^Advance/ }).click();
    await page().getByRole('region', { name: 'The owner’s objectives for 2027' }).waitFor({ timeout: 30_000 });
    await page().getByRole('region', { name: 'Around the promotion' }).getByRole('link', { name: "Owner's office" }).click();
    await page().locator('h1').filter({ hasText: "Owner's office" }).waitFor({ timeout: 20_000 });
    const goals = page().getByRole('region', { name: 'Objectives for 2027' });
    await goals.waitFor({ timeout: 15_000 });
    expect(await goals.getByRole('progressbar', { name: /viewers on/ }).count()).toBe(1);
    expect(await page().getByRole('region', { name: 'The owner’s verdicts' }).textContent()).toMatch(/2026:.*objectives met/);
    const awards = page().getByRole('region', { name: 'Awards' });
    expect(await awards.getByRole('heading', { name: '2026' }).count()).toBe(1);
    expect(await awards.textContent()).toMatch(/Match of the year:.*5\.00★/);
    expect(await page().getByRole('region', { name: 'Hall of Fame' }).getByRole('link').count()).toBeGreaterThan(0);
    await shot('owner-dark');
    expect(await seriousViolations(page())).toEqual([]);
  }, 90_000);

  it('draws the page in light mode too', async () => {
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    if (await dark.isChecked()) await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    await shot('owner-light');
    expect(await seriousViolations(page())).toEqual([]);
    await browser.goto('/office');
    const card = page().getByRole('region', { name: 'The owner’s objectives for 2027' });
    await card.waitFor({ timeout: 20_000 });
    await card.scrollIntoViewIfNeeded();
    await shot('office-card-light');
    expect(await seriousViolations(page())).toEqual([]);
    expect(browser.errors).toEqual([]);
  }, 60_000);
});
