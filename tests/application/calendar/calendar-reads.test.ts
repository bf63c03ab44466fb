import { createCalendarServices } from '../../../src/application/calendar';
import { createProductionServices } from '../../../src/application/production';
import { dexieDeps, inMemoryDeps, type TestDeps } from '../support';

const calendarOf = (deps: TestDeps) => createCalendarServices({ ...deps, productions: createProductionServices });

describe('calendar.world: the records the month view places on its days', () => {
  it('is empty in an empty game', async () => {
    expect(await calendarOf(inMemoryDeps()).world()).toEqual({ shows: [], wrestlers: [], productions: [] });
  });

  it('holds every show, wrestler and production (on Dexie)', async () => {
    const deps = dexieDeps('calendar-world');
    const shows = await deps.repos.Show.bulkCreate([{ name: 'Raw' }, { name: 'Friday' }]);
    const wrestlers = await deps.repos.Wrestler.bulkCreate([{ name: 'Ada' }]);
    const productions = await deps.repos.Production.bulkCreate([{ date: '2026-03-09', showId: shows[0].id }, { date: '2026-03-30' }]);
    expect(await calendarOf(deps).world()).toEqual({ shows, wrestlers, productions });
  });

  it("holds only the month's productions when asked for a month (issue 19)", async () => {
    const deps = dexieDeps('calendar-month');
    const productions = await deps.repos.Production.bulkCreate([{ date: '2026-02-28' }, { date: '2026-03-01' }, { date: '2026-03-31' }, { date: '2026-04-01' }]);
    expect((await calendarOf(deps).world('2026-03-01')).productions).toEqual(productions.slice(1, 3));
  });
});

describe("calendar.brandNames: the names on the schedule's show lines", () => {
  it('maps every brand id to its name, and is empty without brands', async () => {
    const deps = inMemoryDeps();
    expect(await calendarOf(deps).brandNames()).toEqual(new Map());
    const [north, south] = await deps.repos.Brand.bulkCreate([{ name: 'North' }, { name: 'South' }]);
    expect(await calendarOf(deps).brandNames()).toEqual(new Map([[north.id, 'North'], [south.id, 'South']]));
  });
});

describe('calendar.sweptProductions: the productions a sweep reports it worked on', () => {
  it("reads them in the summary's order, leaving out any deleted since", async () => {
    const deps = inMemoryDeps();
    const [a, b, c] = await deps.repos.Production.bulkCreate([{ date: '2026-03-09' }, { date: '2026-03-10' }, { date: '2026-03-11' }]);
    await deps.repos.Production.delete(b.id);
    expect(await calendarOf(deps).sweptProductions([c.id, b.id, a.id, 999])).toEqual([c, a]);
  });

  it('is empty for a sweep that worked on nothing', async () => {
    expect(await calendarOf(inMemoryDeps()).sweptProductions([])).toEqual([]);
  });
});
