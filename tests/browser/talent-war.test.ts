import { mkdirSync } from 'node:fs';
import { addDays } from '../../src/domain/dates';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { settledDialog, startSeedGame, useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 18 item 4 in Chromium: the Talent war page on a living game where the player runs AWE.
// The promotion is written straight into the Game record, so this test does not wait on the
// new-game form's choice (another helper's part); screenshots go to /tmp/talent-shots.

type Row = Wrestler & { id: number };
const SHOTS = '/tmp/talent-shots';

describe('the talent war, in Chromium', () => {
  const page = () => browser.page;

  const browser = useBrowser({
    then: async () => {
      mkdirSync(SHOTS, { recursive: true });
    },
  });

  it('answers a rival offer with Counter, lets one go after asking, and lists poach targets; dark and light', async () => {
    await startSeedGame(browser);
    const tables = await readAllTables(page());
    const game = tables.Game[0] as Record<string, unknown> & { date: string };
    const wrestlers = tables.Wrestler as unknown as Row[];
    const inRing = (w: Row) => w.status === 'SIGNED' && w.active && !w.retired && w.role === 'WRESTLER';
    const [kip, lee] = wrestlers.filter((w) => inRing(w) && w.brandIds.includes(1));
    const rival = wrestlers.find((w) => inRing(w) && w.brandIds.includes(4))!;
    const soon = addDays(game.date, 20);
    const offer = (id: number, w: Row) => ({ id, wrestlerId: w.id, fromCompanyId: 2, cost: w.cost + 500, made: game.date, expires: soon, status: 'open' });
    await writeTables(page(), {
      put: {
        Game: [{ ...game, rules: 'living', playerCompanyId: 1, brandIds: [1, 2, 3], talentOffers: [offer(1, kip), offer(2, lee)],
          talentMoves: [{ wrestlerId: rival.id, fromCompanyId: null, toCompanyId: 2, date: game.date, reason: `VWU Voltage signed ${rival.name}, a free agent, for $1,200 an appearance: their roster was short of men.` }] }],
        Wrestler: [{ ...kip, contractExpires: soon }, { ...lee, contractExpires: soon }, { ...rival, contractExpires: addDays(game.date, 30) }],
      },
    });

    // Written behind the app's back: a reload reads the game afresh.
    await browser.goto('/office');
    await page().reload();
    await page().getByRole('link', { name: '2 offers to answer' }).click();
    const offers = page().getByRole('table', { name: 'Offers to your wrestlers' });
    await offers.waitFor({ timeout: 15_000 });
    await page().getByRole('table', { name: 'Poach targets' }).getByRole('button', { name: new RegExp(`^Poach at \\$[\\d,]+: ${rival.name} from Vanguard`) }).waitFor();
    await page().screenshot({ path: `${SHOTS}/talent-dark.png`, fullPage: true });

    await offers.getByRole('button', { name: new RegExp(`^Counter at \\$[\\d,]+: keep ${kip.name} from`) }).click();
    // Issue 33: Counter opens the deal first: the brand that pays and what it costs.
    const deal = await settledDialog(page(), `Counter for ${kip.name}`);
    await deal.getByText(/ pays: it has \$[\d,]+ and needs \$[\d,]+\.$/).waitFor();
    await deal.getByRole('button', { name: 'Counter', exact: true }).click();
    await page().getByRole('paragraph').filter({ hasText: new RegExp(`^${kip.name} stays for \\$`) }).waitFor();
    await offers.getByRole('button', { name: `Let go: ${lee.name} to Vanguard Wrestling Union` }).click();
    const dialog = await settledDialog(page(), `Let ${lee.name} go?`);
    await dialog.getByRole('button', { name: 'Let go', exact: true }).click();
    await offers.getByText("Let go: leaves at the contract's end").waitFor();
    const stored = (await readAllTables(page())).Game[0] as { talentOffers: { status: string }[] };
    expect(stored.talentOffers.map((o) => o.status)).toEqual(['countered', 'declined']);

    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().getByRole('dialog').getByRole('switch', { name: /dark mode/i }).click();
    await page().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    await page().screenshot({ path: `${SHOTS}/talent-light.png`, fullPage: true });
    expect(browser.errors).toEqual([]);
  });
});
