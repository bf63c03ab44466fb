import { createProductionServices } from '../../../src/application/production';
import { inMemoryDeps } from '../support';

describe('production.list: every production for /production/select', () => {
  it('is empty in a game without productions, even when it has shows', async () => {
    const deps = inMemoryDeps();
    await deps.repos.Show.create({ name: 'Raw' });
    expect(await createProductionServices(deps).list()).toEqual({ rows: [], shows: [] });
  });

  it('lists them newest first (the newer record first on the same day), each with its show name', async () => {
    const deps = inMemoryDeps();
    const [raw, friday] = await deps.repos.Show.bulkCreate([{ name: 'Raw' }, { name: 'Friday' }]);
    const first = await deps.repos.Production.create({ name: 'p1', date: '2026-03-09', showId: raw.id });
    const second = await deps.repos.Production.create({ name: 'p2', date: '2026-03-13', showId: friday.id });
    const sameDay = await deps.repos.Production.create({ name: 'p3', date: '2026-03-09', showId: friday.id });

    const { rows } = await createProductionServices(deps).list();

    expect(rows.map((r) => [r.production.id, r.showName])).toEqual([
      [second.id, 'Friday'],
      [sameDay.id, 'Friday'],
      [first.id, 'Raw'],
    ]);
  });

  it("names a production without a show (or whose show is gone) by its own name, and offers only shows that have productions", async () => {
    const deps = inMemoryDeps();
    const [raw, gone] = await deps.repos.Show.bulkCreate([{ name: 'Raw' }, { name: 'Gone' }]);
    await deps.repos.Show.create({ name: 'Never booked' });
    await deps.repos.Production.create({ name: 'Special', date: '2026-03-11', showId: null });
    await deps.repos.Production.create({ name: 'Orphan', date: '2026-03-10', showId: gone.id });
    await deps.repos.Production.create({ name: 'Weekly', date: '2026-03-09', showId: raw.id });
    await deps.repos.Show.delete(gone.id);

    const { rows, shows } = await createProductionServices(deps).list();

    expect(rows.map((r) => r.showName)).toEqual(['Special', 'Orphan', 'Raw']);
    expect(shows).toEqual([raw]);
  });
});

describe('production.show: the show /schedule/create-show is about to book', () => {
  it('returns the stored show', async () => {
    const deps = inMemoryDeps();
    const [, friday] = await deps.repos.Show.bulkCreate([{ name: 'Raw' }, { name: 'Friday' }]);
    expect(await createProductionServices(deps).show(friday.id)).toEqual(friday);
  });

  it('is null for a show the game does not have', async () => {
    const deps = inMemoryDeps();
    expect(await createProductionServices(deps).show(42)).toBeNull();
  });
});
