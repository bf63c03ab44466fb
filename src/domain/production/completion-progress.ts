/** The twelve steps of SPEC §4 "Production" in order, then the commit, as a player reads them. */
export const COMPLETION_STEP_LABELS = [
  'loading the production',
  'simulating segments',
  'recording results',
  'crediting brands',
  'changing alignments',
  'retiring wrestlers',
  'updating championships',
  'updating reigns',
  'marking the production complete',
  'rating segments',
  'raising viewers',
  'assigning storylines',
] as const;

/** SPEC §4 steps; the commit that saves them all is step 13. */
export const COMPLETION_STEP_COUNT = COMPLETION_STEP_LABELS.length;
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
