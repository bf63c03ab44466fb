import type { Batch } from '../ports/batch-source.port';
import type { UseCaseDeps } from '../deps';
import { openSweepBatch, sweepWindow, type EmptyProductionsSummary, type OnProgress, type SweepDeps } from './sweep-window';
import { isStorageFull } from '../../domain/errors';

export type { EmptyProductionsSummary, OnProgress, ProductionLifecycle, ProductionLifecycleFor } from './sweep-window';

/** Storage for one sweep: a batch written in one transaction when a batch source is given, else the database. */
async function storageFor(deps: SweepDeps): Promise<{ deps: UseCaseDeps; batch?: Batch }> {
  if (!deps.batchSource) return { deps };
  const { storage, batch } = await openSweepBatch(deps, deps.batchSource);
  return { deps: storage, batch };
}

/**
 * SPEC §7 "randomise empty productions" and "simulate empty productions" over the schedule window
 * (the work itself is `sweepWindow`).
 */
export function createEmptyProductions(deps: SweepDeps) {
  // Issue 8: with a batch, a week of productions (about ten, each created, randomised and
  // completed) is one transaction instead of four per production. The use cases run unchanged
  // on the batch; each completion still rolls back alone when it fails.
  const run = async (simulate: boolean, onProgress?: OnProgress): Promise<EmptyProductionsSummary> => {
    const { deps: scoped, batch } = await storageFor(deps);
    // With a batch, the last step is the commit: "all done" waits for it.
    const progress: OnProgress = (done, total) => {
      if (!batch || done < total || total === 0) onProgress?.(done, total);
    };
    const summary = await sweepWindow(deps, scoped, { simulate, onProgress: progress });
    if (batch) {
      await commitOrFail(batch, summary, deps);
      if (summary.total > 0) onProgress?.(summary.total, summary.total);
    }
    return summary;
  };

  return {
    randomiseEmptyProductions: (onProgress?: OnProgress) => run(false, onProgress),
    simulateEmptyProductions: (onProgress?: OnProgress) => run(true, onProgress),
  };
}

/** A batch that cannot be written leaves the database as it was: every occurrence counts as failed. */
async function commitOrFail(batch: Batch, summary: EmptyProductionsSummary, deps: SweepDeps): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    deps.logger.error('Could not save the simulated productions; nothing was changed', error);
    // Issue 14: a full disk is the player's to fix, so it is said (the screen shows messageOf's storage-full text).
    if (isStorageFull(error)) throw error;
    Object.assign(summary, { created: 0, randomised: 0, completions: {}, failed: summary.total, productionIds: [] });
  }
}
