import { GAME_ID, STORE_VERSION } from '../../../src/domain/entities/game';
import { FixedClock } from '../../../src/infrastructure/clock/system-clock';
import { createDexieTestStorage, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { createGameService } from '../../../src/application/game';

const clock = new FixedClock('2026-11-21T09:00:00.000Z');

describe('game service', () => {
  it('creates record 1 with today and the store version when missing, then reads it back', async () => {
    const { repos, unitOfWork } = createDexieTestStorage();
    const game = createGameService({ repos, clock, unitOfWork });
    const created = await game.load();
    expect(created).toMatchObject({ id: GAME_ID, date: '2026-11-21', storeVersion: STORE_VERSION, amountOfDays: 7, dark: true });
    expect(await game.load()).toEqual(created);
    expect(await repos.Game.count()).toBe(1);
  });

  it('creates the record once under two concurrent calls', async () => {
    const { repos, unitOfWork } = createDexieTestStorage();
    const put = vi.spyOn(repos.Game, 'bulkPut');
    const game = createGameService({ repos, clock, unitOfWork });
    const [a, b] = await Promise.all([game.load(), game.load()]);
    expect(a).toEqual(b);
    expect(put).toHaveBeenCalledTimes(1);
    expect(await repos.Game.all()).toEqual([a]);
  });

  it('creates the record once when two services (two tabs) bootstrap at the same time', async () => {
    const name = uniqueDatabaseName();
    const first = createDexieTestStorage(name);
    const second = createDexieTestStorage(name);
    const puts = [vi.spyOn(first.repos.Game, 'bulkPut'), vi.spyOn(second.repos.Game, 'bulkPut')];
    await Promise.all([
      createGameService({ ...first, clock }).load(),
      createGameService({ ...second, clock: new FixedClock('2030-01-01T00:00:00.000Z') }).load(),
    ]);
    expect(puts[0].mock.calls.length + puts[1].mock.calls.length).toBe(1);
    expect(await first.repos.Game.count()).toBe(1);
  });

  it('still writes record 1 when the Game table was cleared before (auto-increment moved on)', async () => {
    const { repos, unitOfWork } = createDexieTestStorage();
    await repos.Game.create({ date: '2026-01-04' });
    await repos.Game.create({ date: '2026-01-04' });
    await repos.Game.clear();
    expect((await createGameService({ repos, clock, unitOfWork }).load()).id).toBe(GAME_ID);
  });

  it('updates the record, bootstrapping it first if needed', async () => {
    const { repos, unitOfWork } = createDexieTestStorage();
    const game = createGameService({ repos, clock, unitOfWork });
    const updated = await game.update({ dark: false, tutorials: false });
    expect(updated).toMatchObject({ id: GAME_ID, dark: false, tutorials: false, date: '2026-11-21' });
    expect(await repos.Game.get(GAME_ID)).toEqual(updated);
  });

  it('has a game only when brands or wrestlers exist, not for the Game record alone', async () => {
    const { repos, unitOfWork } = createDexieTestStorage();
    const game = createGameService({ repos, clock, unitOfWork });
    await game.load();
    expect(await game.hasGame()).toBe(false);
    const wrestler = await repos.Wrestler.create({ name: 'W' });
    expect(await game.hasGame()).toBe(true);
    await repos.Wrestler.delete(wrestler.id);
    await repos.Brand.create({ name: 'B' });
    expect(await game.hasGame()).toBe(true);
  });
});
