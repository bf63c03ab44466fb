import type { CompletionStepName } from '../production/completion-pipeline';
import type { CompletionWork } from '../production/completion-work';
import type { Rng } from '../rules/rng';

// Types of the production completion machine (production-completion.machine.ts), kept apart so
// the machine file reads as the flow.

export interface CompletionInput {
  productionId: number;
  /** Stored on the completed production, so the run can be replayed. */
  seed: number;
  /** The random stream every pure step draws from (seeded with `seed`). */
  rng: Rng;
}

/** What the application's `loadProduction` actor gets. */
export interface LoadInput {
  productionId: number;
  seed: number;
}

/** What each step actor and the commit get: the work so far (and the random stream). */
export interface StepInput {
  work: CompletionWork;
  rng: Rng;
}

export type CompletionStatus = 'running' | 'completed' | 'alreadyComplete' | 'failed';

export interface CompletionContext extends CompletionInput {
  /** 1..12 for the SPEC steps, 13 during the commit (see completionProgress). */
  step: number;
  work: CompletionWork | null;
  error: unknown;
  status: CompletionStatus;
}

export interface CompletionOutput {
  status: Exclude<CompletionStatus, 'running'>;
  work: CompletionWork | null;
  error: unknown;
}

/** `working` while a step runs, `saving` during the commit, `finished` in every final state. */
export type CompletionTag = 'working' | 'saving' | 'finished';

/** The actors after loading: the pure steps 2..12, then the commit. */
export type StepActor = CompletionStepName | 'commitCompletion';
