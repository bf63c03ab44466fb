import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { COMMIT_STEP } from '../production/completion-progress';
import type { CompletionWork } from '../production/completion-work';
import type {
  CompletionContext,
  CompletionInput,
  CompletionOutput,
  CompletionTag,
  StepActor,
  StepInput,
} from './production-completion.types';

export * from './production-completion.types';

const notProvided = (name: StepActor) =>
  fromPromise<CompletionWork, StepInput>(async () => {
    throw new Error(`${name} not provided`);
  });

const doneWork = (event: unknown): CompletionWork => (event as DoneActorEvent<CompletionWork>).output;

/**
 * SPEC §4 "Production": the twelve completion steps, then one commit, as a statechart. Every step
 * is a named actor the application provides (`machine.provide({ actors })`); the placeholders below
 * only say so. A failing actor ends in `failed` with the error; a production found complete ends in
 * `alreadyComplete` without running a step.
 */
export const productionCompletionMachine = setup({
  types: {} as {
    context: CompletionContext;
    input: CompletionInput;
    output: CompletionOutput;
    tags: CompletionTag;
  },
  actors: {
    loadProduction: fromPromise<CompletionWork, CompletionInput>(async () => {
      throw new Error('loadProduction not provided');
    }),
    simulateSegments: notProvided('simulateSegments'),
    recordResults: notProvided('recordResults'),
    creditBrands: notProvided('creditBrands'),
    changeAlignments: notProvided('changeAlignments'),
    applyRetirements: notProvided('applyRetirements'),
    updateChampionships: notProvided('updateChampionships'),
    updateReigns: notProvided('updateReigns'),
    markComplete: notProvided('markComplete'),
    rateSegments: notProvided('rateSegments'),
    raiseViewers: notProvided('raiseViewers'),
    assignStorylines: notProvided('assignStorylines'),
    commitCompletion: notProvided('commitCompletion'),
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
  context: ({ input }) => ({ productionId: input.productionId, step: 0, work: null, error: null, status: 'running' }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'working',
      entry: { type: 'enterStep', params: { step: 1 } },
      invoke: {
        id: 'loadProduction',
        src: 'loadProduction',
        input: ({ context }) => ({ productionId: context.productionId }),
        onDone: [
          { guard: 'isAlreadyComplete', target: 'alreadyComplete', actions: 'storeWork' },
          { target: 'simulatingSegments', actions: 'storeWork' },
        ],
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    simulatingSegments: step(2, 'simulateSegments', 'recordingResults'),
    recordingResults: step(3, 'recordResults', 'creditingBrands'),
    creditingBrands: step(4, 'creditBrands', 'changingAlignments'),
    changingAlignments: step(5, 'changeAlignments', 'retiring'),
    retiring: step(6, 'applyRetirements', 'updatingChampionships'),
    updatingChampionships: step(7, 'updateChampionships', 'updatingReigns'),
    updatingReigns: step(8, 'updateReigns', 'markingComplete'),
    markingComplete: step(9, 'markComplete', 'ratingSegments'),
    ratingSegments: step(10, 'rateSegments', 'raisingViewers'),
    raisingViewers: step(11, 'raiseViewers', 'assigningStorylines'),
    assigningStorylines: step(12, 'assignStorylines', 'committing'),
    committing: {
      tags: ['working', 'saving'],
      entry: { type: 'enterStep', params: { step: COMMIT_STEP } },
      invoke: {
        id: 'commitCompletion',
        src: 'commitCompletion',
        input: ({ context }) => ({ work: requireWork(context) }),
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

/** A step state: invoke the step's actor on the work so far, keep what it returns, go on. */
function step<S extends StepActor>(number: number, src: S, target: string) {
  return {
    tags: 'working' as const,
    entry: { type: 'enterStep' as const, params: { step: number } },
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: CompletionContext }) => ({ work: requireWork(context) }),
      onDone: { target, actions: 'storeWork' as const },
      onError: { target: 'failed', actions: 'storeError' as const },
    },
  };
}

function requireWork(context: CompletionContext): CompletionWork {
  if (!context.work) throw new Error('No production loaded');
  return context.work;
}
