import { updateChampionships, updateReigns } from './championship-steps';
import {
  applyRetirements,
  assignStorylines,
  changeAlignments,
  creditBrandsStep,
  rateSegments,
  raiseViewers,
  recordResults,
  simulateSegments,
} from './completion-steps';
import type { CompletionStep } from './completion-work';
import { snapshotOf, withReplaySnapshot } from '../report/replay-snapshot';
import { LIVING_STEPS, ruledStep } from './living-steps';

/** One SPEC §4 completion step: its machine state and actor, and how a player reads it. */
export interface PipelineStage<Actor extends string = string> {
  state: string;
  actor: Actor;
  /** "Step 3 of 12: recording results". */
  label: string;
}

/** Steps 2..12: a pure function of the work so far and the completion's random stream. */
export interface PipelineStep<Actor extends string = string> extends PipelineStage<Actor> {
  run: CompletionStep;
}

/** Step 1 reads the production (an effect the application provides); every later step is pure. */
export type CompletionPipeline = readonly [PipelineStage<'loadProduction'>, ...PipelineStep[]];

/**
 * Step 9: complete, with the seed it was simulated with; no partial step is ever stored. Issue 17:
 * the card as step 1 read it is kept on the first segment (`meta.replay`) for the replay code.
 */
const markComplete: CompletionStep = (work) => ({
  ...work,
  production: { ...work.production, complete: true, seed: work.seed, step: COMPLETION_PIPELINE.length },
  segments: withReplaySnapshot(work.segments, snapshotOf(work.asRead)),
});

/**
 * SPEC §4 "Production", the one list of the completion's steps in order: the statechart, the
 * progress labels and the step numbers are all derived from it. The atomic commit follows step 12.
 */
export const COMPLETION_PIPELINE = [
  { state: 'loading', actor: 'loadProduction', label: 'loading the production' },
  { state: 'simulatingSegments', actor: 'simulateSegments', label: 'simulating segments', run: simulateSegments },
  { state: 'recordingResults', actor: 'recordResults', label: 'recording results', run: recordResults },
  { state: 'creditingBrands', actor: 'creditBrands', label: 'crediting brands', run: creditBrandsStep },
  { state: 'changingAlignments', actor: 'changeAlignments', label: 'changing alignments', run: changeAlignments },
  { state: 'retiring', actor: 'applyRetirements', label: 'retiring wrestlers', run: applyRetirements },
  { state: 'updatingChampionships', actor: 'updateChampionships', label: 'updating championships', run: updateChampionships },
  { state: 'updatingReigns', actor: 'updateReigns', label: 'updating reigns', run: updateReigns },
  { state: 'markingComplete', actor: 'markComplete', label: 'marking the production complete', run: markComplete },
  { state: 'ratingSegments', actor: 'rateSegments', label: 'rating segments', run: rateSegments },
  { state: 'raisingViewers', actor: 'raiseViewers', label: 'raising viewers', run: raiseViewers },
  { state: 'assigningStorylines', actor: 'assignStorylines', label: 'assigning storylines', run: assignStorylines },
] as const satisfies CompletionPipeline;

/** The pure steps (2..12) of the pipeline. */
export const pureSteps = (pipeline: CompletionPipeline): readonly PipelineStep[] => pipeline.slice(1) as PipelineStep[];

/** The actors of steps 2..12. */
export type CompletionStepName = Exclude<(typeof COMPLETION_PIPELINE)[number]['actor'], 'loadProduction'>;

/** Steps 2..12 by actor name, for tests of a single step. */
export const completionSteps = Object.fromEntries(pureSteps(COMPLETION_PIPELINE).map((step) => [step.actor, step.run])) as Record<
  CompletionStepName,
  CompletionStep
>;

/** The same pipeline with one step replaced (tests inject a fault this way). */
export const withStep = (pipeline: CompletionPipeline, actor: string, run: CompletionStep): CompletionPipeline =>
  pipeline.map((step) => (step.actor === actor && 'run' in step ? { ...step, run } : step)) as unknown as CompletionPipeline;

/**
 * The pipeline a game plays (issue 15): each step runs the classic rule, or on a living game the
 * living steps registered for it (living-steps.ts). The step list, labels and states are the same.
 */
export const withRuleSets = (pipeline: CompletionPipeline, living = LIVING_STEPS): CompletionPipeline =>
  pipeline.map((step) => ('run' in step ? { ...step, run: ruledStep(step.actor, step.run, living) } : step)) as unknown as CompletionPipeline;
