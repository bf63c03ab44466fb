import { vi } from 'vitest';
import { sharingGameReads } from '../../../src/application/promotions/player-production';
import { GAME_ID } from '../../../src/domain/entities/game';
import { createInMemoryStorage } from '../../../src/infrastructure/dexie/in-memory-unit-of-work';

// Issue 19 (interaction-p95): the rival-show guard and the edit it guards both read the game first
// thing, in the same transaction; reads asked for while one is on its way share it.

async function world() {
  const { repos } = createInMemoryStorage();
  await repos.Game.bulkPut([{ id: GAME_ID, name: 'Game', date: '2026-11-02' } as never]);
  const get = vi.spyOn(repos.Game, 'get');
  return { repos, get, tx: sharingGameReads(repos) };
}

describe('sharingGameReads', () => {
  it('answers reads asked for together with one read of storage', async () => {
    const { get, tx } = await world();
    const [a, b] = await Promise.all([tx.Game.get(GAME_ID), tx.Game.get(GAME_ID)]);
    expect(a?.name).toBe('Game');
    expect(b).toBe(a);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('reads storage again once the shared read is in, and after a write of the game', async () => {
    const { get, tx } = await world();
    await tx.Game.get(GAME_ID);
    const pending = tx.Game.get(GAME_ID);
    await tx.Game.update(GAME_ID, { name: 'Renamed' });
    expect((await tx.Game.get(GAME_ID))?.name).toBe('Renamed');
    await pending;
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('leaves every other table and read alone', async () => {
    const { repos, tx } = await world();
    expect(tx.Wrestler).toBe(repos.Wrestler);
    expect((await tx.Game.all()).map((g) => g.id)).toEqual([GAME_ID]);
  });
});
