import { forGameBrands, gameDateOr, readGame, requireGame } from '../../../src/application/game';
import { FixedClock } from '../../../src/infrastructure/clock/system-clock';
import { inMemoryDeps, putGame } from '../support';

describe('reading the Game record', () => {
  it('reads record 1, or nothing before the bootstrap', async () => {
    const deps = inMemoryDeps();
    expect(await readGame(deps.repos)).toBeUndefined();
    await putGame(deps, { date: '2026-03-09' });
    expect((await readGame(deps.repos))?.date).toBe('2026-03-09');
    expect((await requireGame(deps.repos)).id).toBe(1);
  });

  it('requires it with the catalogue message when it is missing', async () => {
    await expect(requireGame(inMemoryDeps().repos)).rejects.toThrow('Record with id 1 not found in table Game');
  });

  it('dates with the game, else today, else nothing', () => {
    const clock = new FixedClock('2026-11-21T12:00:00Z');
    expect(gameDateOr({ date: '2026-03-09' } as never, clock)).toBe('2026-03-09');
    expect(gameDateOr(undefined, clock)).toBe('2026-11-21');
    expect(gameDateOr(undefined, undefined)).toBe('');
  });

  it("keeps the game's brands' records, or every record when the game has no brand", () => {
    const rows = [{ id: 1, brandIds: [1] }, { id: 2, brandIds: [2] }, { id: 3, brandIds: [] }];
    expect(forGameBrands(rows, { brandIds: [2] }).map((r) => r.id)).toEqual([2]);
    expect(forGameBrands(rows, { brandIds: [] }).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
