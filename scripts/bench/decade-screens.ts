import type { Page } from 'playwright-core';

// Issue 19: the screens a long game keeps opening, and what "first meaningful content" is on each:
// the first piece of the screen's own data (not its heading, filters or spinner). The checks run
// in the page (checkScreen); this table is what docs/decisions-bench.md lists.

export const SCREENS = [
  { name: 'office', route: '/office', content: 'the "Brand balances" card lists a brand (the office view read)' },
  { name: 'roster', route: '/roster', content: 'the Roster table has a data row' },
  { name: 'ratings', route: '/ratings', content: 'the status line counts completed productions and the Viewers chart has drawn a line (or says there is nothing)' },
  { name: 'rank championships', route: '/rank/championships', content: 'the "Championships by rank" table has a data row' },
  { name: 'reigns', route: '/reigns', content: 'the Reigns table has a data row' },
  { name: 'blog', route: '/blog', content: 'the Recaps list holds an article' },
  { name: 'production list', route: '/production/select', content: 'the Productions table has a data row' },
  { name: 'calendar', route: '/calendar', content: "the month's table links a production" },
  { name: 'careers', route: '/careers', content: 'the "Wrestlers to follow" list has an item' },
  { name: 'brands', route: '/brands', content: 'a brand card (article) is shown' },
  { name: 'rivalries', route: '/rivalries', content: 'a rivalry heat bar, or "No rivalry is running"' },
] as const;

export type ScreenName = (typeof SCREENS)[number]['name'];

/**
 * In the page: navigates by hash to `route` and resolves with the ms from the hash change to the
 * first mutation after which the screen's check holds (a MutationObserver, page time). Rejects
 * after `timeoutMs`. Self-contained: it runs in the page.
 */
export function visitInPage([name, route, timeoutMs]: [string, string, number]): Promise<number> {
  const main = () => document.querySelector('main') ?? document.body;
  const named = (selector: string, label: string) =>
    [...main().querySelectorAll(selector)].find((el) => {
      const by = el.getAttribute('aria-labelledby');
      const text = el.getAttribute('aria-label') ?? (by ? by.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '');
      return text.trim() === label;
    });
  const region = (heading: string) => [...main().querySelectorAll('h2')].find((h) => h.textContent === heading)?.closest('[role="region"]');
  const dataRows = (table: Element | undefined) => (table ? table.querySelectorAll('tr, [role="row"]').length > 1 : false);
  const title = () => document.querySelector('h1')?.textContent ?? '';
  const checks: Record<string, () => boolean> = {
    office: () => title() === 'The office' && !!region('Brand balances')?.querySelector('li'),
    roster: () => dataRows(named('[role="table"], table', 'Roster')),
    ratings: () =>
      title() === 'Ratings' &&
      [...main().querySelectorAll('[role="status"]')].some((s) => / completed productions? of /.test(s.textContent ?? '')) &&
      (!!region('Viewers')?.querySelector('svg path[d]') || /Simulate a production from the schedule/.test(main().textContent ?? '')),
    'rank championships': () => dataRows(named('[role="table"], table', 'Championships by rank')),
    reigns: () => dataRows(named('[role="table"], table', 'Reigns')),
    blog: () => !!main().querySelector('ul[aria-label^="Recaps"] [role="article"], ul[aria-label^="Recaps"] article'),
    'production list': () => dataRows(named('[role="table"], table', 'Productions')),
    calendar: () => title() === 'Calendar' && !!main().querySelector('table a[href^="#/production/"]'),
    careers: () => !!named('ul, [role="list"]', 'Wrestlers to follow')?.querySelector('li, [role="listitem"]'),
    brands: () => title() === 'Brands' && !!main().querySelector('[role="article"], article'),
    rivalries: () =>
      title() === 'Rivalries' && (!!main().querySelector('[role="progressbar"][aria-valuenow]') || /No rivalry is running/.test(main().textContent ?? '')),
  };
  const check = checks[name];
  if (!check) return Promise.reject(new Error(`No check for the screen ${name}`));
  return new Promise((resolve, reject) => {
    let start = 0;
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - start);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${name} (${route}) showed no content within ${timeoutMs} ms`));
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    start = performance.now();
    location.hash = `#${route}`;
  });
}

const TIMEOUT_MS = 60_000;

/** In the tab `page` (the app open on some screen): one in-app visit of `screen`, in ms. */
export const visit = (page: Page, screen: (typeof SCREENS)[number]): Promise<number> =>
  page.evaluate(visitInPage, [screen.name, screen.route, TIMEOUT_MS] as [string, string, number]);

/** Back to the office (not timed), settled. */
export async function backToOffice(page: Page): Promise<void> {
  await visit(page, SCREENS[0]);
  await page.waitForTimeout(100);
}
