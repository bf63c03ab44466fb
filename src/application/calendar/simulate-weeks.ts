import { messageOf } from '../../domain/errors';
import type { IsoDate } from '../../domain/entities/base';
import type { BatchSource } from '../ports/batch-source.port';
import { requireGame } from '../game';
import { createMoveCalendar } from './move-calendar';
import { openSweepBatch, sweepWindow, type SweepDeps } from './sweep-window';
import { retryOnConflict } from '../edits/retry-on-conflict';
import { weeksOf, weeksTargetProblem, type WeeksTarget } from './weeks-target';
import { summariseWeeks, type WeeksRun, type WeeksSummary } from './weeks-summary';
import type { ForwardOptions } from './move-calendar';
import { playOrders, playsOrders } from '../orders/orders-week';
import { ordersOf } from '../../domain/entities/standing-orders';
import { cardKey, type CardDecision, type OrderDecision } from '../../domain/rules/living/standing-orders';
import { describeDecisions } from '../orders/decision-view';
import { buildSchedule, occurrencesOf, type ScheduledShow } from './schedule';
import type { UseCaseDeps } from '../deps';

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
  /** What the rivals' week of each forward move did (the season report counts their shows). */
  onRivalShows?: ForwardOptions['onRivalShows'];
}

/** A week the standing orders stopped before: what is due outside them (nothing of the week was saved). */
class StoppedForDecisions {
  constructor(readonly decisions: OrderDecision[]) {}
}

/** A card of the player's the booker could not fill (or left empty): a decision, unless the player let the booker run it. */
const unfilledCard = (occurrence: ScheduledShow, why: string): CardDecision => ({
  kind: 'card', key: cardKey(occurrence.show.id, occurrence.date), showId: occurrence.show.id, date: occurrence.date,
  show: occurrence.show.name, productionId: occurrence.production?.id ?? null,
  why: `The booker could not fill ${occurrence.show.name}: ${why}`,
});

/** The window's occurrences whose production the sweep completed with nobody in any segment. */
async function emptyCards(storage: UseCaseDeps, productionIds: readonly number[]): Promise<ScheduledShow[]> {
  const ids = new Set(productionIds);
  const empty: ScheduledShow[] = [];
  for (const occurrence of occurrencesOf(await buildSchedule(storage.repos))) {
    const { production } = occurrence;
    if (!production || !ids.has(production.id)) continue;
    const segments = await storage.repos.Segment.getMany(production.segmentIds);
    if (segments.every((segment) => segment.appearanceIds.length === 0)) empty.push(occurrence);
  }
  return empty;
}

/**
 * Issue 13 "Simulate many weeks at once": week after week, simulate the window's empty productions
 * (the sweep of "Simulate empty productions", unchanged) and then move the calendar forward (SPEC
 * §4 day advance). A week is one write-behind batch committed in one transaction, date included,
 * so a cancelled or failed run leaves whole weeks: a week where any show fails is not saved and
 * the run stops there. A week whose commit meets a change made in another tab runs again afresh.
 */
export function createSimulateWeeks(deps: SweepDeps) {
  /**
   * One week in its own batch; rejects (having written nothing) when any part of it fails. Under
   * living rules (issue 33) the standing orders play first: a decision outside them due this week
   * stops the run before the week (the batch is dropped, nothing written); so does a card of the
   * player's the booker could not fill or left empty, unless the player let the booker run it.
   */
  async function simulateWeek(batchSource: BatchSource, onProgress: (done: number, total: number) => void, forward: ForwardOptions) {
    const { storage, batch } = await openSweepBatch(deps, batchSource);
    const game = await requireGame(storage.repos);
    const orders = playsOrders(game) ? ordersOf(game) : null;
    const lines: string[] = [];
    if (orders) {
      const step = await playOrders(storage);
      if (step.decisions.length > 0) throw new StoppedForDecisions(step.decisions);
      lines.push(...step.lines);
    }
    const waived = new Set(orders?.waived ?? []);
    const letRun = (o: ScheduledShow) => waived.has(cardKey(o.show.id, o.date));
    const problems: string[] = [];
    const unfilled: CardDecision[] = [];
    const sweep = await sweepWindow(deps, storage, {
      simulate: true,
      onProgress,
      only: orders && !orders.fillCards ? letRun : undefined,
      // A card the booker found nobody for is the player's decision under standing orders; without
      // orders, or once the player let the booker run it, it is left unplayed and the week goes on.
      onProblem: (message, occurrence, kind) => {
        if (orders && !letRun(occurrence)) unfilled.push(unfilledCard(occurrence, message));
        else if (kind !== 'unfilled') problems.push(message);
      },
    });
    if (orders) {
      for (const o of await emptyCards(storage, sweep.productionIds))
        if (!letRun(o)) unfilled.push(unfilledCard(o, 'too few of your wrestlers could appear, and the card was left empty.'));
      if (unfilled.length > 0) throw new StoppedForDecisions(unfilled);
    }
    if (problems.length > 0) throw new Error(problems.join(' '));
    const moved = await createMoveCalendar({ ...storage, productions: deps.productions, inBatch: true }).forward(forward);
    if (orders) lines.push(...(await playOrders(storage, { titlesOnly: true })).lines);
    await batch.commit();
    return { sweep, date: moved.date, lines };
  }

  return async function simulateWeeks(target: WeeksTarget, options: SimulateWeeksOptions = {}): Promise<WeeksSummary> {
    const { onProgress, signal, onRivalShows } = options;
    // Without a batch the week's writes would land one by one: no whole weeks to promise.
    if (!deps.batchSource) throw new Error('Simulating weeks needs a batch source: each week is saved in one transaction.');
    const game = await requireGame(deps.repos);
    const problem = weeksTargetProblem(target, game);
    if (problem) throw new Error(problem);
    const weeks = weeksOf(target, game);
    const run: WeeksRun & Pick<WeeksSummary, 'decisions' | 'ordersDone'> = {
      outcome: 'finished', weeks, weeksDone: 0, failure: null, startDate: game.date, endDate: game.date,
      productionIds: [], skipped: 0, brandsBefore: await deps.repos.Brand.all(), startedAt: deps.clock.now(), endedAt: '',
      decisions: [], ordersDone: [],
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
        // The rivals' week is reported once the week is saved (a retried week reports only its last try).
        let rivals: Parameters<NonNullable<ForwardOptions['onRivalShows']>>[0] | null = null;
        const forward: ForwardOptions = { onRivalShows: (summary) => (rivals = summary) };
        const { sweep, date, lines } = await retryOnConflict(deps.logger, `week ${week} was simulated`, () => simulateWeek(source, report, forward));
        if (rivals) onRivalShows?.(rivals);
        Object.assign(run, { weeksDone: week, endDate: date, skipped: run.skipped + sweep.skipped });
        run.productionIds.push(...sweep.productionIds);
        run.ordersDone.push(...lines);
        report(sweep.total, sweep.total);
      } catch (error) {
        if (error instanceof StoppedForDecisions) {
          const [brands, companies] = await Promise.all([deps.repos.Brand.all(), deps.repos.Company.all()]);
          Object.assign(run, { outcome: 'decision', decisions: describeDecisions(error.decisions, brands, companies) });
          break;
        }
        deps.logger.error(`Could not simulate week ${week} of ${weeks}; that week was not saved`, error);
        Object.assign(run, { outcome: 'failed', failure: { week, date: run.endDate as IsoDate, message: messageOf(error) } });
        break;
      }
    }
    run.endedAt = deps.clock.now();
    return summariseWeeks(deps.repos, run);
  };
}
