import { addDays } from '../../src/domain/dates';
import { createAppearance, type Appearance as AppearanceRecord } from '../../src/domain/entities/appearance';
import type { Stored } from '../../src/domain/entities/base';
import { playedCard } from '../../src/domain/entities/played-card';
import { productionLookupKeys } from '../../src/domain/entities/production-lookup';
import { createProduction } from '../../src/domain/entities/production';
import { createSegment, type Segment as SegmentRecord } from '../../src/domain/entities/segment';
import { useBrowser } from './harness';
import { readAllTables, writeTables, type Tables } from './raw-indexeddb';

// Issue 13: after a year, /ratings drew ~40 legends over a chart of no height, with a negative SVG
// height error on every render. Here the seed world gets ten seasons of completed productions
// written straight into IndexedDB (~5,000 productions, ~15,000 segments), and /ratings must draw
// readable, positive-height charts with no console error. Timing is printed, never asserted.

const FIRST_ID = 1_000_000;

/** Ten seasons ending on the game date: ten productions a week, the seed shows in turn, three segments each. */
function tenSeasons(tables: Tables): Tables {
  const game = tables.Game[0] as { date: string };
  const shows = tables.Show as { id: number; brandIds: number[] }[];
  const wrestlers = (tables.Wrestler as { id: number }[]).slice(0, 8);
  const Appearance = wrestlers.map((w, i) => ({ ...createAppearance({ wrestlerId: w.id, groupId: 1 + (i % 2), winner: i % 2 === 0 }), id: FIRST_ID + i }));
  const Segment: Tables[string] = [];
  const Production: Tables[string] = [];
  const start = addDays(game.date, -520 * 7);
  for (let week = 0; week < 520; week += 1) {
    for (let j = 0; j < 10 && Production.length < 5000; j += 1) {
      const i = (week * 10 + j) % shows.length;
      const show = shows[i];
      const segmentIds = [0, 1, 2].map((k) => {
        const id = FIRST_ID + Segment.length;
        Segment.push({ ...createSegment({ type: k === 2 ? 'PROMO' : 'SINGLES', complete: true, rating: ((week * 7 + i + k) % 50) / 10,
          appearanceIds: [Appearance[k * 2].id as number, Appearance[k * 2 + 1].id as number] }), id });
        return id;
      });
      const production = createProduction({ showId: show.id, brandIds: show.brandIds, date: addDays(start, week * 7 + (i % 7)), complete: true,
        viewers: 500_000 + ((week * 31 + i * 97) % 40) * 25_000, segmentIds });
      // Written raw, past the app's storage: the played card and lookup keys its completion and its
      // storage would have given it (issue 19), as a game's own history carries them.
      const played = playedCard(Segment.slice(-3) as unknown as Stored<SegmentRecord>[], Appearance as unknown as Stored<AppearanceRecord>[]);
      Production.push({ ...production, played, lookupKeys: productionLookupKeys({ ...production, played }), id: FIRST_ID + Production.length });
    }
  }
  return { Appearance, Segment, Production };
}

describe('/ratings after ten seasons, in Chromium', () => {
  let history: Tables;
  const page = () => browser.page;

  const browser = useBrowser({
    seedGame: true,
    then: async () => {
      history = tenSeasons(await readAllTables(page()));
      expect(history.Production.length).toBe(5000);
      await writeTables(page(), { put: history });
    },
  });

  /** Every chart's SVG has a positive height and at most eight lines in its legend (ours, below it). */
  async function expectReadableCharts() {
    for (const name of ['Viewers', 'Average match rating']) {
      const chart = page().getByRole('region', { name, exact: true });
      await expect.poll(() => chart.locator('svg').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const heights = await chart.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeGreaterThan(100);
      const legend = chart.getByRole('list', { name: /: lines$/ }).getByRole('listitem');
      expect(await legend.count()).toBeGreaterThan(0);
      expect(await legend.count()).toBeLessThanOrEqual(8);
    }
  }

  it('draws readable charts for every brand, one brand and all seasons, with no console error', async () => {
    const started = Date.now();
    await browser.goto('/ratings');
    const status = page().getByRole('status').filter({ hasText: 'completed production' });
    await status.waitFor({ timeout: 20_000 });
    console.log(`/ratings after ten seasons: first view in ${Date.now() - started} ms`);
    await expectReadableCharts();

    const all = Date.now();
    await page().getByRole('radio', { name: 'All' }).check();
    await expect.poll(() => status.textContent(), { timeout: 20_000, interval: 20 }).toMatch(/, all, a point per month\.$/);
    console.log(`/ratings after ten seasons: all seasons in ${Date.now() - all} ms`);
    await page().getByRole('combobox', { name: 'Brand or show' }).click();
    await page().getByRole('listbox', { name: 'Brands and shows' }).getByRole('option').nth(1).click();
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).not.toMatch(/every brand/);
    await expectReadableCharts();
    await page().waitForTimeout(500); // the lines animate in
    await browser.screenshot('ratings-ten-seasons-dark');
    expect(browser.errors).toEqual([]);
  });
  /** What the page says of a window: its status line, both charts' legends and axes, and the best segments. */
  async function shown(window: 'This season' | 'All'): Promise<string[]> {
    await browser.goto('/office');
    await page().getByRole('heading', { level: 1, name: 'The office' }).waitFor();
    await browser.goto('/ratings');
    const status = page().getByRole('status').filter({ hasText: 'completed production' });
    await status.waitFor({ timeout: 20_000 });
    if (window === 'All') {
      await page().getByRole('radio', { name: 'All' }).check();
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/, all, a point per month\.$/);
    }
    await expectReadableCharts();
    await page().waitForTimeout(500); // the lines animate in
    const text = (name: string) => page().getByRole('region', { name, exact: true }).innerText();
    return [await status.innerText(), await text('Viewers'), await text('Average match rating'), await text('Best segments')];
  }

  it('shows the same charts and best segments from the figures keys as from the productions read whole (a game stored before them)', async () => {
    const kept = [await shown('This season'), await shown('All')];
    expect(kept[1][3]).toMatch(/Singles/);
    // The same productions as an older build stored them: lookup keys without `figures:` (written raw).
    const older = history.Production.map((p) => ({ ...p, lookupKeys: (p.lookupKeys as string[]).filter((key) => !key.startsWith('figures:')) }));
    expect(older.every((p, i) => p.lookupKeys.length === (history.Production[i].lookupKeys as string[]).length - 1)).toBe(true);
    await writeTables(page(), { put: { Production: older } });
    expect([await shown('This season'), await shown('All')]).toEqual(kept);
    expect(browser.errors).toEqual([]);
    // Reads ten seasons of productions whole four times: 40 s alone on a loaded 2-core machine.
  }, 150_000);
});
