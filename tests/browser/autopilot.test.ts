import { addDays } from '../../src/domain/dates';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 33 item 1 in Chromium, written as the hole it closes: "Simulate until…" used to run on
// while contracts ran out and rival offers went unanswered. Now the standing orders renew what
// they allow, and the run stops before a week with a decision outside them, shows it, and goes on.
// The state is written straight into IndexedDB (an expiring star, a rival's offer) to save minutes
// of play; the two-year figure is asserted by the season's world-health run (tests/season).

type Row = Wrestler & { id: number };

describe('the autopilot of "Simulate until…", in Chromium', () => {
  const browser = useBrowser({ seedGame: { company: 'AWE' } });
  const page = () => browser.page;

  it('renews within the orders, stops for an offer above the limit, shows it, and goes on after the answer', async () => {
    const tables = await readAllTables(page());
    const game = tables.Game[0] as Record<string, unknown> & { date: string; brandIds: number[] };
    const own = (tables.Wrestler as unknown as Row[])
      .filter((w) => w.status === 'SIGNED' && w.active && !w.retired && w.role === 'WRESTLER' && w.brandIds.some((id) => game.brandIds.includes(id)))
      .sort((a, b) => b.cost - a.cost || a.id - b.id);
    const [star, courted] = own;
    const offerCost = courted.cost + 5000;
    await writeTables(page(), {
      put: {
        Game: [{ ...game, talentOffers: [{ id: 1, wrestlerId: courted.id, fromCompanyId: 2, cost: offerCost, made: game.date, expires: addDays(game.date, 12), status: 'open' }] }],
        Wrestler: [{ ...star, contractExpires: addDays(game.date, 10) }, { ...courted, contractExpires: addDays(game.date, 12) }],
      },
    });
    await browser.goto('/simulate');
    await page().reload();

    // The orders, at the start of "Simulate until…": matching is limited to $1,000 an appearance.
    const orders = page().getByRole('form', { name: 'Standing orders' });
    await orders.waitFor({ timeout: 15_000 });
    await orders.getByRole('radiogroup', { name: 'Match up to' }).getByRole('radio', { name: 'A fixed amount an appearance' }).check();
    await orders.getByRole('textbox', { name: 'Match up to: amount an appearance (US$)' }).fill('1000');
    await orders.getByRole('button', { name: 'Save standing orders' }).click();
    await orders.getByRole('status').filter({ hasText: 'Standing orders saved.' }).waitFor();
    await browser.screenshot('autopilot-orders-dark');

    await page().getByRole('spinbutton', { name: 'Number of weeks' }).fill('3');
    await page().getByRole('button', { name: 'Start', exact: true }).click();
    const stopped = page().getByRole('heading', { name: 'Stopped after 0 of 3 weeks: a decision is yours' });
    await stopped.waitFor({ timeout: 30_000 });
    const decision = page().getByRole('list', { name: 'Decisions outside your standing orders' }).getByRole('listitem').filter({ hasText: `wants ${courted.name}` });
    await decision.getByText(/^The offer takes effect when the contract ends on .+, and matching it is more than your limit of \$1,000 an appearance\.$/).waitFor();
    await decision.getByText(/^Matching costs \$[\d,]+ an appearance for \d+ appearances over 52 weeks \(\$[\d,]+ in all\), paid by AWE .+ as they appear \(balance \$[\d,]+\)\.$/).waitFor();
    // Nothing of the stopped week was played: the game date has not moved.
    expect((await readAllTables(page())).Game[0].date).toBe(game.date);
    await page().mouse.move(0, 0);
    await browser.screenshot('autopilot-decision-dark');

    await decision.getByRole('button', { name: /^Match for \$[\d,]+ an appearance$/ }).click();
    await decision.getByRole('status').filter({ hasText: new RegExp(`^${courted.name} stays for \\$`) }).waitFor();
    await page().getByRole('button', { name: 'Go on: 3 weeks to go' }).click();
    await page().getByRole('heading', { name: '3 weeks simulated' }).waitFor({ timeout: 60_000 });
    const done = page().getByRole('list', { name: 'What your standing orders did' });
    await done.getByText(new RegExp(`^${star.name} renewed for \\$[\\d,]+ an appearance until `)).waitFor();

    const after = await readAllTables(page());
    expect(after.Game[0].date).toBe(addDays(game.date, 21));
    const stored = new Map((after.Wrestler as unknown as Row[]).map((w) => [w.id, w]));
    expect(stored.get(star.id)).toMatchObject({ status: 'SIGNED', brandIds: star.brandIds });
    expect(stored.get(courted.id)).toMatchObject({ status: 'SIGNED', brandIds: courted.brandIds, cost: offerCost });

    const dark = page().getByRole('switch', { name: 'Dark mode' });
    await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    await page().mouse.move(0, 0);
    await browser.screenshot('autopilot-summary-light');
    await browser.goto('/settings');
    await page().getByRole('form', { name: 'Standing orders' }).waitFor();
    await browser.screenshot('autopilot-settings-light');
    await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(true);
    await page().mouse.move(0, 0);
    await browser.screenshot('autopilot-settings-dark');
    expect(browser.errors).toEqual([]);
  });
});
