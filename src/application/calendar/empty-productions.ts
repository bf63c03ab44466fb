import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { TableName } from '../../domain/entities/tables';
import type { Batch } from '../ports/batch-source.port';
import type { Repositories } from '../ports/unit-of-work.port';
import { createProductionServices } from '../production';
import { createRandomiseProduction } from '../segments/randomise-segment';
import { buildSchedule, occurrencesOf, type ScheduledShow } from './schedule';
import { freshRng, type UseCaseDeps } from '../deps';

/** The productions feature's use cases (creating and completing a production is not ours). */
export interface ProductionLifecycle {
  createProduction: (input: { showId: number; date: string }) => Promise<Stored<Production>>;
  completeProduction: (productionId: number) => Promise<{ status: string }>;
}

/**
 * The production use cases over the storage they are given: the database itself, or a week's
 * batch of writes kept in memory (see `run` below).
 */
export type ProductionLifecycleFor = (deps: UseCaseDeps) => ProductionLifecycle;

export type OnProgress = (done: number, total: number) => void;

export interface EmptyProductionsSummary {
  /** Empty show occurrences in the window (the work to do). */
  total: number;
  /** Occurrences left alone: their production is complete or already booked. */
  skipped: number;
  /** Productions created for occurrences that had none. */
  created: number;
  /** Productions whose segments were randomised. */
  randomised: number;
  /** Completion results by the status completeProduction reported (simulate only). */
  completions: Record<string, number>;
  /** Occurrences whose work threw (logged, the rest carried on). */
  failed: number;
  /** The productions worked on, in schedule order. */
  productionIds: number[];
}

/** Empty: no production yet, or an incomplete one where nobody appears in any segment. */
async function isEmpty(repos: Repositories, occurrence: ScheduledShow): Promise<boolean> {
  const { production } = occurrence;
  if (!production) return true;
  if (production.complete) return false;
  const segments = await repos.Segment.getMany(production.segmentIds);
  return segments.every((segment) => segment.appearanceIds.length === 0);
}

/** `productions` replaces the production feature's own use cases (tests count and fail them). */
type Deps = UseCaseDeps & { productions?: ProductionLifecycleFor };

/**
 * The tables a sweep scans (schedule, randomising, completion): read whole, once, when it starts.
 * Productions are asked for by date and show through their indexes instead (hundreds by the end
 * of a season, a handful wanted).
 */
const SCANNED: readonly TableName[] = ['Game', 'Show', 'Wrestler', 'Championship', 'Reign', 'Brand'];

/** Storage for one sweep: a batch written in one transaction when a batch source is given, else the database. */
async function storageFor(deps: Deps): Promise<{ deps: UseCaseDeps; batch?: Batch }> {
  if (!deps.batchSource) return { deps };
  const batch = await deps.batchSource.open(SCANNED);
  return { deps: { ...deps, repos: batch.repos, unitOfWork: batch.unitOfWork }, batch };
}

/**
 * SPEC §7 "randomise empty productions" and "simulate empty productions" over the schedule window:
 * each empty occurrence gets a production (created when missing) whose segments are randomised;
 * simulate then completes it. A failure is logged and counted; the others still run.
 */
export function createEmptyProductions(deps: Deps) {
  const productionsOver: ProductionLifecycleFor = deps.productions ?? createProductionServices;
  // Issue 8: with a batch, a week of productions (about ten, each created, randomised and
  // completed) is one transaction instead of four per production. The use cases run unchanged
  // on the batch; each completion still rolls back alone when it fails.
  const run = async (simulate: boolean, onProgress?: OnProgress): Promise<EmptyProductionsSummary> => {
    const { deps: scoped, batch } = await storageFor(deps);
    const { createProduction, completeProduction } = productionsOver(scoped);
    const randomiseProduction = createRandomiseProduction(scoped);
    const occurrences = occurrencesOf(await buildSchedule(scoped.repos));
    const empty: ScheduledShow[] = [];
    for (const occurrence of occurrences) if (await isEmpty(scoped.repos, occurrence)) empty.push(occurrence);

    const summary: EmptyProductionsSummary = {
      total: empty.length,
      skipped: occurrences.length - empty.length,
      created: 0,
      randomised: 0,
      completions: {},
      failed: 0,
      productionIds: [],
    };
    onProgress?.(0, empty.length);
    for (const [index, occurrence] of empty.entries()) {
      try {
        let production = occurrence.production;
        if (!production) {
          production = await createProduction({ showId: occurrence.show.id, date: occurrence.date });
          summary.created += 1;
        }
        summary.productionIds.push(production.id);
        // One seed per production, so a whole card can be replayed.
        await randomiseProduction({ production, rng: freshRng(deps.random) });
        summary.randomised += 1;
        if (simulate) {
          const { status } = await completeProduction(production.id);
          summary.completions[status] = (summary.completions[status] ?? 0) + 1;
        }
      } catch (error) {
        summary.failed += 1;
        deps.logger.error(`Could not fill ${occurrence.show.name} on ${occurrence.date}`, error);
      }
      // With a batch, the last step is the commit.
      if (!batch || index + 1 < empty.length) onProgress?.(index + 1, empty.length);
    }
    if (batch) {
      await commitOrFail(batch, summary, deps);
      if (empty.length > 0) onProgress?.(empty.length, empty.length);
    }
    return summary;
  };

  return {
    randomiseEmptyProductions: (onProgress?: OnProgress) => run(false, onProgress),
    simulateEmptyProductions: (onProgress?: OnProgress) => run(true, onProgress),
  };
}

/** A batch that cannot be written leaves the database as it was: every occurrence counts as failed. */
async function commitOrFail(batch: Batch, summary: EmptyProductionsSummary, deps: Deps): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    deps.logger.error('Could not save the simulated productions; nothing was changed', error);
    Object.assign(summary, { created: 0, randomised: 0, completions: {}, failed: summary.total, productionIds: [] });
  }
}
