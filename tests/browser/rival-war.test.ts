import type { Locator, Page } from 'playwright-core';
import { addDays, formatLongDate } from '../../src/domain/dates';
import type { Brand } from '../../src/domain/entities/brand';
import type { Show } from '../../src/domain/entities/show';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { companyOfShow } from '../../src/domain/entities/promotion';
import { worthOf } from '../../src/domain/rules/living/talent-valuation';
import { showsOnDate } from '../../src/domain/rules/schedule';
import { settledDialog, startSeedGame, useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 18's own proof (section "Prove", first bullet) against the built app: a new game as AWE;
// four weeks advanced from the office; the rivals' shows are complete with results, the ratings
// war shows every contested night with a winner, a rival signs a free agent, the player counters
// an offer. The player's own shows stay unplayed on purpose: the war then counts them as forfeits
// (every Wednesday, and AWE Frozen Fury), so the test proves the rivals' side on its own.
//
// The seed has no free agent and no contract ending within six weeks, so the test writes a setup
// the four weeks cannot bring (docs/decisions-rivals.md "talent" has the rules it relies on). The
// app's random seeds come from crypto (a new sequence every run), so the setup makes both events
// certain or nearly so, on HARD (aggression 1.6):
// - five of VWU's women become free agents: VWU's brands fall under the 5 women a brand needs, and a
//   short brand signs the best affordable free agent of that gender with chance 0.8 × 1.6 ≥ 1, so
//   VWU signs one in the first week (its brands' balances, $3M+, cover a year at their cost).
// - eight AWE main-roster wrestlers (Onslaught or Uprising, whose balances can pay a counter; the
//   best by worth costing ≤ $30,000) see their contracts end 38 days out:
//   still open after four weeks (nobody moves before the test counters), and each week each draws an
//   offer with chance 0.32 × (0.5 + worth) ≥ 0.33 (worth ≥ 0.5, asserted); no offer in four
//   weeks ≤ 0.67^32 < 1e-5.

type Row<T> = T & { id: number };
const WEEKS = 4;
const CONTRACT_DAYS = 38;

describe('the rival war over four weeks, in Chromium', () => {
  const browser = useBrowser();
  const page = (): Page => browser.page;


  it('rivals run their shows, the war scores every night, a rival signs a free agent and the player counters an offer', async () => {
    await startSeedGame(browser, { company: 'AWE', difficulty: 'HARD' });
    const tables = await readAllTables(page());
    const game = tables.Game[0] as Record<string, unknown> & { date: string; brandIds: number[]; playerCompanyId: number; amountOfDays: number };
    expect(game).toMatchObject({ playerCompanyId: 1, brandIds: [1, 2, 3], difficulty: 'HARD', rules: 'living' });
    const wrestlers = tables.Wrestler as unknown as Row<Wrestler>[];
    const shows = tables.Show as unknown as Row<Show>[];
    const brands = tables.Brand as unknown as Row<Brand>[];
    const inRing = (w: Row<Wrestler>) => w.status === 'SIGNED' && w.active && !w.retired && w.role === 'WRESTLER';
    // Not a champion: a free agent holding a title would be a world the game never makes.
    const champions = new Set((tables.Championship as { wrestlerIds: number[] }[]).flatMap((c) => c.wrestlerIds));
    const freed = wrestlers
      .filter((w) => inRing(w) && !champions.has(w.id) && w.gender === 'FEMALE' && w.brandIds.some((id) => id === 4 || id === 5))
      .slice(0, 5);
    const targets = wrestlers
      .filter((w) => inRing(w) && w.brandIds.some((id) => id === 1 || id === 2) && w.cost <= 30_000)
      .sort((a, b) => worthOf(b) - worthOf(a) || a.id - b.id)
      .slice(0, 8);
    expect(freed).toHaveLength(5);
    expect(targets).toHaveLength(8);
    expect(targets.every((w) => worthOf(w) >= 0.5)).toBe(true);
    const ends = addDays(game.date, CONTRACT_DAYS);
    await writeTables(page(), {
      put: {
        Wrestler: [
          ...freed.map((w) => ({ ...w, status: 'UNSIGNED', brandIds: [], cost: Math.min(w.cost, 10_000) })),
          ...targets.map((w) => ({ ...w, contractExpires: ends })),
        ],
      },
    });
    // Written behind the app's back: a reload reads the world afresh.
    await browser.goto('/office');
    await page().reload();
    await page().locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 20_000 });

    // Four weeks from the office, each waited for by its new date (the rivals' bar gone).
    const today = page().getByRole('region', { name: 'Today' });
    const said = page().getByRole('log', { name: 'Announcements' });
    for (let week = 1; week <= WEEKS; week += 1) {
      const next = addDays(game.date, week * game.amountOfDays);
      await today.getByRole('button', { name: /^Advance/ }).click();
      await today.getByText(formatLongDate(next), { exact: true }).waitFor({ timeout: 120_000 });
      await expect.poll(() => today.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => said.textContent(), { timeout: 15_000 }).toMatch(/Rivals ran their \d+ shows?\./);
    }
    expect(WEEKS * game.amountOfDays).toBe(28);

    // What the seed calendar puts on the four weeks' nights, by promotion (rivals: 2, 3, 4).
    const days = Array.from({ length: 28 }, (_, i) => addDays(game.date, i));
    const allBrands = brands.map((b) => b.id);
    const onNight = days.map((night) => ({
      night,
      shows: showsOnDate(shows, night, allBrands).map((show) => ({ show, company: companyOfShow(show, game, brands)! })),
    }));

    // 1. Every rival show of those weeks is complete: a link to its results on the rival's page.
    for (const companyId of [2, 3, 4]) {
      await browser.goto(`/promotions/${companyId}`);
      const recent = page().getByRole('region', { name: 'Recent shows' });
      await recent.getByRole('link').first().waitFor({ timeout: 20_000 });
      const expected = onNight.flatMap(({ night, shows: s }) => s.filter((x) => x.company === companyId).map((x) => `${x.show.name}, ${formatLongDate(night)}`));
      expect(expected.length).toBeGreaterThanOrEqual(WEEKS);
      for (const name of expected) await recent.getByRole('link', { name, exact: true }).waitFor();
      if (companyId === 2) await browser.screenshot('rival-war-promotion-dark');
    }
    await browser.goto('/promotions/2');
    const voltage = `VWU Voltage, ${formatLongDate(addDays(game.date, 3))}`;
    await page().getByRole('region', { name: 'Recent shows' }).getByRole('link', { name: voltage, exact: true }).click();
    await page().getByRole('region', { name: 'Results' }).waitFor({ timeout: 20_000 });
    await page().getByText('Run by Vanguard Wrestling Union: read-only').waitFor();
    expect(await page().getByRole('button', { name: /^Simulate/ }).count()).toBe(0);

    // 2. The ratings war: one row per contested night (a rival on the air against another
    // promotion, the player's unplayed shows included), each naming its winner.
    const contested = onNight.filter(({ shows: s }) => s.some((x) => x.company !== 1) && new Set(s.map((x) => x.company)).size >= 2).map((n) => n.night);
    expect(contested.length).toBeGreaterThanOrEqual(2 * WEEKS);
    await browser.goto('/ratings');
    const war = page().getByRole('region', { name: 'Ratings war', exact: true });
    const table = war.getByRole('table', { name: 'Ratings war nights' });
    await table.waitFor({ timeout: 30_000 });
    const rows = (await table.getByRole('row').all()).slice(1);
    const nights = await Promise.all(rows.map((row) => row.getByRole('cell').first().textContent()));
    expect([...nights].sort()).toEqual(contested.map(formatLongDate).sort());
    for (const row of rows) expect(await row.getByRole('cell').nth(2).textContent()).toMatch(/^.+ won( by forfeit|: an upset)?$/);
    await war.scrollIntoViewIfNeeded();
    await browser.screenshot('rival-war-ratings-dark');
    // The charts' value axes step by round numbers (0, 500K, 1M…), not by a quarter of the top value (402.1K, 804.2K…).
    const viewerTicks = await roundTicks(page().getByRole('region', { name: 'Viewers', exact: true }));
    expect(viewerTicks.length).toBeGreaterThanOrEqual(3);

    // 3. The talent war: a rival signed one of the free agents; an offer to an AWE wrestler, countered.
    await browser.goto('/talent');
    const moves = page().getByRole('table', { name: 'Talent moves' });
    await moves.waitFor({ timeout: 20_000 });
    const signed = moves.getByRole('row').filter({ hasText: / signed .+, a free agent, for \$[\d,]+ an appearance/ });
    await signed.first().waitFor();
    const signedText = (await signed.allTextContents()).join(' ');
    expect(freed.some((w) => signedText.includes(`signed ${w.name}, a free agent`)), signedText).toBe(true);
    const offers = page().getByRole('table', { name: 'Offers to your wrestlers' });
    const counter = offers.getByRole('button', { name: /^Counter at \$[\d,]+: keep / });
    await counter.first().waitFor();
    await browser.screenshot('rival-war-talent-dark');
    const keep = (w: Row<Wrestler>) => offers.getByRole('button', { name: new RegExp(`^Counter at \\$[\\d,]+: keep ${w.name} from`) });
    const open = await Promise.all(targets.map(async (w) => ((await keep(w).count()) > 0 ? w : null)));
    // Main-roster targets only: AWE Foundry's balance falls from $2M to about $0.6M in four weeks
    // with its shows unplayed, and the app then refuses its counters for money ("… cannot pay …").
    const kept = open.find((w) => w !== null);
    expect(kept).toBeDefined();
    await keep(kept!).click();
    // Issue 33: Counter opens the deal first (the brand that pays, what it costs); it starts on a brand that can pay.
    const deal = await settledDialog(page(), `Counter for ${kept!.name}`);
    await deal.getByRole('button', { name: 'Counter', exact: true }).click();
    const answer = page().getByRole('paragraph').or(page().getByRole('alert')).filter({ hasText: new RegExp(`^${kept!.name} stays|cannot pay|no longer`) });
    await answer.waitFor();
    expect(await answer.textContent()).toMatch(new RegExp(`^${kept!.name} stays for \\$[\\d,]+ an appearance until`));
    await expect
      .poll(async () => {
        const stored = await readAllTables(page());
        const offer = (stored.Game[0] as { talentOffers: { wrestlerId: number; status: string }[] }).talentOffers.find((o) => o.wrestlerId === kept!.id);
        const w = (stored.Wrestler as unknown as Row<Wrestler>[]).find((x) => x.id === kept!.id)!;
        return { status: offer?.status, stays: w.brandIds.some((id) => game.brandIds.includes(id)), renewed: w.contractExpires > ends };
      })
      .toEqual({ status: 'countered', stays: true, renewed: true });

    // Light mode: the same three pages.
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    await moves.waitFor();
    await browser.screenshot('rival-war-talent-light');
    await browser.goto('/ratings');
    await table.waitFor({ timeout: 30_000 });
    await war.scrollIntoViewIfNeeded();
    await browser.screenshot('rival-war-ratings-light');
    await browser.goto('/promotions/2');
    await page().getByRole('region', { name: 'Recent shows' }).getByRole('link').first().waitFor({ timeout: 20_000 });
    await browser.screenshot('rival-war-promotion-light');
    expect(browser.errors).toEqual([]);
  }, 600_000);
});

const COMPACT_UNITS: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9 };

/**
 * The value axis's tick labels of a chart in `region` ("500K", "1.5M"), once drawn; fails unless
 * they step evenly by 1, 2 or 5 times a power of ten (d3's round steps).
 */
async function roundTicks(region: Locator): Promise<number[]> {
  const labels = region.locator('svg text');
  await expect.poll(() => labels.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const values = (await labels.allTextContents())
    .map((text) => /^(\d+(?:\.\d+)?)([KMB]?)$/.exec(text.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]) * COMPACT_UNITS[match[2]])
    .sort((a, b) => a - b);
  const step = values[1] - values[0];
  const mantissa = step / 10 ** Math.floor(Math.log10(step));
  expect([1, 2, 5]).toContain(Number(mantissa.toFixed(6)));
  values.forEach((value, index) => expect(value).toBeCloseTo(values[0] + index * step, -Math.floor(Math.log10(step)) + 1));
  return values;
}

