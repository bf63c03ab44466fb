import { createCalendarServices } from '../../../src/application/calendar';
import { inMemoryDeps, putGame } from '../support';

const unused = { createProduction: () => Promise.reject(new Error()), completeProduction: () => Promise.reject(new Error()) };

// The game date 2026-03-11 is a Wednesday: the window runs Sunday 8 to Saturday 14 March 2026.
async function setUp(gameBrands: 'all' | 'raw') {
  const deps = inMemoryDeps();
  const [raw, sd] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }, { name: 'SD' }]);
  await putGame(deps, { brandIds: gameBrands === 'raw' ? [raw.id] : [] });
  const shows = await deps.repos.Show.bulkCreate([
    { name: 'Monday Night', frequency: 'weekly', dayIndex: 1, brandIds: [raw.id] },
    { name: 'Friday Night', frequency: 'weekly', dayIndex: 5, brandIds: [sd.id] },
    // 14 March: floor(14 / 7) = week 2 of the month.
    { name: 'Saturday Special', frequency: 'monthly', dayIndex: 6, weekIndex: 2, brandIds: [raw.id] },
    { name: 'Wrong Week', frequency: 'monthly', dayIndex: 6, weekIndex: 0, brandIds: [raw.id] },
    // 8 March: week 1, month 2 (March).
    { name: 'Spring Spectacular', frequency: 'yearly', dayIndex: 0, weekIndex: 1, monthIndex: 2, brandIds: [raw.id] },
    { name: 'Autumn Spectacular', frequency: 'yearly', dayIndex: 0, weekIndex: 1, monthIndex: 9, brandIds: [raw.id] },
  ]);
  const [birthday] = await deps.repos.Wrestler.bulkCreate([{ name: 'Birthday Boy', dob: '1990-03-10' }, { name: 'Other', dob: '1990-04-10' }]);
  const monday = await deps.repos.Production.create({ showId: shows[0].id, date: '2026-03-09' });
  await deps.repos.Production.create({ showId: shows[0].id, date: '2026-03-16' }); // next week: outside the window
  return { deps, calendar: createCalendarServices({ ...deps, productions: () => unused }), monday, birthday };
}

describe('the schedule read model', () => {
  it('lists a known week day by day with its shows, productions and birthdays', async () => {
    const { calendar, monday, birthday } = await setUp('all');
    const schedule = await calendar.schedule();

    expect(schedule.days.map((day) => [day.date, day.shows.map((s) => s.show.name)])).toEqual([
      ['2026-03-08', ['Spring Spectacular']],
      ['2026-03-09', ['Monday Night']],
      ['2026-03-10', []],
      ['2026-03-11', []],
      ['2026-03-12', []],
      ['2026-03-13', ['Friday Night']],
      ['2026-03-14', ['Saturday Special']],
    ]);
    expect(schedule.days[1].shows[0].production).toEqual(monday);
    expect(schedule.days[5].shows[0].production).toBeNull();
    expect(schedule.days[2].birthdays).toEqual([birthday]);
    expect(schedule.days.filter((d) => d.birthdays.length > 0)).toHaveLength(1);
  });

  it('keeps only the shows of the game\'s brands', async () => {
    const { calendar } = await setUp('raw');
    const names = (await calendar.schedule()).days.flatMap((day) => day.shows.map((s) => s.show.name));
    expect(names).toEqual(['Spring Spectacular', 'Monday Night', 'Saturday Special']);
  });
});
