import { createRumbleServices } from '../../../src/application/rumble';
import { dexieDeps, inMemoryDeps } from '../support';

async function titleRumble() {
  const deps = inMemoryDeps();
  const [north, south] = await deps.repos.Brand.bulkCreate([{ name: 'North' }, { name: 'South' }]);
  const [ada, bo, cy] = await deps.repos.Wrestler.bulkCreate([{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }]);
  const title = await deps.repos.Championship.create({ name: 'World' });
  const rumble = await deps.repos.Rumble.create({
    date: '2026-03-11', championshipId: title.id, entryIds: [ada.id, bo.id, cy.id], brandIds: [south.id, north.id],
    complete: true, winnerId: bo.id,
  });
  return { deps, rumble, title, ada, bo, cy, rumbles: createRumbleServices(deps) };
}

describe('rumbles.view: one rumble with what its screen shows beside it', () => {
  it.each([999, 0, -1, 1.5, Number.NaN])('is null for a rumble id that is not there (%s)', async (id) => {
    const deps = inMemoryDeps();
    await deps.repos.Rumble.create({ date: '2026-03-11' });
    expect(await createRumbleServices(deps).view(id)).toBeNull();
  });

  it("names its entrants, its title and the brands its field came from; a deleted wrestler is left out of the names", async () => {
    const { deps, rumble, title, ada, bo, cy, rumbles } = await titleRumble();
    await deps.repos.Wrestler.delete(cy.id);

    const view = (await rumbles.view(rumble.id))!;

    expect(view.rumble).toEqual(rumble);
    expect([...view.names]).toEqual([[ada.id, 'Ada'], [bo.id, 'Bo']]);
    expect(view.championship).toEqual(title);
    expect(view.brandNames).toEqual(['South', 'North']);
  });

  it('gives no title, no reign and no brand names for a plain rumble drawn from every brand', async () => {
    const deps = inMemoryDeps();
    const rumble = await deps.repos.Rumble.create({ date: '2026-03-11' });
    expect(await createRumbleServices(deps).view(rumble.id)).toEqual({ rumble, names: new Map(), championship: null, brandNames: [], reign: null });
  });

  it("finds the winner's reign that covers the rumble's date, the newest when two do", async () => {
    const { deps, rumble, title, ada, bo, rumbles } = await titleRumble();
    const reign = (fields: { wrestlerIds: number[]; startDate: string; endDate?: string | null }) =>
      deps.repos.Reign.create({ championshipId: title.id, endDate: null, ...fields });
    await reign({ wrestlerIds: [bo.id], startDate: '2025-01-01', endDate: '2025-06-01' }); // over before the rumble
    await reign({ wrestlerIds: [ada.id], startDate: '2026-03-11' }); // someone else's
    await reign({ wrestlerIds: [bo.id], startDate: '2026-03-12' }); // after the rumble
    const kept = await reign({ wrestlerIds: [bo.id], startDate: '2026-01-01', endDate: '2026-03-11' });
    const won = await reign({ wrestlerIds: [bo.id], startDate: '2026-03-11' });

    expect((await rumbles.view(rumble.id))!.reign).toEqual(won);
    await deps.repos.Reign.delete(won.id);
    expect((await rumbles.view(rumble.id))!.reign).toEqual(kept);
  });

  it('has no reign while the title rumble is unfinished, or when its title was deleted', async () => {
    const { deps, rumble, title, bo, rumbles } = await titleRumble();
    await deps.repos.Reign.create({ championshipId: title.id, wrestlerIds: [bo.id], startDate: '2026-03-11', endDate: null });
    await deps.repos.Rumble.update(rumble.id, { complete: false });
    expect((await rumbles.view(rumble.id))!.reign).toBeNull();

    await deps.repos.Rumble.update(rumble.id, { complete: true });
    await deps.repos.Championship.delete(title.id);
    expect(await rumbles.view(rumble.id)).toMatchObject({ championship: null, reign: null });
  });
});

describe('rumbles.list: /rumbles/start', () => {
  it('is empty in an empty game', async () => {
    expect(await createRumbleServices(inMemoryDeps()).list()).toEqual({ rumbles: [], wrestlers: [], brands: [], championships: [] });
  });

  it('lists every rumble newest first (the newer record first on the same day), with the roster, brands and titles (on Dexie)', async () => {
    const deps = dexieDeps('rumble-list');
    const [older, newest, sameDay] = await deps.repos.Rumble.bulkCreate([
      { date: '2026-03-01' }, { date: '2026-03-20' }, { date: '2026-03-01' },
    ]);
    const wrestlers = await deps.repos.Wrestler.bulkCreate([{ name: 'Ada' }]);
    const brands = await deps.repos.Brand.bulkCreate([{ name: 'North' }]);
    const championships = await deps.repos.Championship.bulkCreate([{ name: 'World' }]);

    const list = await createRumbleServices(deps).list();

    expect(list.rumbles.map((r) => r.id)).toEqual([newest.id, sameDay.id, older.id]);
    expect(list).toMatchObject({ wrestlers, brands, championships });
  });
});
