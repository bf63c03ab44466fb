import { createRivalryServices } from '../../../src/application/rivalries';
import type { Stored } from '../../../src/domain/entities/base';
import type { Production } from '../../../src/domain/entities/production';
import { readRivalries } from '../../../src/domain/entities/rivalry';
import { GAME_ID } from '../../../src/domain/entities/game';
import type { TestDeps } from '../support';
import { playedWorld } from '../history/played-world';

// Issue 19 (decade-screen-render-max, /rivalries): the board reads, of the played history, only the
// productions where both sides of a feud stand within its dates (found from the index's keys), plus
// those still booking; the Game record and the shows once each.

type Reads = { rows: number[]; game: number; shows: number };

/** Counts the Production rows every read hands back, and the Game and Show reads. */
function countReads(deps: TestDeps): Reads {
  const reads: Reads = { rows: [], game: 0, shows: 0 };
  const production = deps.repos.Production;
  for (const name of ['all', 'getMany', 'range', 'findBetween', 'find', 'where'] as const) {
    const original = (production as unknown as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    vi.spyOn(production as unknown as Record<string, (...args: unknown[]) => unknown>, name).mockImplementation(async (...args: unknown[]) => {
      const result = await (original as (...a: unknown[]) => Promise<unknown>).apply(production, args);
      if (Array.isArray(result)) reads.rows.push(...(result as Stored<Production>[]).map((p) => p.id));
      else if (result && typeof result === 'object' && 'id' in result) reads.rows.push((result as Stored<Production>).id);
      return result;
    });
  }
  const get = deps.repos.Game.get.bind(deps.repos.Game);
  vi.spyOn(deps.repos.Game, 'get').mockImplementation(async (id) => ((reads.game += 1), get(id)));
  const shows = deps.repos.Show.all.bind(deps.repos.Show);
  vi.spyOn(deps.repos.Show, 'all').mockImplementation(async () => ((reads.shows += 1), shows()));
  return reads;
}

const castOf = (p: Stored<Production>) => new Set((p.played ?? []).flatMap((s) => s.cast.map((a) => a.wrestlerId)));

describe('the rivalries board reads a window of the history', () => {
  it('reads only the productions where both sides stand (and those still booking), each once, and finds the same segments', async () => {
    const { deps } = await playedWorld(8, { rivalries: true });
    const rivalries = readRivalries((await deps.repos.Game.get(GAME_ID))?.rivalries);
    const productions = await deps.repos.Production.all();
    const inWindow = (p: Stored<Production>, r: (typeof rivalries)[number]) => p.date.slice(0, 10) >= r.startedOn && (r.endedOn === null || p.date.slice(0, 10) <= r.endedOn);
    const open = productions.filter((p) => !p.complete).map((p) => p.id);
    const both = productions.filter((p) => p.complete && rivalries.some((r) => inWindow(p, r) && r.sides.every((side) => side.some((id) => castOf(p).has(id))))).map((p) => p.id);
    // What the board read before: every played production of each feud's first side.
    const firstSide = productions.filter((p) => p.complete && rivalries.some((r) => inWindow(p, r) && r.sides[0].some((id) => castOf(p).has(id)))).map((p) => p.id);
    expect(both.length).toBeGreaterThan(0);
    expect(firstSide.length).toBeGreaterThan(both.length);

    const reads = countReads(deps);
    const board = await createRivalryServices(deps).board();

    expect([...reads.rows].sort((a, b) => a - b)).toEqual([...open, ...both].sort((a, b) => a - b));
    expect(reads.game).toBe(1);
    expect(reads.shows).toBe(1);
    const found = board.active.flatMap((r) => r.segments.map((s) => s.productionId));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((id) => both.includes(id) || open.includes(id))).toBe(true);
  }, 60_000);
});
