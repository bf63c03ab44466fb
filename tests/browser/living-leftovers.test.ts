import type { Brand } from '../../src/domain/entities/brand';
import type { CareerNews } from '../../src/domain/entities/career-news';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { addDays } from '../../src/domain/dates';
import { formatMoney } from '../../src/domain/format';
import { askingTerms } from '../../src/domain/rules/living/contract-terms';
import { renewalAsk } from '../../src/domain/rules/living/renewal-ask';
import { settledDialog, useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 36's small holes, in Chromium on one living seed game (every promotion, no rivals), each
// written as the exploit it closes: a faded veteran renewed at his old peak wage; a rookie signed
// without rivals who never made the careers news; an office news card with no way to read the rest.
// Raw IndexedDB writes set the stage.

type Row<T> = T & { id: number };
const inRing = (w: Row<Wrestler>) => w.status === 'SIGNED' && w.active && !w.retired && w.role === 'WRESTLER' && w.brandIds.length > 0 && !w.retiresOn;

describe("issue 36's leftovers, in Chromium", () => {
  const browser = useBrowser({ seedGame: true });
  const page = () => browser.page;

  it('a faded veteran is no longer renewed at his old peak wage: the renewal shows the lower ask and why, and takes it', async () => {
    const tables = await readAllTables(page());
    const game = tables.Game[0] as { date: string; rules: string };
    expect(game.rules).toBe('living');
    const wrestlers = tables.Wrestler as unknown as Row<Wrestler>[];
    const veteran = wrestlers.find(inRing)!;
    // His peak wage, kept while his standing has gone: popularity and points 5.
    const faded = { ...veteran, cost: 60_000, popularity: 5, points: 5, morale: 50, contractExpires: addDays(game.date, 14), remainingAppearances: 2 };
    await writeTables(page(), { put: { Wrestler: [faded] } });
    const ask = renewalAsk(faded, wrestlers.map((w) => (w.id === faded.id ? faded : w)));
    expect(ask.terms.cost).toBeLessThan(askingTerms(faded).cost);

    await browser.goto(`/career-mode/${veteran.id}`);
    await page().reload();
    await page().getByRole('button', { name: 'Renew contract' }).click();
    const dialog = await settledDialog(page(), `Renew ${veteran.name}`);
    await dialog.getByText(`${veteran.name} asks ${formatMoney(ask.terms.cost)} per appearance`, { exact: false }).waitFor();
    await dialog.getByText(`Down from ${formatMoney(askingTerms(faded).cost)}: ${veteran.name}'s standing (popularity 5, points 5) is worth`, { exact: false }).waitFor();
    await browser.screenshot('leftovers-renewal-dark');
    await dialog.getByRole('button', { name: 'Make offer' }).click();
    await dialog.getByText(new RegExp(`^Accepted\\. ${veteran.name} renewed until `)).waitFor();
    const renewed = ((await readAllTables(page())).Wrestler as unknown as Row<Wrestler>[]).find((w) => w.id === veteran.id)!;
    expect(renewed.cost).toBe(ask.terms.cost);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(browser.errors).toEqual([]);
  });

  it('a rookie signed without rivals is in the careers news, and the office card\'s "See all" reads every line', async () => {
    const tables = await readAllTables(page());
    const game = tables.Game[0] as { date: string; careerNews: CareerNews[] };
    const wrestlers = tables.Wrestler as unknown as Row<Wrestler>[];
    const brands = tables.Brand as unknown as Row<Brand>[];
    const rookie = wrestlers.filter(inRing).at(-1)!;
    const rich = [...brands].sort((a, b) => b.balance - a.balance)[0];
    const filler = Array.from({ length: 8 }, (_, i): CareerNews => ({
      date: game.date, kind: 'arrived', wrestlerId: null, championshipId: null, companyId: null, text: `Prospect ${i + 1} arrives as a free agent, ready to debut.`,
    }));
    const arrived: CareerNews = { date: game.date, kind: 'arrived', wrestlerId: rookie.id, championshipId: null, companyId: null, text: `${rookie.name} arrives as a free agent, ready to debut.` };
    await writeTables(page(), {
      put: {
        Game: [{ ...tables.Game[0], careerNews: [arrived, ...filler] }],
        Wrestler: [{ ...rookie, status: 'UNSIGNED', brandIds: [], cost: 400, contractExpires: '', remainingAppearances: 0 }],
      },
    });

    await browser.goto('/free-agents');
    await page().reload();
    const table = page().getByRole('table', { name: 'Free agents' });
    await table.getByRole('button', { name: `Negotiate with ${rookie.name}`, exact: true }).click();
    const dialog = await settledDialog(page(), `Sign ${rookie.name}`);
    await dialog.getByRole('combobox', { name: /Brand/ }).selectOption(String(rich.id));
    await dialog.getByRole('button', { name: 'Make offer' }).click();
    await dialog.getByText(new RegExp(`^Accepted\\. ${rookie.name} signed with `)).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const news = ((await readAllTables(page())).Game[0] as { careerNews: CareerNews[] }).careerNews;
    const signed = news.filter((n) => n.kind === 'signed' && n.wrestlerId === rookie.id);
    expect(signed.map((n) => n.text)).toEqual([`${rich.name} signed ${rookie.name}, a free agent, for ${formatMoney(askingTerms({ ...rookie, cost: 400 }).cost)} an appearance.`]);

    // The office shows the newest six of the ten lines, and "See all 10 lines" every one of them.
    await browser.goto('/office');
    const card = page().getByRole('list', { name: 'Careers news' });
    await expect.poll(() => card.getByRole('listitem').count(), { timeout: 20_000 }).toBe(6);
    expect(await card.getByRole('listitem').first().textContent()).toContain(signed[0].text);
    await page().getByRole('button', { name: 'See all 10 lines' }).click();
    const all = await settledDialog(page(), 'Careers news: every line');
    await expect.poll(() => all.getByRole('listitem').count()).toBe(10);
    expect(await all.getByRole('listitem').last().textContent()).toContain(arrived.text);
    await browser.screenshot('leftovers-news-all-dark');
    await page().keyboard.press('Escape');
    await all.waitFor({ state: 'detached' });

    // Light mode: both screens once more.
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    await page().getByRole('button', { name: 'See all 10 lines' }).click();
    await (await settledDialog(page(), 'Careers news: every line')).getByRole('listitem').first().waitFor();
    await browser.screenshot('leftovers-news-all-light');
    await page().keyboard.press('Escape');
    const veteran = wrestlers.find(inRing)!;
    await browser.goto(`/career-mode/${veteran.id}`);
    await page().getByRole('button', { name: 'Renew contract' }).click();
    const renew = await settledDialog(page(), `Renew ${veteran.name}`);
    await renew.getByText(`${veteran.name} asks`, { exact: false }).waitFor();
    await browser.screenshot('leftovers-renewal-light');
    expect(browser.errors).toEqual([]);
  });
});
