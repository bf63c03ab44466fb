import { createProductionServices } from '../../../src/application/production';
import { addDays } from '../../../src/domain/dates';
import { HISTORY_INDEX } from '../../../src/domain/entities/game';
import { inMemoryDeps, putGame } from '../support';

describe('production.list: every production for /production/select', () => {
  it('is empty in a game without productions, even when it has shows', async () => {
    const deps = inMemoryDeps();
    await deps.repos.Show.create({ name: 'Raw' });
    expect(await createProductionServices(deps).list()).toEqual({ rows: [], shows: [], page: 1, pages: 1, matching: 0, total: 0 });
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

describe('production.list reads what does not grow with the history', () => {
  it('counts the productions once and reads one row per show to know which shows have some (issue 19)', async () => {
    const deps = inMemoryDeps();
    await putGame(deps, { historyIndex: HISTORY_INDEX });
    const [raw] = await deps.repos.Show.bulkCreate([{ name: 'Raw' }, { name: 'Friday' }]);
    await deps.repos.Production.bulkCreate(Array.from({ length: 30 }, (_, i) => ({ showId: raw.id, date: addDays('2026-01-05', i * 7), complete: true })));
    const count = vi.spyOn(deps.repos.Production, 'count');
    const countRange = vi.spyOn(deps.repos.Production, 'countRange');
    const range = vi.spyOn(deps.repos.Production, 'range');

    const list = await createProductionServices(deps).list();

    expect([list.total, list.matching, list.shows.map((s) => s.name)]).toEqual([30, 30, ['Raw']]);
    expect(count).toHaveBeenCalledTimes(1);
    expect(countRange).not.toHaveBeenCalled();
    // The page, then the first production of each show.
    expect(range.mock.calls.map(([, , , options]) => options?.limit ?? 0).sort((a, b) => a - b)).toEqual([1, 1, 25]);
  });
});

describe.each([['read whole (a game from before the lookup index)', 0], ['through the lookup index', HISTORY_INDEX]])(
  'production.list pages and filters (%s)',
  (_how, historyIndex) => {
    async function world() {
      const deps = inMemoryDeps();
      await putGame(deps, { historyIndex });
      const [raw, friday] = await deps.repos.Show.bulkCreate([{ name: 'Raw' }, { name: 'Friday' }]);
      // 60 productions over 30 weeks: Raw and Friday each week, the last four weeks still booking.
      const rows = Array.from({ length: 60 }, (_, i) => ({
        showId: i % 2 === 0 ? raw.id : friday.id, date: addDays('2026-01-05', Math.floor(i / 2) * 7 + (i % 2) * 4), complete: i < 52,
      }));
      const stored = await deps.repos.Production.bulkCreate(rows);
      return { deps, raw, friday, stored, list: createProductionServices(deps).list };
    }
    const newestFirst = (ps: { id: number; date: string }[]) => [...ps].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((p) => p.id);

    it('gives every production newest first, 25 to a page, with the counts', async () => {
      const { stored, list } = await world();
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ page })));
      expect(pages.map((p) => [p.page, p.pages, p.matching, p.total, p.rows.length])).toEqual([[1, 3, 60, 60, 25], [2, 3, 60, 60, 25], [3, 3, 60, 60, 10], [3, 3, 60, 60, 10]]);
      expect(pages.slice(0, 3).flatMap((p) => p.rows.map((r) => r.production.id))).toEqual(newestFirst(stored));
    });

    it('filters by status, by show, and by both', async () => {
      const { stored, raw, friday, list } = await world();
      const ids = (ps: typeof stored) => newestFirst(ps).slice(0, 25);
      const done = await list({ status: 'complete' });
      expect([done.matching, done.rows.map((r) => r.production.id)]).toEqual([52, ids(stored.filter((p) => p.complete))]);
      const booking = await list({ status: 'incomplete' });
      expect([booking.matching, booking.rows.map((r) => r.production.id)]).toEqual([8, ids(stored.filter((p) => !p.complete))]);
      const fridays = await list({ showId: friday.id, page: 2 });
      expect([fridays.matching, fridays.pages, fridays.rows.map((r) => r.showName)]).toEqual([30, 2, Array(5).fill('Friday')]);
      const rawBooking = await list({ showId: raw.id, status: 'incomplete' });
      expect([rawBooking.matching, rawBooking.rows.map((r) => r.production.id)]).toEqual([4, ids(stored.filter((p) => p.showId === raw.id && !p.complete))]);
      expect(done.shows.map((s) => s.name)).toEqual(['Raw', 'Friday']);
    });
  },
);

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
