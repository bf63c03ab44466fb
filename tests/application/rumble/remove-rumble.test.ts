import { createRumbleServices } from '../../../src/application/rumble';
import { ErrorMessages } from '../../../src/domain/errors';
import { dexieMachineDeps, GAME_DATE, putGame } from '../machine-deps';

async function setUp(prefix: string) {
  const deps = dexieMachineDeps(prefix);
  await putGame(deps);
  const title = await deps.repos.Championship.create({ name: 'World', wrestlerIds: [] });
  const wrestlers = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 4 }, (_, i) => ({ name: `W${i + 1}`, gender: 'MALE' as const })));
  return { deps, title, ids: wrestlers.map((w) => w.id), rumbles: createRumbleServices(deps) };
}

describe('rumbles.remove', () => {
  it('deletes that rumble, in one unit of work, and leaves the others', async () => {
    const { deps, ids, rumbles } = await setUp('rumble-remove');
    const kept = await rumbles.create({ entryIds: ids.slice(0, 2) });
    const mistake = await rumbles.create({ entryIds: ids.slice(2) });
    const run = vi.spyOn(deps.unitOfWork, 'run');

    await rumbles.remove(mistake.id);

    expect(run).toHaveBeenCalledTimes(1);
    expect(await deps.repos.Rumble.get(mistake.id)).toBeUndefined();
    expect((await deps.repos.Rumble.all()).map((r) => r.id)).toEqual([kept.id]);
  });

  it('rejects a missing id with the catalogue message, and a second delete of the same rumble too', async () => {
    const { deps, ids, rumbles } = await setUp('rumble-remove-missing');
    await expect(rumbles.remove(999)).rejects.toThrow(ErrorMessages.recordNotFound(999, 'Rumble'));
    const rumble = await rumbles.create({ entryIds: ids });
    await rumbles.remove(rumble.id);
    await expect(rumbles.remove(rumble.id)).rejects.toThrow(`Record with id ${rumble.id} not found in table Rumble`);
    expect(await deps.repos.Rumble.count()).toBe(0);
  });

  it('keeps the title and the reigns a finished championship rumble made', async () => {
    const { deps, title, ids, rumbles } = await setUp('rumble-remove-title');
    const old = await deps.repos.Reign.create({ championshipId: title.id, wrestlerIds: [999], startDate: '2025-01-01', defenses: 4 });
    const finished = await rumbles.run((await rumbles.create({ championshipId: title.id, entryIds: ids })).id);
    const reignsBefore = await deps.repos.Reign.findBy('championshipId', title.id);
    expect(reignsBefore).toEqual([
      { ...old, endDate: GAME_DATE },
      expect.objectContaining({ wrestlerIds: [finished.winnerId], startDate: GAME_DATE, endDate: null }),
    ]);

    await rumbles.remove(finished.id);

    expect(await deps.repos.Rumble.get(finished.id)).toBeUndefined();
    expect(await deps.repos.Reign.findBy('championshipId', title.id)).toEqual(reignsBefore);
    expect((await deps.repos.Championship.get(title.id))?.wrestlerIds).toEqual([finished.winnerId]);
  });
});
