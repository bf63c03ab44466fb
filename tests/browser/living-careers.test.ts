import { addDays, formatLongDate } from '../../src/domain/dates';
import type { Brand } from '../../src/domain/entities/brand';
import type { Championship } from '../../src/domain/entities/championship';
import type { Show } from '../../src/domain/entities/show';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { showsOnDate } from '../../src/domain/rules/schedule';
import { randomiseAll, useBrowser } from './harness';
import { readAllTables, writeTables } from './raw-indexeddb';

// Issue 36 in Chromium, played as a player of a living game (every promotion, so the week is the
// living week alone): a worn-out veteran announces retirement, another wrestler retires, the place
// he left is filled by a rookie from the developmental intake, a champion signs with another
// promotion and gives the title up. The news stays on the office, Backstage and the blog; the player
// asks the veteran to stay and gets an answer; in his last week the booker books his farewell and
// the card marks it; the title's reigns say why it is vacant. Raw IndexedDB writes set the stage.

type Row<T> = T & { id: number };
const inRing = (w: Row<Wrestler>) => w.status === 'SIGNED' && w.active && !w.retired && w.role === 'WRESTLER' && w.brandIds.length > 0;

describe('careers that begin and end, in Chromium', () => {
  const browser = useBrowser({ seedGame: true });
  const page = () => browser.page;

  it('announces, asks to stay, books a farewell, takes a rookie in and shows a vacant title with the reason; dark and light', async () => {
    const tables = await readAllTables(page());
    const game = tables.Game[0] as Record<string, unknown> & { date: string; amountOfDays: number; rules: string };
    expect(game.rules).toBe('living');
    const wrestlers = tables.Wrestler as unknown as Row<Wrestler>[];
    const brands = tables.Brand as unknown as Row<Brand>[];
    const shows = tables.Show as unknown as Row<Show>[];
    const titles = tables.Championship as unknown as Row<Championship>[];
    const next = addDays(game.date, game.amountOfDays);
    // The veteran's brand has a show in the week after the advance (his farewell week, later).
    const nextWeek = Array.from({ length: 7 }, (_, i) => addDays(next, i));
    const title = titles.find((t) => t.active && t.brandIds.length > 0 && t.wrestlerIds.length === 1)!;
    const champion = wrestlers.find((w) => w.id === title.wrestlerIds[0])!;
    const home = brands.find((b) => b.id === title.brandIds[0])!;
    const elsewhere = brands.find((b) => b.companyId !== null && b.companyId !== home.companyId)!;
    const held = new Set(titles.flatMap((t) => t.wrestlerIds));
    const free = wrestlers.filter((w) => inRing(w) && !held.has(w.id) && w.gender === 'MALE');
    const night = nextWeek.flatMap((date) => showsOnDate(shows, date, []).filter((s) => s.brandIds.length > 0 && s.defaultAmountSegments >= 4).map((show) => ({ date, show })))
      .find(({ show }) => free.some((w) => w.brandIds.includes(show.brandIds[0]) && free.filter((o) => o.brandIds.includes(show.brandIds[0])).length >= 6))!;
    const veteran = free.find((w) => w.brandIds.includes(night.show.brandIds[0]))!;
    const leaving = free.find((w) => w.id !== veteran.id && w.brandIds.length > 0)!;

    await writeTables(page(), {
      put: {
        Wrestler: [
          // Seventy, miserable and worn: his chance to announce this week is certain (retirement.ts).
          { ...veteran, dob: addDays(game.date, -70 * 365 - 20), morale: 0, damage: 60 },
          { ...leaving, retiresOn: next },
          { ...champion, brandIds: [elsewhere.id] },
        ],
      },
    });
    await browser.goto('/office');
    await page().reload();
    const today = page().getByRole('region', { name: 'Today' });
    await today.getByRole('button', { name: /^Advance/ }).click();
    await today.getByText(formatLongDate(next), { exact: true }).waitFor({ timeout: 60_000 });

    // 1. The week's news is kept: the announcement, the retirement, a rookie, the vacant title.
    type News = { kind: string; wrestlerId: number | null; championshipId: number | null; text: string };
    const stored = ((await readAllTables(page())).Game[0] as { careerNews: News[] }).careerNews;
    const told = (kind: string, match: (n: News) => boolean) => stored.find((n) => n.kind === kind && match(n));
    expect(told('announced', (n) => n.wrestlerId === veteran.id)?.text).toMatch(new RegExp(`^${veteran.name} announced his retirement at 70: his last day is `));
    expect(told('retired', (n) => n.wrestlerId === leaving.id)?.text).toMatch(new RegExp(`^${leaving.name} retired at \\d+ after a career of`));
    expect(told('signed', (n) => / from its developmental intake\.$/.test(n.text))).toBeDefined();
    expect(told('vacated', (n) => n.championshipId === title.id)?.text).toBe(`${title.name} is vacant: ${champion.name} signed with ${elsewhere.name}.`);
    // The office shows the newest six lines, newest first (a week of four promotions can tell more:
    // other wrestlers retire and rookies arrive too, so which of them are shown is not fixed).
    const news = page().getByRole('list', { name: 'Careers news' });
    await news.waitFor({ timeout: 20_000 });
    const newest = stored.slice(-6).reverse();
    await expect.poll(() => news.getByRole('listitem').count(), { timeout: 20_000 }).toBe(newest.length);
    for (const [i, line] of newest.entries()) expect(await news.getByRole('listitem').nth(i).textContent()).toContain(line.text);
    await browser.screenshot('careers-office-dark');

    // 2. Backstage: the veteran is retiring; the player asks him to stay and gets a clear answer.
    await browser.goto('/backstage');
    const retiring = page().getByRole('list', { name: 'Retiring wrestlers' });
    await retiring.waitFor({ timeout: 20_000 });
    await retiring.getByRole('button', { name: `Ask ${veteran.name} to stay` }).click();
    await retiring.getByText(new RegExp(`${veteran.name} (agreed to stay \\d+ more weeks|said no)`)).waitFor();
    await browser.screenshot('careers-backstage-dark');
    const asked = ((await readAllTables(page())).Wrestler as unknown as Row<Wrestler>[]).find((w) => w.id === veteran.id)!;
    expect(asked.askedToStay).toBe(next);

    // 3. His last week comes (written ahead): the booker books his farewell and the card marks it.
    await writeTables(page(), { put: { Wrestler: [{ ...asked, retiresOn: addDays(next, 7), points: (night.show.minPoints + night.show.maxPoints) / 2, damage: 0 }] } });
    await page().reload();
    await browser.goto(`/career-mode/${veteran.id}`);
    const retirement = page().getByRole('region', { name: 'Retirement' });
    await retirement.getByText(`${veteran.name} has announced retirement: the last day is ${formatLongDate(addDays(next, 7))}.`).waitFor({ timeout: 20_000 });
    await retirement.getByText(/^Asked to stay on /).waitFor();
    const arc = page().getByRole('region', { name: 'Career arc' });
    await arc.getByText(/^70 \(born /).waitFor();
    await arc.getByText(/^Declining: points fall [\d.]+ a year now/).waitFor();
    await browser.screenshot('careers-wrestler-dark');
    await browser.goto(`/create-show/${night.show.id}/${night.date}`);
    await randomiseAll(page());
    await page().getByText(`Farewell: ${veteran.name}`, { exact: true }).first().waitFor({ timeout: 20_000 });
    await browser.screenshot('careers-card-dark');

    // 4. The title's reigns say why it is vacant; the blog carries the news.
    await browser.goto(`/reigns?championship=${title.id}`);
    await page().getByText(`Vacated: ${champion.name} signed with ${elsewhere.name}`).waitFor({ timeout: 20_000 });
    await browser.goto('/blog');
    const blogNews = page().getByRole('list', { name: 'Careers news' });
    await blogNews.waitFor({ timeout: 20_000 });
    const latest = ((await readAllTables(page())).Game[0] as { careerNews: News[] }).careerNews.at(-1)!;
    expect(await blogNews.getByRole('listitem').first().textContent()).toContain(latest.text);
    await browser.screenshot('careers-blog-dark');

    // Light mode: the screens changed, once more.
    const dark = page().getByRole('switch', { name: 'Dark mode' });
    await dark.click();
    await expect.poll(() => dark.isChecked()).toBe(false);
    await browser.screenshot('careers-blog-light');
    const screens = [
      ['/office', 'office', page().getByRole('list', { name: 'Careers news' })],
      ['/backstage', 'backstage', page().getByRole('list', { name: 'Retiring wrestlers' })],
      [`/career-mode/${veteran.id}`, 'wrestler', page().getByRole('region', { name: 'Career arc' })],
      [`/create-show/${night.show.id}/${night.date}`, 'card', page().getByText(`Farewell: ${veteran.name}`, { exact: true }).first()],
    ] as const;
    for (const [path, shot, shown] of screens) {
      await browser.goto(path);
      await shown.waitFor({ timeout: 20_000 });
      await browser.screenshot(`careers-${shot}-light`);
    }
    expect(browser.errors).toEqual([]);
  });
});
