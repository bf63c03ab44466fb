import { createCalendarServices, type ProductionLifecycleFor, type WeeksProgress } from '../../../src/application/calendar';
import type { BatchSource } from '../../../src/application/ports/batch-source.port';
import { createProductionServices } from '../../../src/application/production';
import { TABLE_NAMES, type TableName } from '../../../src/domain/entities/tables';
import { dexieDeps, putGame, type TestDeps } from '../support';

// A small world on fake-indexeddb with the real production use cases. The game date is Wednesday
// 11 March 2026: week 1 holds Monday 9 and Friday 13, week 2 the 16th and 20th, week 3 the 23rd and 27th.
async function world(name: string) {
  const deps = dexieDeps(name, 5);
  const [raw, smack] = await deps.repos.Brand.bulkCreate([{ name: 'Raw', balance: 1_000 }, { name: 'Smack', balance: 500 }]);
  await putGame(deps, { gender: 'MALE', brandIds: [raw.id, smack.id] });
  await deps.repos.Wrestler.bulkCreate(
    Array.from({ length: 16 }, (_, i) => ({ name: `W${i}`, points: 45 + i * 3, brandIds: [raw.id, smack.id] })),
  );
  // Of no brand, so never booked: only the calendar's steps touch her.
  await deps.repos.Wrestler.create({ name: 'Resting', damage: 2, brandIds: [] });
  await deps.repos.Show.bulkCreate([
    { name: 'Monday', dayIndex: 1, defaultAmountSegments: 3, brandIds: [raw.id], income: 1_000_000 },
    { name: 'Friday', dayIndex: 5, defaultAmountSegments: 2, brandIds: [raw.id, smack.id], income: 900_000 },
  ]);
  return deps;
}

const calendarOf = (deps: TestDeps, productions: ProductionLifecycleFor = createProductionServices) =>
  createCalendarServices({ ...deps, productions });

async function everyRow(deps: TestDeps) {
  const tables = await Promise.all(TABLE_NAMES.map((name) => deps.repos[name].all()));
  return Object.fromEntries(TABLE_NAMES.map((name, index) => [name, tables[index]])) as { [K in TableName]: unknown[] };
}

/** The real production use cases, except that completing a production dated `day` throws. */
const failingOn = (day: string): ProductionLifecycleFor => (storage) => {
  const real = createProductionServices(storage);
  return {
    createProduction: real.createProduction,
    async completeProduction(id) {
      const production = await storage.repos.Production.get(id);
      if (production?.date.startsWith(day)) throw new Error('the arena flooded');
      return real.completeProduction(id);
    },
  };
};

describe('when simulating three weeks', () => {
  it('simulates each window then moves the calendar, week after week, and sums the run up', async () => {
    const deps = await world('weeks-three');
    const progress: WeeksProgress[] = [];

    const summary = await calendarOf(deps).simulateWeeks({ weeks: 3 }, { onProgress: (p) => progress.push(p) });

    expect(summary).toMatchObject({ outcome: 'finished', weeks: 3, weeksDone: 3, failure: null, startDate: '2026-03-11', endDate: '2026-04-01' });
    expect((await deps.repos.Game.get(1))!.date).toBe('2026-04-01');
    const productions = await deps.repos.Production.all();
    expect(productions.map((p) => [p.date, p.complete])).toEqual(
      ['2026-03-09', '2026-03-13', '2026-03-16', '2026-03-20', '2026-03-23', '2026-03-27'].map((date) => [date, true]),
    );
    expect(summary.productionIds).toEqual(productions.map((p) => p.id));
    // Healed once a week: 2 - 3 × 0.5.
    expect((await deps.repos.Wrestler.findBy('name', 'Resting'))[0].damage).toBe(0.5);

    // Progress: each week counts its two shows; the overall count carries on.
    expect(progress.filter((p) => p.weekDone === p.weekTotal && p.weeksDone === p.week).map((p) => [p.week, p.productionsDone])).toEqual([
      [1, 2], [2, 4], [3, 6],
    ]);
    expect(progress.every((p) => p.weeks === 3)).toBe(true);
    expect(progress[0]).toEqual({ week: 1, weeks: 3, weeksDone: 0, weekDone: 0, weekTotal: 2, productionsDone: 0 });

    // Money: each brand's share of its productions, and its balance moved by exactly the payouts.
    const [raw, smack] = await deps.repos.Brand.all();
    const share = (brandId: number, field: 'income' | 'outgoings' | 'payout') =>
      productions.filter((p) => p.brandIds.includes(brandId)).reduce((sum, p) => sum + p[field] / p.brandIds.length, 0);
    expect(summary.brands).toEqual([
      { brandId: raw.id, name: 'Raw', income: expect.closeTo(share(raw.id, 'income'), 2), outgoings: expect.closeTo(share(raw.id, 'outgoings'), 2), balanceBefore: 1_000, balanceAfter: raw.balance },
      { brandId: smack.id, name: 'Smack', income: expect.closeTo(share(smack.id, 'income'), 2), outgoings: expect.closeTo(share(smack.id, 'outgoings'), 2), balanceBefore: 500, balanceAfter: smack.balance },
    ]);
    expect(raw.balance - 1_000).toBeCloseTo(share(raw.id, 'payout'), 1);
    expect(smack.balance - 500).toBeCloseTo(share(smack.id, 'payout'), 1);

    // Best segments: the five highest ratings of the run, highest first.
    const ratings = (await deps.repos.Segment.all()).map((s) => s.rating).sort((a, b) => b - a);
    expect(summary.bestSegments.map((s) => s.rating)).toEqual(ratings.slice(0, 5));
    expect(summary.bestSegments.every((s) => s.sides.flat().length >= 2 && summary.productionIds.includes(s.productionId))).toBe(true);
  }, 60_000);

  it('runs until a date: every window up to the one that holds it', async () => {
    const deps = await world('weeks-until');
    const summary = await calendarOf(deps).simulateWeeks({ until: '2026-03-16' });
    expect(summary).toMatchObject({ outcome: 'finished', weeks: 2, weeksDone: 2, endDate: '2026-03-25' });
    expect(summary.productionIds).toHaveLength(4);
  }, 60_000);
});

