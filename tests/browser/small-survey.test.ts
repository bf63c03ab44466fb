import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openBrowser, startSeedGame, type Browser } from './harness';

// Issue 16 item 5, survey (not an assertion): per route at 390 px, the page's scrollWidth against
// innerWidth and the widest elements sticking out on the right. Writes /tmp/small-survey.json.

export async function overflowAt(page: Page) {
  return page.evaluate(() => {
    const inner = window.innerWidth;
    const offenders: { sel: string; right: number; text: string; kind: string }[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= inner + 0.5) continue;
      // An element inside a horizontally scrolling ancestor does not widen the page.
      let p = el.parentElement;
      let kind = 'page';
      while (p && p !== document.body) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' && p.getBoundingClientRect().right <= inner + 0.5) { kind = s.overflowX === 'auto' || s.overflowX === 'scroll' ? 'scrolls' : 'clipped'; break; }
        p = p.parentElement;
      }
      // Content cut off by a card (overflow hidden) is unreachable: report it as well as page overflow.
      if (kind === 'scrolls') continue;
      if (kind === 'clipped' && getComputedStyle(el).textOverflow === 'ellipsis') continue;
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
      offenders.push({ kind, sel: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${cls ? '.' + cls : ''}[role=${el.getAttribute('role') ?? ''}]`, right: Math.round(r.right), text: (el.textContent ?? '').trim().slice(0, 40) });
    }
    offenders.sort((a, b) => b.right - a.right);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: inner, offenders: offenders.slice(0, 12) };
  });
}

describe('small-screen survey', () => {
  let browser: Browser;
  let productionId = 0;
  let bookedId = 0;
  beforeAll(async () => {
    browser = await openBrowser();
    await startSeedGame(browser);
    const page = browser.page;
    await browser.goto('/schedule/shows');
    await page.getByRole('button', { name: /^Create production/ }).first().click();
    await page.getByRole('button', { name: 'Randomise all', exact: true }).click();
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await page.getByRole('region', { name: 'Results' }).waitFor({ timeout: 30_000 });
    productionId = Number(/production\/(\d+)/.exec(page.url())?.[1] ?? 1);
    // A second production left booked but not simulated: the editor's forms (e.g. "Add a championship").
    await browser.goto('/schedule/shows');
    await page.getByRole('button', { name: /^Create production/ }).nth(1).click();
    await page.waitForURL((url) => /production\/\d+/.test(url.hash) && !url.hash.endsWith(`/production/${productionId}`));
    await page.getByRole('button', { name: 'Randomise all', exact: true }).click();
    await page.getByText('Every match has its wrestlers.').waitFor({ timeout: 15_000 });
    bookedId = Number(/production\/(\d+)/.exec(page.url())?.[1] ?? 2);
  }, 180_000);
  afterAll(async () => browser?.close());

  it('reports overflow per route', async () => {
    const page = browser.page;
    if (process.env.KAYFABE_DESKTOP_SHOTS) {
      for (const [name, route] of [['office', '/office'], ['production', `/production/${productionId}`]] as const) {
        await browser.goto(route);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        await browser.screenshot(`desktop-${name}-${process.env.KAYFABE_DESKTOP_SHOTS}`);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const routes = [
      '/setup', '/setup/setup', '/start', '/import/wrestlers', '/roster', '/rank/wrestlers', '/rank/championships',
      '/career-mode/start', '/careers', '/schedule/shows', '/help', '/backstage', '/free-agents', '/simulate', '/draft',
      '/rumbles/start', '/dialog/inbox', '/office', '/tournaments', '/brands', `/quick-mode/${productionId}`,
      '/simulate-match/create', '/dashboard', '/alignment', '/production/select', `/production/${productionId}`, '/blog',
      '/calendar', '/ratings', '/modifiers', '/settings', '/leagues', '/reigns', `/production/${bookedId}`,
    ];
    const report: Record<string, unknown> = {};
    for (const route of routes) {
      await browser.goto(route);
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      report[route] = await overflowAt(page);
      if (process.env.KAYFABE_SMALL_SHOTS) {
        mkdirSync('/tmp/small-shots', { recursive: true });
        await page.screenshot({ path: `/tmp/small-shots/${route.replace(/\//g, '_')}.png`, fullPage: true });
      }
    }
    writeFileSync('/tmp/small-survey.json', JSON.stringify(report, null, 1));
  }, 600_000);
});
