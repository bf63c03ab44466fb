import { COMPLETION_PIPELINE } from './completion-pipeline';

/** The twelve steps of SPEC §4 "Production" in order, as a player reads them (from the pipeline). */
export const COMPLETION_STEP_LABELS: readonly string[] = COMPLETION_PIPELINE.map((step) => step.label);

/** SPEC §4 steps; the commit that saves them all is step 13. */
export const COMPLETION_STEP_COUNT = COMPLETION_PIPELINE.length;
export const COMMIT_STEP = COMPLETION_STEP_COUNT + 1;

export interface CompletionProgress {
  /** 1..12 for the SPEC steps, 13 while saving. */
  step: number;
  total: number;
  label: string;
  /** "Step 3 of 12: recording results", or "Saving the results" during the commit. */
  text: string;
}

export function completionProgress(step: number): CompletionProgress {
  if (step >= COMMIT_STEP) return { step, total: COMPLETION_STEP_COUNT, label: 'saving', text: 'Saving the results' };
  const label = COMPLETION_STEP_LABELS[Math.max(0, step - 1)];
  return { step, total: COMPLETION_STEP_COUNT, label, text: `Step ${step} of ${COMPLETION_STEP_COUNT}: ${label}` };
}
