import { createCalendarServices } from '../../../src/application/calendar';
import { SWEEP_ATTEMPTS } from '../../../src/application/edits/retry-on-conflict';
import type { BatchSource } from '../../../src/application/ports/batch-source.port';
import { createProductionServices } from '../../../src/application/production';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { dexieDeps, putGame, type TestDeps } from '../support';

// Issue 14: a sweep's batch whose commit meets another tab's write writes nothing and runs again.
// The game date is Wednesday 11 March 2026: the window holds Monday 9 and Friday 13.
async function world(name: string) {
  const deps = dexieDeps(name, 5);
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw', balance: 1_000 }]);
  await putGame(deps, { gender: 'MALE', brandIds: [raw.id] });
  await deps.repos.Wrestler.bulkCreate(Array.from({ length: 12 }, (_, i) => ({ name: `W${i}`, points: 45 + i * 3, brandIds: [raw.id] })));
  await deps.repos.Show.bulkCreate([
    { name: 'Monday', dayIndex: 1, defaultAmountSegments: 3, brandIds: [raw.id], income: 1_000_000 },
    { name: 'Friday', dayIndex: 5, defaultAmountSegments: 2, brandIds: [raw.id], income: 900_000 },
  ]);
  return deps;
}

/** Another tab adds a follower to every wrestler just before the first `times` commits. */
function otherTabBefore(deps: TestDeps, times: number) {
  const counter = { opened: 0, interfered: 0 };
  const batchSource: BatchSource = {
    async open(preload) {
      const batch = await deps.batchSource!.open(preload);
      counter.opened += 1;
      const commit = async () => {
        if (counter.interfered < times) {
          counter.interfered += 1;
          const everyone = await deps.repos.Wrestler.all();
          await deps.repos.Wrestler.bulkPut(everyone.map((w) => ({ ...w, followers: w.followers + 1 })));
        }
        return batch.commit();
      };
      return { ...batch, commit };
    },
  };
  return { batchSource, counter };
}

const results = (wrestlers: Wrestler[]) => wrestlers.reduce((sum, w) => sum + w.wins + w.losses + w.draws, 0);

describe('when another tab writes while the empty productions are simulated', () => {
  it('simulates them again in a fresh batch, keeping the other tab\'s change and every result', async () => {
    const deps = await world('sweep-conflict');
    const before = await deps.repos.Wrestler.all();
    const { batchSource, counter } = otherTabBefore(deps, 1);
    const summary = await createCalendarServices({ ...deps, batchSource, productions: createProductionServices }).simulateEmptyProductions();
    expect(counter.opened).toBe(2);
    expect(summary).toMatchObject({ total: 2, failed: 0, completions: { completed: 2 } });
    expect(summary.notSaved).toBeUndefined();
    const after = await deps.repos.Wrestler.all();
    expect(after.map((w) => w.followers >= before.find((b) => b.id === w.id)!.followers + 1)).not.toContain(false);
    expect(results(after)).toBeGreaterThan(results(before));
    expect((await deps.repos.Production.all()).map((p) => p.complete)).toEqual([true, true]);
    expect(deps.logger.warn).toHaveBeenCalledWith(expect.stringContaining('trying again (2 of'), expect.anything());
  }, 60_000);

  it('reports that nothing was saved when the game keeps changing, and saves nothing of its own', async () => {
    const deps = await world('sweep-conflict-busy');
    const { batchSource, counter } = otherTabBefore(deps, SWEEP_ATTEMPTS);
    const summary = await createCalendarServices({ ...deps, batchSource, productions: createProductionServices }).simulateEmptyProductions();
    expect(counter.opened).toBe(SWEEP_ATTEMPTS);
    expect(summary).toMatchObject({ total: 2, failed: 2, completions: {}, productionIds: [] });
    expect(summary.notSaved).toMatch(/changed while this was being simulated.*nothing was saved/);
    expect(await deps.repos.Production.count()).toBe(0);
    expect(await deps.repos.Segment.count()).toBe(0);
  }, 60_000);
});

describe('when another tab writes during a run of weeks', () => {
  it('simulates the week again afresh and finishes the run', async () => {
    const deps = await world('weeks-conflict');
    const { batchSource, counter } = otherTabBefore(deps, 1);
    const summary = await createCalendarServices({ ...deps, batchSource }).simulateWeeks({ weeks: 2 });
    expect(summary).toMatchObject({ outcome: 'finished', weeksDone: 2, failure: null });
    expect(counter.opened).toBe(3);
    expect((await deps.repos.Production.all()).map((p) => p.complete)).toEqual([true, true, true, true]);
  }, 60_000);
});
