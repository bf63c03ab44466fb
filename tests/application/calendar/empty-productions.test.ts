import { createCalendarServices } from '../../../src/application/calendar';
import { inMemoryDeps, putGame, type TestDeps } from '../support';
import type { BatchSource } from '../../../src/application/ports/batch-source.port';
import { fakeLifecycle } from './fixtures';

// Window: Sunday 8 to Saturday 14 March 2026. Three weekly shows fall in it.
async function setUp(failFor: string[] = []) {
  const deps = inMemoryDeps(11);
  await putGame(deps, { gender: 'MALE' });
  await deps.repos.Wrestler.bulkCreate(Array.from({ length: 12 }, (_, i) => ({ name: `W${i}`, points: 50 + i })));
  const [monday, wednesday, friday] = await deps.repos.Show.bulkCreate([
    { name: 'Monday', dayIndex: 1, defaultAmountSegments: 2 },
    { name: 'Wednesday', dayIndex: 3, defaultAmountSegments: 2 },
    { name: 'Friday', dayIndex: 5, defaultAmountSegments: 3 },
  ]);
  // Monday is already booked by the player; Wednesday exists but nobody is on it yet.
  const [booked, emptyOne] = await deps.repos.Segment.bulkCreate([{ type: 'PROMO' }, {}]);
  const [w] = await deps.repos.Wrestler.getMany([1]);
  const appearance = await deps.repos.Appearance.create({ wrestlerId: w.id, groupId: 1 });
  await deps.repos.Segment.update(booked.id, { appearanceIds: [appearance.id] });
  const bookedMonday = await deps.repos.Production.create({ showId: monday.id, date: '2026-03-09', segmentIds: [booked.id] });
  const emptyWednesday = await deps.repos.Production.create({ showId: wednesday.id, date: '2026-03-11', segmentIds: [emptyOne.id] });
  const fake = fakeLifecycle(failFor);
  const calendar = createCalendarServices({ ...deps, productions: fake.productions });
  return { deps, calendar, fake, bookedMonday, emptyWednesday, friday };
}

async function bookedWrestlers(deps: TestDeps, productionId: number): Promise<number> {
  const production = (await deps.repos.Production.get(productionId))!;
  const segments = await deps.repos.Segment.getMany(production.segmentIds);
  return segments.reduce((total, s) => total + s.appearanceIds.length, 0);
}

describe('when randomising the empty productions of the window', () => {
  it('creates the missing ones, randomises every empty one and leaves booked ones alone', async () => {
    const { deps, calendar, fake, bookedMonday, emptyWednesday, friday } = await setUp();
    const progress: [number, number][] = [];

    const summary = await calendar.randomiseEmptyProductions((done, total) => progress.push([done, total]));

    expect(fake.created).toEqual([{ showId: friday.id, date: '2026-03-13' }]);
    expect(fake.completed).toEqual([]);
    expect(summary).toMatchObject({ total: 2, skipped: 1, created: 1, randomised: 2, failed: 0, completions: {} });
    expect(summary.productionIds[0]).toBe(emptyWednesday.id);
    expect(progress).toEqual([[0, 2], [1, 2], [2, 2]]);
    for (const id of summary.productionIds) expect(await bookedWrestlers(deps, id)).toBeGreaterThanOrEqual(2);
    expect(await bookedWrestlers(deps, bookedMonday.id)).toBe(1);
  });
});

describe('when simulating the empty productions of the window', () => {
  it('randomises then completes each one and counts the completion statuses', async () => {
    const { calendar, fake } = await setUp();
    const summary = await calendar.simulateEmptyProductions();
    expect(fake.completed).toEqual(summary.productionIds);
    expect(summary.completions).toEqual({ completed: 2 });
  });

  it('skips complete productions on a second run', async () => {
    const { calendar } = await setUp();
    await calendar.simulateEmptyProductions();
    expect(await calendar.simulateEmptyProductions()).toMatchObject({ total: 0, skipped: 3, productionIds: [] });
  });

  it('logs a failing occurrence, counts it and carries on with the others', async () => {
    const { deps, calendar } = await setUp(['Friday']);
    const summary = await calendar.simulateEmptyProductions();
    expect(summary).toMatchObject({ total: 2, failed: 1, created: 0, completions: { completed: 1 } });
    expect(deps.logger.error).toHaveBeenCalledWith('Could not fill Friday on 2026-03-13', expect.any(Error));
  });
});

