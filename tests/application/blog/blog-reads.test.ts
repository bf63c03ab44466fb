import { createBlogService } from '../../../src/application/blog';
import type { TestDeps } from '../support';
import { playedWorld } from '../history/played-world';

// Issue 19 (decade-screen-render-max, /blog): a page of recaps reads the Game record once and asks
// for what one round of reads names all at once, rather than one table after the other.

/** Logs each watched read's start and end, in order. */
function watch(deps: TestDeps) {
  const log: string[] = [];
  const wrap = <T extends object>(label: string, target: T, name: keyof T & string) => {
    const original = (target[name] as (...args: unknown[]) => Promise<unknown>).bind(target);
    vi.spyOn(target as Record<string, (...args: unknown[]) => Promise<unknown>>, name).mockImplementation(async (...args: unknown[]) => {
      log.push(`start ${label}`);
      const result = await original(...args);
      log.push(`end ${label}`);
      return result;
    });
  };
  wrap('game', deps.repos.Game, 'get');
  wrap('count', deps.repos.Production, 'countRange');
  wrap('page', deps.repos.Production, 'range');
  wrap('shows', deps.repos.Show, 'getMany');
  wrap('venues', deps.repos.Venue, 'getMany');
  wrap('segments', deps.repos.Segment, 'getMany');
  wrap('appearances', deps.repos.Appearance, 'getMany');
  wrap('titles', deps.repos.Championship, 'getMany');
  return log;
}

const startedBefore = (log: string[], a: string, b: string) => log.indexOf(`start ${a}`) >= 0 && log.indexOf(`start ${a}`) < log.indexOf(`end ${b}`);

describe('a page of the blog reads in rounds', () => {
  it('reads the Game once, the count beside the page, the shows, venues and segments at once, then their casts and titles at once', async () => {
    const { deps } = await playedWorld(4);
    const blog = createBlogService(deps);
    const before = await blog.recaps(1);
    expect(before.recaps.length).toBeGreaterThan(0);

    const log = watch(deps);
    expect(await blog.recaps(1)).toEqual(before);
    expect(log.filter((e) => e === 'start game')).toHaveLength(1);
    expect(log.filter((e) => e === 'start page')).toHaveLength(1);
    expect(startedBefore(log, 'page', 'count')).toBe(true);
    expect(startedBefore(log, 'segments', 'shows') && startedBefore(log, 'venues', 'shows')).toBe(true);
    expect(startedBefore(log, 'titles', 'appearances')).toBe(true);
  }, 60_000);

  it('shows a page without counting every completed production, and says whether an older page exists (issue 19)', async () => {
    const { deps } = await playedWorld(4);
    const blog = createBlogService(deps);
    const whole = await blog.recaps(1, 2);
    const log = watch(deps);
    const first = await blog.page(1, 2);
    expect(log.filter((e) => e.startsWith('start count'))).toEqual([]);
    expect(log.filter((e) => e === 'start game')).toHaveLength(1);
    expect(first).toEqual({ recaps: whole.recaps, page: 1, older: whole.pages > 1 });
    const last = await blog.page(whole.pages, 2);
    expect(last).toEqual({ recaps: (await blog.recaps(whole.pages, 2)).recaps, page: whole.pages, older: false });
    expect(await blog.total()).toBe(whole.total);
    // A page past the last is the last, found by counting.
    expect(await blog.page(99, 2)).toEqual({ ...last, total: whole.total });
  }, 60_000);

  it('a page past the last reads the last page, as before', async () => {
    const { deps } = await playedWorld(4);
    const blog = createBlogService(deps);
    const last = await blog.recaps(1, 3);
    const pastEnd = await blog.recaps(99, 3);
    expect(pastEnd.page).toBe(pastEnd.pages);
    expect(pastEnd.page).toBeGreaterThan(1);
    expect(pastEnd).toEqual(await blog.recaps(pastEnd.pages, 3));
    expect(last.page).toBe(1);
  }, 60_000);
});
