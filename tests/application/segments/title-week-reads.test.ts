import { vi } from 'vitest';
import { createInMemoryStorage } from '../../../src/infrastructure/dexie/in-memory-unit-of-work';
import { readOpenReigns, RECENT_REIGNS, titleBusy } from '../../../src/application/segments/living-title-scope';
import type { Repositories } from '../../../src/application/ports/unit-of-work.port';

// Issue 19 (interaction-p95): the living booker's look at the week's title matches (titleBusy)
// takes a completed production's title matches from its played card, and reads segments and
// appearances only for the productions not played yet.

async function titleMatch(repos: Repositories, date: string, wrestlerIds: number[], championshipId: number, complete: boolean) {
  const appearances = await Promise.all(
    wrestlerIds.map((wrestlerId, index) => repos.Appearance.create({ wrestlerId, groupId: index + 1, manager: false })),
  );
  const manager = await repos.Appearance.create({ wrestlerId: 99, groupId: 1, manager: true });
  const segment = await repos.Segment.create({ type: 'SINGLES', championshipIds: [championshipId], appearanceIds: [...appearances, manager].map((a) => a.id) });
  const played = complete
    ? [{
        segmentId: segment.id, type: 'SINGLES', rating: 3, duration: 300, complete: true, championshipIds: [championshipId], rivalry: null,
        cast: [...appearances, manager].map((a) => ({ wrestlerId: a.wrestlerId, groupId: a.groupId, manager: a.manager, result: 'NONE' as const })),
      }]
    : undefined;
  return repos.Production.create({ date, segmentIds: [segment.id], complete, played });
}

describe('titleBusy: the title matches of the days around a card', () => {
  it('names who is busy and which titles are on the line, played or not, and reads only the unplayed cards', async () => {
    const { repos } = createInMemoryStorage();
    const played = await titleMatch(repos, '2027-01-04', [1, 2], 10, true);
    const unplayed = await titleMatch(repos, '2027-01-08', [3, 4], 11, false);
    await titleMatch(repos, '2027-02-20', [5, 6], 12, true); // outside the window
    const segments = vi.spyOn(repos.Segment, 'getMany');

    const busy = await titleBusy(repos, '2027-01-06', undefined);

    expect(new Set(busy.busyIds)).toEqual(new Set([1, 2, 3, 4])); // the managers (99) are not busy
    expect(new Set(busy.busyTitleIds)).toEqual(new Set([10, 11]));
    const asked = segments.mock.calls.flatMap(([ids]) => ids);
    expect(asked).toEqual(unplayed.segmentIds);
    expect(asked).not.toContain(played.segmentIds[0]);
  });

  it('reads no segment at all when every production around is played, and leaves out the card itself', async () => {
    const { repos } = createInMemoryStorage();
    await titleMatch(repos, '2027-01-04', [1, 2], 10, true);
    const own = await titleMatch(repos, '2027-01-06', [7, 8], 13, false);
    const segments = vi.spyOn(repos.Segment, 'getMany');
    const appearances = vi.spyOn(repos.Appearance, 'getMany');

    const busy = await titleBusy(repos, '2027-01-06', own.id);

    expect(new Set(busy.busyIds)).toEqual(new Set([1, 2]));
    expect(busy.busyTitleIds).toEqual([10]);
    expect(segments).not.toHaveBeenCalled();
    expect(appearances).not.toHaveBeenCalled();
  });
});

describe('openReigns: the open reign of each title', () => {
  it('finds what a read of every reign finds, the newest open one a title, without reading every reign', async () => {
    const { repos } = createInMemoryStorage();
    const [a, b, c, vacant, long] = await Promise.all([1, 2, 3, 4, 5].map((n) => repos.Championship.create({ name: `Title ${n}` })));
    const reign = (championshipId: number, startDate: string, endDate: string | null) => repos.Reign.create({ championshipId, startDate, endDate });
    // A reign held so long that more than RECENT_REIGNS reigns of the others came after it.
    const heldLong = await reign(long.id, '2025-01-01', null);
    for (let n = 0; n < RECENT_REIGNS; n += 1) await reign(vacant.id, '2025-06-01', '2025-06-02');
    await reign(a.id, '2026-01-01', '2026-03-01');
    const heldA = await reign(a.id, '2026-03-01', null);
    await reign(b.id, '2026-01-01', null); // two open at once (an edited save): the newest counts
    const heldB = await reign(b.id, '2026-02-01', null);
    const oldOpenC = await reign(c.id, '2026-01-01', null); // an open reign under a newer closed one
    await reign(c.id, '2026-02-01', '2026-02-15');
    await reign(vacant.id, '2026-01-01', '2026-04-01');
    const all = vi.spyOn(repos.Reign, 'all');

    const open = await readOpenReigns(repos);

    const everyReign = await repos.Reign.all();
    const expected = new Map(everyReign.filter((r) => r.endDate === null).map((r) => [r.championshipId, r.id]));
    expect(new Map(open.map((r) => [r.championshipId, r.id]))).toEqual(expected);
    expect(expected).toEqual(new Map([[long.id, heldLong.id], [a.id, heldA.id], [b.id, heldB.id], [c.id, oldOpenC.id]]));
    expect(all).toHaveBeenCalledTimes(1); // the comparison's own read, none by openReigns
  });
});