describe('when the week cannot be saved at the end of the sweep', () => {
  it('counts every occurrence as failed, logs why and leaves the database as it was', async () => {
    const { deps, fake, emptyWednesday } = await setUp();
    const full = new Error('QuotaExceededError');
    // The batch works as usual; only its final commit (one transaction of storage) fails.
    const batchSource: BatchSource = {
      open: async (preload) => ({ ...(await deps.batchSource!.open(preload)), commit: () => Promise.reject(full) }),
    };
    const calendar = createCalendarServices({ ...deps, batchSource, productions: fake.productions });
    const before = await deps.repos.Production.all();
    const progress: [number, number][] = [];

    const summary = await calendar.simulateEmptyProductions((done, total) => progress.push([done, total]));

    expect(fake.completed).toHaveLength(2);
    expect(summary).toMatchObject({ total: 2, created: 0, randomised: 0, failed: 2, completions: {}, productionIds: [] });
    expect(deps.logger.error).toHaveBeenCalledWith('Could not save the simulated productions; nothing was changed', full);
    expect(await deps.repos.Production.all()).toEqual(before);
    expect(await bookedWrestlers(deps, emptyWednesday.id)).toBe(0);
    expect(progress).toEqual([[0, 2], [1, 2], [2, 2]]);
  });

  it('writes as it goes, production by production, when no batch source is given', async () => {
    const { deps, fake } = await setUp();
    const calendar = createCalendarServices({ ...deps, batchSource: undefined, productions: fake.productions });
    const run = vi.spyOn(deps.unitOfWork, 'run');

    const summary = await calendar.simulateEmptyProductions();

    expect(summary).toMatchObject({ total: 2, failed: 0, completions: { completed: 2 } });
    // One randomising unit of work per production, straight on the database.
    expect(run).toHaveBeenCalledTimes(2);
    for (const id of summary.productionIds) expect((await deps.repos.Production.get(id))!.complete).toBe(true);
  });
});

describe('the living booker never runs a show with nobody on it (issue 33)', () => {
  async function living(wrestlers: number) {
    const deps = inMemoryDeps(11);
    await putGame(deps, { gender: 'MALE', rules: 'living' });
    await deps.repos.Wrestler.bulkCreate(Array.from({ length: wrestlers }, (_, i) => ({ name: `W${i}`, points: 50 + i, contractExpires: '2027-01-01' })));
    await deps.repos.Show.bulkCreate([{ name: 'Friday', dayIndex: 5, defaultAmountSegments: 3 }]);
    const fake = fakeLifecycle();
    const calendar = createCalendarServices({ ...deps, productions: fake.productions });
    return { deps, calendar, fake };
  }

  it('takes off the card the matches it cannot fill, and runs the rest', async () => {
    const { deps, calendar, fake } = await living(2);
    const summary = await calendar.simulateEmptyProductions();
    expect(summary.completions).toEqual({ completed: 1 });
    const production = (await deps.repos.Production.get(fake.completed[0]))!;
    // The one match the two can fill, and (issue 35) one hype promo by them: at most half the card talks.
    expect(production.segmentIds).toHaveLength(2);
    const segments = await deps.repos.Segment.getMany(production.segmentIds);
    expect(segments.filter((s) => s.type === 'PROMO')).toHaveLength(1);
    expect(segments.every((s) => s.appearanceIds.length > 0)).toBe(true);
    const people = await deps.repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds));
    expect(new Set(people.map((a) => a.wrestlerId)).size).toBe(2);
  });

  it('does not run a card it found nobody for, and counts it as not run', async () => {
    const { deps, calendar, fake } = await living(0);
    const summary = await calendar.simulateEmptyProductions();
    expect(fake.completed).toEqual([]);
    expect(summary.completions).toEqual({ unfilled: 1 });
    expect((await deps.repos.Production.get(summary.productionIds[0]))!.complete).toBe(false);
  });
});
