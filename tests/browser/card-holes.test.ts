import type { Locator } from 'playwright-core';
import { addDays } from '../../src/domain/dates';
import { formatMoney } from '../../src/domain/format';
import { roundCents } from '../../src/domain/rules/finance';
import type { Brand } from '../../src/domain/entities/brand';
import type { Production } from '../../src/domain/entities/production';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { settledDialog, useBrowser } from './harness';
import { readAllTables, writeTables, type Tables } from './raw-indexeddb';

// Issue 33, items 2 and 7, in Chromium against the built app, each test the exploit it closes, on
// one living game where the player runs AWE: an empty card earned 2.3M viewers and +$699,941;
// "Heal everyone → All damage" healed the whole world's rosters for nothing; a wrestler could be
// booked twice on one card; an injured wrestler's warning went away once a second wrestler was
// added, and Backstage said "Warnings: None" for them.

type Row<T> = T & { id: number };
const rows = <T>(tables: Tables, name: string) => tables[name] as unknown as Row<T>[];

describe('holes in the card and backstage (issue 33), in Chromium', () => {
  const browser = useBrowser({ seedGame: { company: 'AWE' }, timeout: 60_000 });
  const page = () => browser.page;
  let productions: number[] = [];

  /** Opens a new production of the schedule's next show of the player's and returns its id. */
  async function createProduction(nth: number): Promise<number> {
    await browser.goto('/schedule/shows');
    const create = page().getByRole('button', { name: /^Create production/ }).nth(nth);
    await create.waitFor({ timeout: 15_000 });
    await create.click();
    await expect.poll(() => page().url(), { timeout: 10_000 }).toMatch(/#\/production\/\d+$/);
    await page().getByRole('button', { name: 'Randomise all', exact: true }).waitFor();
    return Number(/production\/(\d+)$/.exec(page().url())![1]);
  }

  const segment = (position: number): Locator => page().getByRole('region', { name: new RegExp(`^Segment ${position}:`) });

  /** The names the segment's picker offers, in its order. */
  async function offered(card: Locator): Promise<string[]> {
    await card.getByRole('combobox', { name: 'Add or remove a wrestler' }).click();
    const options = page().getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const names = (await options.allTextContents()).map((text) => text.split(' · ')[0]);
    await page().keyboard.press('Escape');
    return names;
  }

  /** Types the name into the segment's picker and chooses them. */
  async function pick(card: Locator, name: string): Promise<void> {
    const box = card.getByRole('combobox', { name: 'Add or remove a wrestler' });
    await box.click();
    await box.fill(name);
    await page().getByRole('listbox').getByRole('option').filter({ hasText: new RegExp(`^${name} · `) }).first().click();
  }

  async function bookedIn(productionId: number, position: number): Promise<number[]> {
    const tables = await readAllTables(page());
    const production = rows<Production>(tables, 'Production').find((p) => p.id === productionId)!;
    const segmentRow = (tables.Segment as { id: number; appearanceIds: number[] }[]).find((s) => s.id === production.segmentIds[position - 1])!;
    const appearances = tables.Appearance as { id: number; wrestlerId: number }[];
    return segmentRow.appearanceIds.map((id) => appearances.find((a) => a.id === id)!.wrestlerId);
  }

  it('an empty card earns nothing: Simulate asks first, then no viewers, no fans and $0 income', async () => {
    const id = await createProduction(0);
    productions = [id];
    await page().getByRole('button', { name: 'Simulate', exact: true }).click();
    const ask = await settledDialog(page(), 'Simulate a card with nobody on it?');
    expect(await ask.textContent()).toContain('An empty card draws no crowd and no viewers and earns nothing');
    await browser.screenshot('card-holes-empty-card-ask-dark');
    await ask.getByRole('button', { name: 'Simulate anyway' }).click();
    const results = page().getByRole('region', { name: 'Results' });
    await results.waitFor({ timeout: 20_000 });
    const played = rows<Production>(await readAllTables(page()), 'Production').find((p) => p.id === id)!;
    expect(played).toMatchObject({ complete: true, income: 0, viewers: 0, attendance: 0, attendanceIncome: 0, merchIncome: 0 });
    expect(played.payout).toBeLessThan(0);
    expect(await results.textContent()).toContain('Total income$0');
    await browser.screenshot('card-holes-empty-card-results-dark');
  });

  it('a wrestler booked twice on one card is refused, with where they already are', async () => {
    // The schedule's first show is the one just played: the next one.
    const id = await createProduction(1);
    productions.push(id);
    const [first] = await offered(segment(1));
    await pick(segment(1), first);
    await expect.poll(() => bookedIn(id, 1)).toHaveLength(1);
    await pick(segment(2), first);
    const refusal = segment(2).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`${first} is already on this card, in segment 1`);
    expect(await bookedIn(id, 2)).toEqual([]);
    await segment(2).screenshot({ path: 'tests/browser/screenshots/card-holes-double-booking-segment-dark.png' });
  });

  it('an injured wrestler keeps the warning once a second wrestler is added, and Backstage warns too', async () => {
    const id = productions[1];
    const names = await offered(segment(3));
    const [hurtName, fitName] = names.filter((name) => !(names.slice(0, 1).includes(name))).slice(0, 2);
    const tables = await readAllTables(page());
    const game = tables.Game[0] as { date: string };
    const hurt = rows<Wrestler>(tables, 'Wrestler').find((w) => w.name === hurtName)!;
    await writeTables(page(), { put: { Wrestler: [{ ...hurt, injuredUntil: addDays(game.date, 20), injury: 'Torn bicep' } as unknown as Record<string, unknown>] } });
    // Written behind the app's back: a reload reads the roster afresh.
    await page().reload();
    await segment(3).waitFor({ timeout: 15_000 });
    await pick(segment(3), hurtName);
    const warning = segment(3).getByText(`${hurtName} is injured (out until`);
    await warning.waitFor();
    await pick(segment(3), fitName);
    await expect.poll(() => bookedIn(id, 3)).toHaveLength(2);
    expect(await warning.isVisible()).toBe(true);
    await segment(3).screenshot({ path: 'tests/browser/screenshots/card-holes-injured-warning-segment-dark.png' });

    await browser.goto('/backstage');
    const row = page().getByRole('table', { name: 'Roster condition' }).getByRole('row', { name: new RegExp(hurtName) });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByText('Injured', { exact: true }).count()).toBe(1);
  });

  it('"Heal everyone" treats only the player\'s roster, shows the price first and charges the brand', async () => {
    const tables = await readAllTables(page());
    const wrestlers = rows<Wrestler>(tables, 'Wrestler');
    const inRing = (w: Row<Wrestler>) => w.status === 'SIGNED' && w.active && !w.retired && w.role === 'WRESTLER';
    const mine = wrestlers.find((w) => inRing(w) && w.brandIds.includes(1) && !w.injuredUntil)!;
    const rival = wrestlers.find((w) => inRing(w) && w.brandIds.includes(4))!;
    await writeTables(page(), { put: { Wrestler: [{ ...mine, damage: 40 }, { ...rival, damage: 40 }] as unknown as Record<string, unknown>[] } });
    const balanceBefore = rows<Brand>(tables, 'Brand').find((b) => b.id === 1)!.balance;
    await browser.goto('/backstage');
    await page().reload();
    await page().getByRole('table', { name: 'Roster condition' }).waitFor({ timeout: 15_000 });
    await page().getByRole('combobox', { name: 'Damage healed per click' }).selectOption({ label: 'All damage' });
    await page().getByRole('button', { name: 'Heal everyone' }).click();
    // The price is the player's roster's damage at $1,000 a point: the rival's 40 are not in it.
    const game = tables.Game[0] as { brandIds: number[] };
    const damage = (w: Row<Wrestler>) => Math.min(100, Math.max(0, w.id === mine.id ? 40 : w.damage));
    const ours = wrestlers.filter((w) => w.active && !w.retired && ['WRESTLER', 'DEFAULT'].includes(w.role) && w.brandIds.some((b) => game.brandIds.includes(b)));
    const price = formatMoney(roundCents(ours.reduce((sum, w) => sum + roundCents(damage(w) * 1_000), 0)));
    const ask = await settledDialog(page(), `Treat ${ours.filter((w) => damage(w) > 0).length} wrestlers for ${price}?`);
    await browser.screenshot('card-holes-treatment-ask-dark');
    await ask.getByRole('button', { name: /^Pay \$[\d,]+ and treat$/ }).click();
    await page().getByRole('list', { name: 'Paid' }).waitFor({ timeout: 15_000 });

    const after = await readAllTables(page());
    const stored = (id: number) => rows<Wrestler>(after, 'Wrestler').find((w) => w.id === id)!;
    expect(stored(mine.id).damage).toBe(0);
    expect(stored(mine.id).injuredUntil).not.toBe('');
    expect(stored(rival.id).damage).toBe(40);
    const brand = rows<Brand>(after, 'Brand').find((b) => b.id === 1)!;
    expect(brand.balance).toBeLessThanOrEqual(balanceBefore - 40_000);
    expect(brand.ledger.at(-1)?.reason).toMatch(/^Treatment for /);
    await browser.screenshot('card-holes-treatment-paid-dark');

    // The changed screens in light mode too.
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    await browser.screenshot('card-holes-treatment-paid-light');
    await browser.goto(`/production/${productions[1]}`);
    await segment(3).getByText(/is injured \(out until/).waitFor({ timeout: 15_000 });
    await segment(3).screenshot({ path: 'tests/browser/screenshots/card-holes-injured-warning-segment-light.png' });
    expect(browser.errors).toEqual([]);
  });
});
