import { assign, fromPromise, setup } from 'xstate';
import type { Game } from '../entities/game';
import { productionTutorialSteps, type TutorialStep } from './guided-tutorial-steps';

/** What is stored in `game.tutorialStep`: the 1-based step on screen (0 = not started), or the end. */
export type TutorialProgress = Game['tutorialStep'];

export interface GuidedTutorialInput {
  /** The Game record's tutorials switch: off means the tutorial does not start. */
  enabled: boolean;
  /** The stored progress to resume from. */
  savedStep: TutorialProgress;
  steps?: readonly TutorialStep[];
}

export interface GuidedTutorialContext {
  enabled: boolean;
  /** 1-based step on screen; 0 before the tutorial starts. */
  step: number;
  steps: readonly TutorialStep[];
  /** How a previous session ended the tutorial, if it did. */
  ended: 'done' | 'skipped' | null;
}

export type GuidedTutorialEvent =
  | { type: 'tutorial.start' }
  | { type: 'tutorial.next' }
  | { type: 'tutorial.complete' }
  | { type: 'tutorial.skip' };

const clampStep = (saved: TutorialProgress, total: number): number =>
  typeof saved === 'number' && Number.isFinite(saved) ? Math.min(Math.max(Math.trunc(saved), 0), total) : 0;

/**
 * SPEC §4 guided production tutorial: start, step, complete, skip. Every change of progress is
 * written through the `saveProgress` actor (the application stores it in `game.tutorialStep`), so a
 * new actor started from the stored value resumes where the player left off. With tutorials
 * switched off it waits in `idle` and ignores `tutorial.start`.
 */
export const guidedTutorialMachine = setup({
  types: {
    context: {} as GuidedTutorialContext,
    input: {} as GuidedTutorialInput,
    events: {} as GuidedTutorialEvent,
  },
  actors: {
    saveProgress: fromPromise<void, { step: TutorialProgress }>(() =>
      Promise.reject(new Error('The application must provide the saveProgress actor')),
    ),
  },
  guards: {
    wasCompleted: ({ context }) => context.ended === 'done',
    wasSkipped: ({ context }) => context.ended === 'skipped',
    isInProgress: ({ context }) => context.enabled && context.step > 0,
    isEnabled: ({ context }) => context.enabled,
    isOnLastStep: ({ context }) => context.step >= context.steps.length,
  },
  actions: {
    // Starting again after the switch was off resumes at the stored step.
    begin: assign({ step: ({ context }) => Math.max(context.step, 1) }),
    advance: assign({ step: ({ context }) => context.step + 1 }),
  },
}).createMachine({
  id: 'guidedTutorial',
  context: ({ input }) => {
    const steps = input.steps ?? productionTutorialSteps;
    const ended = input.savedStep === 'done' || input.savedStep === 'skipped' ? input.savedStep : null;
    return { enabled: input.enabled, step: clampStep(input.savedStep, steps.length), steps, ended };
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'wasCompleted', target: 'completed' },
        { guard: 'wasSkipped', target: 'skipped' },
        { guard: 'isInProgress', target: 'running' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        'tutorial.start': { guard: 'isEnabled', target: 'running.saving', actions: 'begin' },
        'tutorial.skip': 'skipping',
      },
    },
    running: {
      initial: 'showing',
      on: {
        'tutorial.next': [{ guard: 'isOnLastStep', target: 'completing' }, { target: '.saving', actions: 'advance' }],
        'tutorial.complete': 'completing',
        'tutorial.skip': 'skipping',
      },
      states: {
        showing: {},
        saving: {
          tags: 'saving',
          // A failed write keeps the step on screen; the application logs the failure.
          invoke: { src: 'saveProgress', id: 'saveStep', input: ({ context }) => ({ step: context.step }), onDone: 'showing', onError: 'showing' },
        },
      },
    },
    completing: {
      tags: 'saving',
      invoke: { src: 'saveProgress', id: 'saveDone', input: { step: 'done' }, onDone: 'completed', onError: 'completed' },
    },
    skipping: {
      tags: 'saving',
      invoke: { src: 'saveProgress', id: 'saveSkipped', input: { step: 'skipped' }, onDone: 'skipped', onError: 'skipped' },
    },
    completed: { type: 'final' },
    skipped: { type: 'final' },
  },
});
