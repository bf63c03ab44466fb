import { mkdirSync } from 'node:fs';
import { addDays } from '../../src/domain/dates';
import type { Brand } from '../../src/domain/entities/brand';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { formatMoney } from '../../src/domain/format';
import { askingTerms } from '../../src/domain/rules/living/contract-terms';
import { settledDialog, useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 33 items 3 and 6 in Chromium, each test the exploit it closes, on one living seed game
// where the player runs AWE (Onslaught, Uprising, Foundry); the other promotions are rivals.
// - The draft: Northgate Pro's top star, drafted into AWE Onslaught for $1 an appearance (a pending
//   draft as a stale screen or an old save holds it), is refused and stays with Northgate; the star
//   is not offered on the form; a free agent drafted costs their market price, not a typed number;
//   the move is on the talent board ("Who moved where").
// - The free-agent dialog lists only AWE's brands (a wrestler signed straight to Tenrai Pro before).
// - Knox's counter-offer, which AWE Foundry cannot pay while Onslaught holds $14M: the player
//   picks Foundry, is told exactly what is missing, moves the money from Onslaught in the dialog,
//   and the counter goes through paid by Foundry; both ledgers show the move.
// Set-up is written straight into IndexedDB (raw-indexeddb.ts) instead of clicked for minutes.

type Row = Wrestler & { id: number };
type BrandRow = Brand & { id: number };
const SHOTS = '/tmp/roster-holes-shots';

describe('each promotion keeps its roster, and money goes where the player can use it, in Chromium', () => {
  const page = () => browser.page;
  const world = {} as { star: Row; draftee: Row; signee: Row; knox: Row; brandId: Record<string, number>; northgate: string };

  const browser = useBrowser({
    seedGame: { company: 'AWE' },
    timeout: 60_000,
    then: async ({ page: p }) => {
      mkdirSync(SHOTS, { recursive: true });
      const tables = await readAllTables(p);
      const game = tables.Game[0] as Record<string, unknown> & { date: string; playerCompanyId: number; rules: string };
      const brands = tables.Brand as unknown as BrandRow[];
      const wrestlers = tables.Wrestler as unknown as Row[];
      const brandId = Object.fromEntries(brands.map((b) => [b.name, b.id]));
      const inRing = (w: Row) => w.status === 'SIGNED' && w.active && !w.retired && w.role === 'WRESTLER';
      const on = (name: string) => wrestlers.filter((w) => inRing(w) && w.brandIds.includes(brandId[name]));
      const star = [...on('Northgate Pro')].sort((a, b) => b.points - a.points)[0];
      // Two of Tenrai's wrestlers become free agents (their contracts ran out), one to draft, one to sign.
      const [draftee, signee] = on('Tenrai Pro').slice(-2);
      const knox = on('AWE Foundry')[0];
      const vwu = (tables.Company as { id: number; name: string }[]).find((c) => c.name.startsWith('Vanguard'))!.id;
      const soon = addDays(game.date, 20);
      const free = (w: Row) => ({ ...w, status: 'UNSIGNED', brandIds: [], talksRefusedUntil: '' });
      const brand = (name: string, balance: number) => ({ ...brands.find((b) => b.name === name)!, balance });
      expect(game.rules).toBe('living');
      await writeTables(p, {
        put: {
          Game: [{ ...game, talentOffers: [{ id: 1, wrestlerId: knox.id, fromCompanyId: vwu, cost: knox.cost + 500, made: game.date, expires: soon, status: 'open' }] }],
          Wrestler: [free(draftee), free(signee), { ...knox, contractExpires: soon }],
          Brand: [brand('AWE Foundry', 1_000), brand('AWE Onslaught', 14_000_000)],
          // The raid of the issue: a pending draft of Northgate's top star into Onslaught at $1 an appearance.
          Draft: [{
            name: '', desc: '', image: '', images: [], color: '#fff', backgroundColor: '#999', startDate: game.date, endDate: addDays(game.date, 400),
            contractType: 'FULL', amountOfAppearances: 52, costPerAppearance: 1, pick: 1, complete: false, brandId: brandId['AWE Onslaught'], wrestlerId: star.id,
          }],
        },
      });
      Object.assign(world, { star, draftee, signee, knox, brandId, northgate: 'Northgate Pro Wrestling' });
      await p.reload();
    },
  });
  /** Dark or light, written into the game and read again. */
  const theme = async (dark: boolean) => {
    const game = (await readAllTables(page())).Game[0];
    await writeTables(page(), { put: { Game: [{ ...game, dark }] } });
    await page().reload();
  };
  const table = async (name: string) => {
    const rows = await readAllTables(page());
    return rows[name] as unknown as (Row & BrandRow)[];
  };

  it("refuses to draft a rival's wrestler and charges a free agent's market price; the move is on the board", async () => {
    const { star, draftee, brandId } = world;
    await browser.goto('/draft');
    const form = page().getByRole('form', { name: 'New draft' });
    await form.waitFor({ timeout: 15_000 });
    await form.getByRole('group', { name: 'Brands' }).getByRole('button', { name: 'AWE Onslaught' }).click();
    const wrestler = form.getByRole('combobox', { name: /Wrestler/ });
    await wrestler.click();
    await wrestler.fill(star.name);
    await page().getByRole('option', { name: new RegExp(`^No wrestler matches “${star.name}”: rivals’ wrestlers are reached through the Talent war`) }).waitFor();
    expect(await page().getByRole('option', { name: new RegExp(`^${star.name} \\(`) }).count()).toBe(0);

    await wrestler.press('Escape');
    await wrestler.click();
    await wrestler.fill(draftee.name);
    await page().getByRole('option', { name: new RegExp(`^${draftee.name} \\(`) }).click();
    const price = askingTerms(draftee).cost;
    await expect.poll(() => form.getByRole('textbox', { name: 'Cost per appearance' }).inputValue()).toBe(formatMoney(price));
    await form.getByRole('button', { name: 'Save draft' }).click();
    await form.getByRole('status').filter({ hasText: `${draftee.name} drafted to AWE Onslaught` }).waitFor();
    await page().getByRole('list', { name: 'Refused drafts' }).getByText(`Pick 1, ${star.name}: ${star.name} is under contract with Northgate Pro Wrestling`, { exact: false }).waitFor();
    await page().screenshot({ path: `${SHOTS}/draft-dark.png`, fullPage: true });

    await page().getByRole('button', { name: 'Process drafts' }).click();
    const confirm = await settledDialog(page(), 'Process the pending draft?');
    await confirm.getByRole('button', { name: 'Sign and pay' }).click();
    await page().getByRole('list', { name: 'Signed wrestlers' }).getByText(new RegExp(`^${draftee.name} signed with AWE Onslaught`)).waitFor();
    await page().getByRole('alert').filter({ hasText: `${star.name} is under contract with Northgate Pro Wrestling` }).waitFor();

    const drafts = (await table('Draft')) as unknown as { wrestlerId: number; costPerAppearance: number; complete: boolean }[];
    expect(drafts.find((d) => d.wrestlerId === draftee.id)).toMatchObject({ costPerAppearance: price, complete: true });
    expect(drafts.find((d) => d.wrestlerId === star.id)).toMatchObject({ complete: false });
    const wrestlers = await table('Wrestler');
    expect(wrestlers.find((w) => w.id === star.id)!.brandIds).toEqual([brandId['Northgate Pro']]);
    expect(wrestlers.find((w) => w.id === draftee.id)!.brandIds).toEqual([brandId['AWE Onslaught']]);
    const onslaught = (await table('Brand')).find((b) => b.id === brandId['AWE Onslaught'])! as unknown as { balance: number; ledger: { amount: number; label: string }[] };
    expect(onslaught.balance).toBe(14_000_000 - 52 * price);
    // Issue 33: the price is a line of the paying brand's ledger.
    expect(onslaught.ledger.filter((e) => e.label === 'Draft').map((e) => e.amount)).toEqual([-52 * price]);

    await browser.goto('/talent');
    const moves = page().getByRole('table', { name: 'Talent moves' });
    await moves.getByRole('row', { name: new RegExp(`${draftee.name}.*AWE Onslaught drafted ${draftee.name}, a free agent`) }).waitFor({ timeout: 15_000 });
    expect(browser.errors).toEqual([]);
  }, 30_000);

  it("offers only the player's brands to a free agent; the signing is on the board", async () => {
    const { signee } = world;
    await browser.goto('/free-agents');
    const agents = page().getByRole('table', { name: 'Free agents' });
    await agents.getByRole('button', { name: `Negotiate with ${signee.name}`, exact: true }).click();
    const dialog = await settledDialog(page(), `Sign ${signee.name}`);
    const options = await dialog.getByRole('combobox', { name: /Brand/ }).locator('option').allTextContents();
    expect(options.map((o) => o.replace(/ \(.*$/, ''))).toEqual(['Choose a brand', 'AWE Onslaught', 'AWE Uprising', 'AWE Foundry']);
    await dialog.getByText(new RegExp(`in wages, paid by AWE Onslaught as they appear\\.`)).waitFor();
    await page().screenshot({ path: `${SHOTS}/sign-dark.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Make offer' }).click();
    await dialog.getByText(new RegExp(`^Accepted\\. ${signee.name} signed with AWE Onslaught`)).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await browser.goto('/talent');
    await page().getByRole('table', { name: 'Talent moves' }).getByRole('row', { name: new RegExp(`AWE Onslaught signed ${signee.name}, a free agent`) }).waitFor({ timeout: 15_000 });
    expect(browser.errors).toEqual([]);
  }, 30_000);

  it('a counter-offer the wrestler’s brand cannot pay goes through from the chosen brand after moving money; both ledgers show it', async () => {
    const { knox, brandId } = world;
    await theme(false);
    await browser.goto('/draft');
    await page().getByRole('table', { name: 'Pending drafts' }).waitFor({ timeout: 15_000 });
    await page().screenshot({ path: `${SHOTS}/draft-light.png`, fullPage: true });
    await browser.goto('/talent');
    const offers = page().getByRole('table', { name: 'Offers to your wrestlers' });
    await offers.getByRole('button', { name: new RegExp(`^Counter at \\$[\\d,]+: keep ${knox.name} from`) }).click();
    const dialog = await settledDialog(page(), `Counter for ${knox.name}`);
    const foundry = (await dialog.getByRole('option', { name: /^AWE Foundry/ }).textContent())!;
    await dialog.getByRole('combobox', { name: 'Brand that pays' }).selectOption({ label: foundry });
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^AWE Foundry has \$1,000; this counter needs \$[\d,]+ — \$[\d,]+ short\. Move money from AWE Onslaught \(\$1[\d.]+M\) or pick another brand\.$/);
    const short = Number(/— \$([\d,]+) short/.exec((await alert.textContent())!)![1].replace(/,/g, ''));
    await page().screenshot({ path: `${SHOTS}/counter-light.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Move money' }).click();
    await dialog.getByRole('status').filter({ hasText: /^AWE Foundry pays: it has \$[\d,]+ and needs \$[\d,]+\.$/ }).waitFor();
    await dialog.getByRole('button', { name: 'Counter', exact: true }).click();
    await page().getByRole('paragraph').filter({ hasText: new RegExp(`^${knox.name} stays for \\$[\\d,]+ an appearance until .+, paid by AWE Foundry\\.$`) }).waitFor();

    const brands = await table('Brand');
    // The transfer's lines (an earlier test's draft is a line of its own in the paying brand's ledger).
    const ledger = (name: string) => brands.find((b) => b.id === brandId[name])!.ledger.filter((e) => e.label.startsWith('Moved')).map((e) => [e.amount, e.label, e.reason]);
    const why = `To counter Vanguard Wrestling Union's offer for ${knox.name}.`;
    expect(ledger('AWE Foundry')).toEqual([[short, 'Moved from AWE Onslaught', why]]);
    expect(ledger('AWE Onslaught')).toEqual([[-short, 'Moved to AWE Foundry', why]]);
    expect((await table('Wrestler')).find((w) => w.id === knox.id)!.brandIds).toEqual([brandId['AWE Foundry']]);

    await browser.goto('/brands');
    await page().getByRole('list', { name: 'Ledger of AWE Foundry' }).getByText(`+${formatMoney(short)}`).waitFor({ timeout: 15_000 });
    await page().screenshot({ path: `${SHOTS}/brands-light.png`, fullPage: true });
    await theme(true);
    await page().getByRole('list', { name: 'Ledger of AWE Foundry' }).waitFor({ timeout: 15_000 });
    await page().getByRole('button', { name: 'Move money' }).click();
    await settledDialog(page(), 'Move money between your brands');
    await page().screenshot({ path: `${SHOTS}/brands-move-dark.png`, fullPage: true });
    expect(browser.errors).toEqual([]);
  }, 40_000);
});
