import { createCalendarServices } from '../../../src/application/calendar';
import { createCareerServices } from '../../../src/application/careers';
import { createProductionServices } from '../../../src/application/production';
import { createHistoryServices, isHistoryIndexed } from '../../../src/application/history';
import { GAME_ID } from '../../../src/domain/entities/game';
import { forgetIndex, playedWorld } from './played-world';

// Issue 19: a career read through the lookup index is the career read whole, page for page.

describe('careers after an upgrade to the lookup index', () => {
  it('lists the same history, bookings and last match as the whole-table reading, without reading a segment of a played show', async () => {
    const { deps } = await playedWorld(6);
    // Next week's shows booked, not yet played.
    await createCalendarServices({ ...deps, productions: createProductionServices }).randomiseEmptyProductions();
    const open = new Set((await deps.repos.Production.all()).filter((p) => !p.complete).flatMap((p) => p.segmentIds));
    expect(open.size).toBeGreaterThan(0);
    await forgetIndex(deps);
    const careers = createCareerServices(deps);
    const busiest = await mostBooked(deps);
    // And somebody booked from the game date on.
    const game = (await deps.repos.Game.get(GAME_ID))!;
    const ahead = (await deps.repos.Production.all()).filter((p) => !p.complete && p.date >= game.date);
    const bookedAhead = await deps.repos.Appearance.getMany((await deps.repos.Segment.getMany(ahead.flatMap((p) => p.segmentIds))).flatMap((s) => s.appearanceIds));
    busiest.push(bookedAhead[0].wrestlerId);
    for (const id of busiest) await careers.start(id);

    const before = { list: await careers.list(), views: await Promise.all(busiest.map((id) => careers.view(id))), pages: await Promise.all(busiest.map((id) => careers.history(id, 2))) };
    expect(before.views[0]!.historyPage.pages).toBeGreaterThan(1);
    expect(before.views.some((view) => view!.upcoming.length > 0)).toBe(true);

    expect(await createHistoryServices(deps).upgrade()).toBe(true);
    expect(isHistoryIndexed(await deps.repos.Game.get(GAME_ID))).toBe(true);
    const segmentReads = vi.spyOn(deps.repos.Segment, 'getMany');
    const all = vi.spyOn(deps.repos.Segment, 'all');

    expect(await careers.list()).toEqual(before.list);
    expect(await Promise.all(busiest.map((id) => careers.view(id)))).toEqual(before.views);
    expect(await Promise.all(busiest.map((id) => careers.history(id, 2)))).toEqual(before.pages);
    expect(all).not.toHaveBeenCalled();
    // Only productions still booking have their segments read.
    expect(segmentReads.mock.calls.flatMap(([ids]) => ids).every((id) => open.has(id))).toBe(true);
    // Upgraded once: a second call has nothing to do.
    expect(await createHistoryServices(deps).upgrade()).toBe(false);
  });
});

/** The two wrestlers with the most appearances. */
async function mostBooked(deps: Awaited<ReturnType<typeof playedWorld>>['deps']): Promise<number[]> {
  const counts = new Map<number, number>();
  for (const a of await deps.repos.Appearance.all()) counts.set(a.wrestlerId, (counts.get(a.wrestlerId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 2).map(([id]) => id);
}
