import { createActor, fromPromise, toPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { isRecordConflict } from '../../domain/entities/record-conflict';
import { ErrorMessages } from '../../domain/errors';
import {
  productionCompletionMachine,
  type CompletionMachine,
  type CompletionOutput,
  type LoadInput,
  type StepInput,
} from '../../domain/machines/production-completion.machine';
import { completionProgress, type CompletionProgress } from '../../domain/production/completion-progress';
import type { CompletionWork } from '../../domain/production/completion-work';
import type { CommittedWrites } from '../ports/committed-writes.port';
import type { Logger } from '../ports/logger.port';
import type { RandomSource } from '../ports/random-source.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { retryOnConflict } from '../edits/retry-on-conflict';
import { commitCompletion } from './commit-completion';
import { CompletionConflictError } from './completion-failure';
import { loadCompletionWork } from './load-completion';

export interface CompleteProductionDeps {
  repos: Repositories;
  /** Issue 19: the card's refresh after a booking edit takes the rows written from it (production-view.ts). */
  writes?: CommittedWrites;
  unitOfWork: UnitOfWork;
  random: RandomSource;
  logger: Logger;
  /** Attached to every completion actor (the Stately inspector with `?inspect`). */
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
  /**
   * The completion statechart; the default is the domain's. Tests inject a fault with
   * `buildCompletionMachine(withStep(COMPLETION_PIPELINE, name, faulty))`.
   */
  machine?: CompletionMachine;
}

export interface CompleteProductionOptions {
  /** Replays a simulation; a fresh seed is drawn when absent. Stored on the production. */
  seed?: number;
  /** Called as each step starts: "Step 3 of 12: recording results". */
  onStep?: (progress: CompletionProgress) => void;
}

export interface CompletionResult {
  status: CompletionOutput['status'];
  /** The stored production after completion (or as found, when it was already complete). */
  production?: Stored<Production>;
  /** Everything the run computed (finances, viewers breakdown, new reigns), for the UI. */
  work?: CompletionWork;
  error?: unknown;
}

/** Runs of one completion before a conflict is reported (each after a fresh read). */
export const COMPLETION_ATTEMPTS = 4;

export type CompleteProduction = (productionId: number, options?: CompleteProductionOptions) => Promise<CompletionResult>;

/**
 * SPEC §4 production completion: runs the completion statechart (built from the domain's pipeline
 * table) with the two effects only the application has: loading the production and the atomic
 * commit. The seed and random stream come in through the machine's input, so the machine is
 * provided once per instance, not once per completion (xstate re-formats every transition on
 * provide, ~2 ms a production over a season: issue 8).
 * Completions run one after another in this tab (a promise queue); against another tab, the commit
 * checks inside its transaction that what it writes is still as read, and a conflict runs the
 * completion again on fresh data. A failure is logged and returned, never thrown.
 */
export function createCompleteProduction(deps: CompleteProductionDeps): CompleteProduction {
  const { unitOfWork, random, logger, inspect } = deps;
  const machine = (deps.machine ?? productionCompletionMachine).provide({
    actors: {
      // One transaction for the whole read instead of one per query (issue 8): a season loads ~500.
      loadProduction: fromPromise<CompletionWork, LoadInput>(({ input }) =>
        unitOfWork.run((tx) => loadCompletionWork(tx, input.productionId, input.seed, logger)),
      ),
      commitCompletion: fromPromise<CompletionWork, StepInput>(({ input }) => commitCompletion(unitOfWork, input.work)),
    },
  });

  async function completeOnce(productionId: number, { seed = random.newSeed(), onStep }: CompleteProductionOptions): Promise<CompletionOutput> {
    const actor = createActor(machine, { input: { productionId, seed, rng: random.fromSeed(seed) }, inspect });
    let step = 0;
    actor.subscribe((snapshot) => {
      if (snapshot.context.step === step) return;
      step = snapshot.context.step;
      try {
        onStep?.(completionProgress(step));
      } catch (error) {
        logger.warn('Completion progress listener failed', error);
      }
    });
    const output: CompletionOutput = await toPromise(actor.start()).catch((error: unknown) => ({ status: 'failed', work: null, error }));
    return output;
  }

  /**
   * Issue 14: a commit that finds a record changed elsewhere (another tab) writes nothing; the
   * completion is idempotent, so it runs again on fresh data, with the same seed, a few times.
   */
  async function complete(productionId: number, options: CompleteProductionOptions): Promise<CompletionResult> {
    const seed = options.seed ?? random.newSeed();
    // The run returns its failure (it never throws); a conflict is thrown to the retry, and the last one returned.
    const output = await retryOnConflict(
      logger,
      `production ${productionId} was completed`,
      async () => {
        const once = await completeOnce(productionId, { ...options, seed });
        if (isRecordConflict(once.error)) throw once.error;
        return once;
      },
      COMPLETION_ATTEMPTS,
    ).catch((error: unknown): CompletionOutput => ({ status: 'failed', work: null, error }));
    if (output.status === 'failed') {
      const error = isRecordConflict(output.error) ? new CompletionConflictError(output.error) : output.error;
      logger.error(ErrorMessages.errorCompletingProduction, error);
      return { status: output.status, error };
    }
    return { status: output.status, production: output.work?.production, work: output.work ?? undefined };
  }

  let queue: Promise<unknown> = Promise.resolve();
  return (productionId, options = {}) => {
    const run = queue.then(() => complete(productionId, options));
    queue = run.catch(() => undefined);
    return run;
  };
}
