import type { CompletionWork } from '../production/completion-work';

// Types of the production completion machine (production-completion.machine.ts), kept apart so
// the machine file reads as the flow.

export interface CompletionInput {
  productionId: number;
}

export interface StepInput {
  work: CompletionWork;
}

export type CompletionStatus = 'running' | 'completed' | 'alreadyComplete' | 'failed';

export interface CompletionContext {
  productionId: number;
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

/** The actors of steps 2..12 and the commit: each takes `{ work }` and returns the next work. */
export const STEP_ACTORS = [
  'simulateSegments',
  'recordResults',
  'creditBrands',
  'changeAlignments',
  'applyRetirements',
  'updateChampionships',
  'updateReigns',
  'markComplete',
  'rateSegments',
  'raiseViewers',
  'assignStorylines',
  'commitCompletion',
] as const;

export type StepActor = (typeof STEP_ACTORS)[number];
