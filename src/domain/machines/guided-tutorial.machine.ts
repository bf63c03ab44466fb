import { assign, fromPromise, setup } from 'xstate';
import type { Game } from '../entities/game';
import { PLAYER_EVENTS, stepsDoneBy, type PlayerEvent } from './guided-tutorial-events';
import { productionTutorialSteps, stepNumber, type TutorialStep } from './guided-tutorial-steps';

export type { PlayerEvent } from './guided-tutorial-events';

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
  /** The first step not yet done, from what the player did while this actor listened (1: nothing yet). */
  reached: number;
  steps: readonly TutorialStep[];
  /** How a previous session ended the tutorial, if it did. */
  ended: 'done' | 'skipped' | null;
}

export type GuidedTutorialEvent =
  | { type: 'tutorial.start' }
  | { type: 'tutorial.next' }
  | { type: 'tutorial.complete' }
  | { type: 'tutorial.skip' }
  | { type: 'tutorial.resume' }
  | { type: 'tutorial.restart' }
  | PlayerEvent;

/** The first step not yet done once `event` is known, never before what was known already. */
const reachedAfter = (context: GuidedTutorialContext, event: GuidedTutorialEvent): number =>
  Math.min(Math.max(context.reached, ...stepsDoneBy(event).map((id) => stepNumber(context.steps, id) + 1)), context.steps.length);

/** The step to show when the tutorial (re)starts: the first one not yet done. */
const firstUndone = (context: GuidedTutorialContext): number => Math.min(Math.max(context.reached, 1), context.steps.length);

const clampStep = (saved: TutorialProgress, total: number): number =>
  typeof saved === 'number' && Number.isFinite(saved) ? Math.min(Math.max(Math.trunc(saved), 0), total) : 0;

// Outside a running tutorial the events are only noted, so a later start begins at the right step.
const listening = Object.fromEntries(PLAYER_EVENTS.map((type) => [type, { actions: 'notice' as const }]));
// While it runs, an event that shows the step on screen (or later ones) done moves the tutorial on.
const following = Object.fromEntries(
  PLAYER_EVENTS.map((type) => [type, [{ guard: 'movesOn' as const, target: '.saving', actions: ['notice', 'catchUp'] as const }, { actions: 'notice' as const }]]),
);

/**
 * SPEC §4 guided production tutorial: start, step, complete, skip, resume and restart (issue 16).
 * It follows the player: a `player.*` event says what they did or what their screen shows, and
 * the tutorial jumps to the first step not yet done, whichever way they got there (it never goes
 * back: a step done stays done). Every change of progress is
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
    movesOn: ({ context, event }) => reachedAfter(context, event) > context.step,
  },
  actions: {
    // Starting again after the switch was off resumes at the stored step, or later if the player got further.
    begin: assign({ step: ({ context }) => Math.max(context.step, firstUndone(context)) }),
    restart: assign({ step: ({ context }) => firstUndone(context), ended: null }),
    advance: assign({ step: ({ context }) => context.step + 1 }),
    notice: assign({ reached: ({ context, event }) => reachedAfter(context, event) }),
    catchUp: assign({ step: ({ context }) => Math.max(context.step, context.reached) }),
  },
}).createMachine({
  id: 'guidedTutorial',
  context: ({ input }) => {
    const steps = input.steps ?? productionTutorialSteps;
    const ended = input.savedStep === 'done' || input.savedStep === 'skipped' ? input.savedStep : null;
    return { enabled: input.enabled, step: clampStep(input.savedStep, steps.length), reached: 1, steps, ended };
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
        'tutorial.resume': { guard: 'isEnabled', target: 'running.saving', actions: 'begin' },
        'tutorial.restart': { guard: 'isEnabled', target: 'running.saving', actions: 'restart' },
        'tutorial.skip': 'skipping',
        ...listening,
      },
    },
    running: {
      initial: 'showing',
      on: {
        'tutorial.next': [{ guard: 'isOnLastStep', target: 'completing' }, { target: '.saving', actions: 'advance' }],
        'tutorial.complete': 'completing',
        'tutorial.skip': 'skipping',
        'tutorial.restart': { target: '.saving', actions: 'restart' },
        ...following,
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
    // Not final: Settings can restart a finished tutorial, and resume or restart a skipped one.
    completed: {
      on: { 'tutorial.restart': { guard: 'isEnabled', target: 'running.saving', actions: 'restart' }, ...listening },
    },
    skipped: {
      on: {
        'tutorial.resume': { guard: 'isEnabled', target: 'running.saving', actions: 'begin' },
        'tutorial.restart': { guard: 'isEnabled', target: 'running.saving', actions: 'restart' },
        ...listening,
      },
    },
  },
});
