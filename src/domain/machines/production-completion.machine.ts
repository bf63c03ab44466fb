import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { COMPLETION_PIPELINE, pureSteps, withRuleSets, type CompletionPipeline } from '../production/completion-pipeline';
import { COMMIT_STEP } from '../production/completion-progress';
import type { CompletionWork } from '../production/completion-work';
import type {
  CompletionContext,
  CompletionInput,
  CompletionOutput,
  CompletionTag,
  LoadInput,
  StepActor,
  StepInput,
} from './production-completion.types';

export * from './production-completion.types';

/** The effects only the application can run: reading the production and the atomic commit. */
const notProvided = <I>(name: string) =>
  fromPromise<CompletionWork, I>(async () => {
    throw new Error(`${name} not provided`);
  });

const doneWork = (event: unknown): CompletionWork => (event as DoneActorEvent<CompletionWork>).output;

const requireWork = (context: CompletionContext): CompletionWork => {
  if (!context.work) throw new Error('No production loaded');
  return context.work;
};

const stepInput = ({ context }: { context: CompletionContext }): StepInput => ({ work: requireWork(context), rng: context.rng });

/**
 * SPEC §4 "Production" as a statechart built from the pipeline table: one state per step, each
 * invoking the step's named actor, then one commit. Steps 2..12 run the table's pure functions;
 * `loadProduction` and `commitCompletion` are effects the application provides
 * (`machine.provide({ actors })`). A failing actor ends in `failed` with the error; a production
 * found complete ends in `alreadyComplete` without running a step.
 */
export function buildCompletionMachine(pipeline: CompletionPipeline) {
  const [loading, ...steps] = [pipeline[0], ...pureSteps(pipeline)];
  const pure = Object.fromEntries(
    steps.map(({ actor, run }) => [actor, fromPromise<CompletionWork, StepInput>(async ({ input }) => run(input.work, input.rng))]),
  );
  const stateAfter = (index: number) => steps[index]?.state ?? 'committing';
  const stepStates = Object.fromEntries(
    steps.map(({ state, actor }, index) => [
      state,
      {
        tags: 'working' as const,
        entry: { type: 'enterStep' as const, params: { step: index + 2 } },
        invoke: {
          id: actor,
          src: actor,
          input: stepInput,
          onDone: { target: stateAfter(index + 1), actions: 'storeWork' as const },
          onError: { target: 'failed', actions: 'storeError' as const },
        },
      },
    ]),
  );

  return setup({
    types: {} as { context: CompletionContext; input: CompletionInput; output: CompletionOutput; tags: CompletionTag },
    actors: {
      ...pure,
      loadProduction: notProvided<LoadInput>('loadProduction'),
      commitCompletion: notProvided<StepInput>('commitCompletion'),
    },
    guards: {
      /** Completing a complete production changes nothing. */
      isAlreadyComplete: ({ event }) => doneWork(event).production.complete,
      /** The commit re-read the production inside its transaction and found it complete. */
      wasCompletedElsewhere: ({ event }) => !doneWork(event).committed,
    },
    actions: {
      enterStep: assign((_, params: { step: number }) => ({ step: params.step })),
      storeWork: assign({ work: ({ event }) => doneWork(event) }),
      storeError: assign({ error: ({ event }) => (event as ErrorActorEvent).error }),
      finish: assign((_, params: { status: CompletionOutput['status'] }) => ({ status: params.status })),
    },
  }).createMachine({
    id: 'productionCompletion',
    context: ({ input }) => ({ ...input, step: 0, work: null, error: null, status: 'running' }),
    initial: loading.state,
    states: {
      [loading.state]: {
        tags: 'working',
        entry: { type: 'enterStep', params: { step: 1 } },
        invoke: {
          id: loading.actor,
          src: loading.actor,
          input: ({ context }) => ({ productionId: context.productionId, seed: context.seed }),
          onDone: [
            { guard: 'isAlreadyComplete', target: 'alreadyComplete', actions: 'storeWork' },
            { target: stateAfter(0), actions: 'storeWork' },
          ],
          onError: { target: 'failed', actions: 'storeError' },
        },
      },
      ...stepStates,
      committing: {
        tags: ['working', 'saving'],
        entry: { type: 'enterStep', params: { step: COMMIT_STEP } },
        invoke: {
          id: 'commitCompletion',
          src: 'commitCompletion',
          input: stepInput,
          onDone: [
            { guard: 'wasCompletedElsewhere', target: 'alreadyComplete', actions: 'storeWork' },
            { target: 'done', actions: 'storeWork' },
          ],
          onError: { target: 'failed', actions: 'storeError' },
        },
      },
      done: { type: 'final', tags: 'finished', entry: { type: 'finish', params: { status: 'completed' } } },
      alreadyComplete: { type: 'final', tags: 'finished', entry: { type: 'finish', params: { status: 'alreadyComplete' } } },
      failed: { type: 'final', tags: 'finished', entry: { type: 'finish', params: { status: 'failed' } } },
    },
    output: ({ context }) => ({ status: context.status as CompletionOutput['status'], work: context.work, error: context.error }),
  });
}

export type CompletionMachine = ReturnType<typeof buildCompletionMachine>;

/** The completion of SPEC §4, from the real pipeline: classic steps, or living ones on a living game (issue 15). */
export const productionCompletionMachine = buildCompletionMachine(withRuleSets(COMPLETION_PIPELINE));

/** The actors after loading, in order: the pure steps, then the commit. */
export const STEP_ACTORS: readonly StepActor[] = [
  ...pureSteps(COMPLETION_PIPELINE).map((step) => step.actor as StepActor),
  'commitCompletion',
];