describe('when a week fails or the run is cancelled', () => {
  it('a failure in week 2 of 3 leaves exactly week 1 saved, the date moved once, and says why', async () => {
    const [failing, oneWeek] = await Promise.all([world('weeks-fail'), world('weeks-one')]);
    await calendarOf(oneWeek).simulateWeeks({ weeks: 1 });

    const summary = await calendarOf(failing, failingOn('2026-03-20')).simulateWeeks({ weeks: 3 });

    expect(summary).toMatchObject({ outcome: 'failed', weeks: 3, weeksDone: 1, endDate: '2026-03-18' });
    expect(summary.failure).toEqual({ week: 2, date: '2026-03-18', message: 'Could not fill Friday on 2026-03-20: the arena flooded' });
    expect(summary.productionIds).toHaveLength(2);
    // Nothing of week 2 was written, not even Monday's show that completed before Friday failed.
    expect(await everyRow(failing)).toEqual(await everyRow(oneWeek));
    expect(failing.logger.error).toHaveBeenCalledWith('Could not simulate week 2 of 3; that week was not saved', expect.any(Error));
  }, 60_000);

  it('a week that cannot be saved stops the run the same way', async () => {
    const [failing, oneWeek] = await Promise.all([world('weeks-commit'), world('weeks-commit-one')]);
    await calendarOf(oneWeek).simulateWeeks({ weeks: 1 });
    let opened = 0;
    const batchSource: BatchSource = {
      async open(preload) {
        const batch = await failing.batchSource!.open(preload);
        opened += 1;
        return opened === 2 ? { ...batch, commit: () => Promise.reject(new Error('QuotaExceededError')) } : batch;
      },
    };

    const summary = await createCalendarServices({ ...failing, batchSource }).simulateWeeks({ weeks: 3 });

    expect(summary).toMatchObject({ outcome: 'failed', weeksDone: 1, failure: { week: 2, message: 'QuotaExceededError' } });
    expect(await everyRow(failing)).toEqual(await everyRow(oneWeek));
  }, 60_000);

  it('cancelling during week 1 of 3 stops after that week, saved whole', async () => {
    const deps = await world('weeks-cancel');
    const controller = new AbortController();
    const summary = await calendarOf(deps).simulateWeeks(
      { weeks: 3 },
      { signal: controller.signal, onProgress: (p) => p.weekDone === 1 && controller.abort() },
    );
    expect(summary).toMatchObject({ outcome: 'cancelled', weeks: 3, weeksDone: 1, failure: null, endDate: '2026-03-18' });
    expect((await deps.repos.Production.all()).map((p) => [p.date, p.complete])).toEqual([
      ['2026-03-09', true],
      ['2026-03-13', true],
    ]);
  }, 60_000);
});

describe('when the target cannot be run', () => {
  it.each([
    [{ weeks: 0 }, 'Weeks must be between 1 and 52.'],
    [{ weeks: 53 }, 'Weeks must be between 1 and 52.'],
    [{ weeks: 2.5 }, 'Weeks must be a whole number.'],
    [{}, 'Choose a number of weeks or a date.'],
    [{ until: '2026-03-11' }, /^The date must be after the game date/],
    [{ until: '2027-03-07' }, /^The date must be at most a year ahead/],
  ])('%j is refused and nothing is written', async (target, message) => {
    const deps = await world('weeks-refused');
    await expect(calendarOf(deps).simulateWeeks(target)).rejects.toThrow(message);
    expect(await deps.repos.Production.count()).toBe(0);
    expect((await deps.repos.Game.get(1))!.date).toBe('2026-03-11');
  });

  it('needs a batch source, or its weeks could not be whole', async () => {
    const deps = await world('weeks-no-batch');
    await expect(calendarOf({ ...deps, batchSource: undefined }).simulateWeeks({ weeks: 1 })).rejects.toThrow(/batch source/);
  });
});
