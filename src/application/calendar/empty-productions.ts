import { messageOf } from '../../domain/errors';
import type { BatchSource } from '../ports/batch-source.port';
import { openSweepBatch, sweepWindow, type EmptyProductionsSummary, type OnProgress, type SweepDeps } from './sweep-window';
import { retryOnConflict } from '../edits/retry-on-conflict';

export type { EmptyProductionsSummary, OnProgress, ProductionLifecycle, ProductionLifecycleFor } from './sweep-window';

/**
 * SPEC §7 "randomise empty productions" and "simulate empty productions" over the schedule window
 * (the work itself is `sweepWindow`).
 */
export function createEmptyProductions(deps: SweepDeps) {
  // Issue 8: with a batch, a week of productions (about ten, each created, randomised and
  // completed) is one transaction instead of four per production. The use cases run unchanged
  // on the batch; each completion still rolls back alone when it fails.
  const run = async (simulate: boolean, onProgress?: OnProgress): Promise<EmptyProductionsSummary> => {
    if (!deps.batchSource) return sweepWindow(deps, deps, { simulate, onProgress });
    const summary = await sweepAndCommit(deps, deps.batchSource, simulate, onProgress);
    if (summary.total > 0) onProgress?.(summary.total, summary.total);
    return summary;
  };

  return {
    randomiseEmptyProductions: (onProgress?: OnProgress) => run(false, onProgress),
    simulateEmptyProductions: (onProgress?: OnProgress) => run(true, onProgress),
  };
}

/**
 * The sweep in a batch, committed; a conflict with another tab runs it again in a fresh batch. A
 * batch that cannot be written leaves the database as it was: every occurrence counts as failed,
 * and `notSaved` says why.
 */
async function sweepAndCommit(deps: SweepDeps, source: BatchSource, simulate: boolean, onProgress?: OnProgress) {
  // With a batch, the last step is the commit: "all done" waits for it.
  const progress: OnProgress = (done, total) => {
    if (done < total || total === 0) onProgress?.(done, total);
  };
  let summary: EmptyProductionsSummary | null = null;
  try {
    return await retryOnConflict(deps.logger, 'the productions were simulated', async () => {
      summary = null;
      const { storage, batch } = await openSweepBatch(deps, source);
      summary = await sweepWindow(deps, storage, { simulate, onProgress: progress });
      await batch.commit();
      return summary;
    });
  } catch (error) {
    if (!summary) throw error;
    deps.logger.error('Could not save the simulated productions; nothing was changed', error);
    const failed: EmptyProductionsSummary = summary;
    return { ...failed, created: 0, randomised: 0, completions: {}, failed: failed.total, productionIds: [], notSaved: messageOf(error) };
  }
}
