import { createCalendarServices } from '../../../src/application/calendar';
import { dexieDeps, putGame } from '../support';
import { fakeLifecycle } from './fixtures';

describe('calendar use cases on the Dexie database', () => {
  it('moves forward with healing in one transaction, then back without', async () => {
    const deps = dexieDeps('calendar-it');
    await putGame(deps, { amountOfDays: 7 });
    const [hurt, fine] = await deps.repos.Wrestler.bulkCreate([{ name: 'Hurt', damage: 1.2 }, { name: 'Fine', damage: 0.2 }]);
    const calendar = createCalendarServices({ ...deps, productions: fakeLifecycle().productions });

    expect((await calendar.forward()).date).toBe('2026-03-18');
    expect((await deps.repos.Wrestler.getMany([hurt.id, fine.id])).map((w) => w.damage)).toEqual([0.7, 0]);

    expect((await calendar.backward()).date).toBe('2026-03-11');
    expect((await deps.repos.Wrestler.getMany([hurt.id, fine.id])).map((w) => w.damage)).toEqual([0.7, 0]);
  });

  it('fills the window\'s empty show with a randomised production and shows it in the schedule', async () => {
    const deps = dexieDeps('calendar-it');
    await putGame(deps, { gender: 'MALE' });
    await deps.repos.Wrestler.bulkCreate(Array.from({ length: 12 }, (_, i) => ({ name: `W${i}`, points: 60 })));
    const show = await deps.repos.Show.create({ name: 'Thursday', dayIndex: 4, defaultAmountSegments: 2 });
    const calendar = createCalendarServices({ ...deps, productions: fakeLifecycle().productions });

    const summary = await calendar.randomiseEmptyProductions();

    expect(summary).toMatchObject({ total: 1, created: 1, randomised: 1, failed: 0 });
    const thursday = (await calendar.schedule()).days[4];
    expect(thursday.date).toBe('2026-03-12');
    expect(thursday.shows[0]).toMatchObject({ show: { id: show.id }, production: { id: summary.productionIds[0] } });
    const segments = await deps.repos.Segment.getMany(thursday.shows[0].production!.segmentIds);
    expect(segments.every((s) => s.appearanceIds.length >= 2)).toBe(true);
  });
});
