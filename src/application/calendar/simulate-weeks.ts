import { messageOf } from '../../domain/errors';
import type { IsoDate } from '../../domain/entities/base';
import type { BatchSource } from '../ports/batch-source.port';
import { requireGame } from '../game';
import { createMoveCalendar } from './move-calendar';
import { openSweepBatch, sweepWindow, type SweepDeps } from './sweep-window';
import { retryOnConflict } from '../edits/retry-on-conflict';
import { weeksOf, weeksTargetProblem, type WeeksTarget } from './weeks-target';
import { summariseWeeks, type WeeksRun, type WeeksSummary } from './weeks-summary';

/** Where a run of weeks is: the week under way (1-based) and the productions worked through. */
export interface WeeksProgress {
  week: number;
  weeks: number;
  /** Weeks saved so far. */
  weeksDone: number;
  /** Productions done in this week, of the empty shows its window holds (0 until they are known). */
  weekDone: number;
  weekTotal: number;
  /** Productions done in the whole run, this week's included. */
  productionsDone: number;
}

export interface SimulateWeeksOptions {
  onProgress?: (progress: WeeksProgress) => void;
  /** Aborting stops the run after the week under way (which is saved whole). */
  signal?: AbortSignal;
}

/**
 * Issue 13 "Simulate many weeks at once": week after week, simulate the window's empty productions
 * (the sweep of "Simulate empty productions", unchanged) and then move the calendar forward (SPEC
 * §4 day advance). A week is one write-behind batch committed in one transaction, date included,
 * so a cancelled or failed run leaves whole weeks: a week where any show fails is not saved and
 * the run stops there. A week whose commit meets a change made in another tab runs again afresh.
 */
export function createSimulateWeeks(deps: SweepDeps) {
  /** One week in its own batch; rejects (having written nothing) when any part of it fails. */
  async function simulateWeek(batchSource: BatchSource, onProgress: (done: number, total: number) => void) {
    const { storage, batch } = await openSweepBatch(deps, batchSource);
    const problems: string[] = [];
    const sweep = await sweepWindow(deps, storage, { simulate: true, onProgress, onProblem: (m) => problems.push(m) });
    if (problems.length > 0) throw new Error(problems.join(' '));
    const game = await createMoveCalendar({ ...storage, productions: deps.productions, inBatch: true }).forward();
    await batch.commit();
    return { sweep, date: game.date };
  }

  return async function simulateWeeks(target: WeeksTarget, options: SimulateWeeksOptions = {}): Promise<WeeksSummary> {
    const { onProgress, signal } = options;
    // Without a batch the week's writes would land one by one: no whole weeks to promise.
    if (!deps.batchSource) throw new Error('Simulating weeks needs a batch source: each week is saved in one transaction.');
    const game = await requireGame(deps.repos);
    const problem = weeksTargetProblem(target, game);
    if (problem) throw new Error(problem);
    const weeks = weeksOf(target, game);
    const run: WeeksRun = {
      outcome: 'finished', weeks, weeksDone: 0, failure: null, startDate: game.date, endDate: game.date,
      productionIds: [], skipped: 0, brandsBefore: await deps.repos.Brand.all(), startedAt: deps.clock.now(), endedAt: '',
    };
    for (let week = 1; week <= weeks; week += 1) {
      if (signal?.aborted) {
        run.outcome = 'cancelled';
        break;
      }
      const before = run.productionIds.length;
      const report = (weekDone: number, weekTotal: number) =>
        onProgress?.({ week, weeks, weeksDone: run.weeksDone, weekDone, weekTotal, productionsDone: before + weekDone });
      try {
        const source = deps.batchSource;
        const { sweep, date } = await retryOnConflict(deps.logger, `week ${week} was simulated`, () => simulateWeek(source, report));
        Object.assign(run, { weeksDone: week, endDate: date, skipped: run.skipped + sweep.skipped });
        run.productionIds.push(...sweep.productionIds);
        report(sweep.total, sweep.total);
      } catch (error) {
        deps.logger.error(`Could not simulate week ${week} of ${weeks}; that week was not saved`, error);
        Object.assign(run, { outcome: 'failed', failure: { week, date: run.endDate as IsoDate, message: messageOf(error) } });
        break;
      }
    }
    run.endedAt = deps.clock.now();
    return summariseWeeks(deps.repos, run);
  };
}
