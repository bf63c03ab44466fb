import { assign, setup } from 'xstate';
import type { Rumble } from '../entities/rumble';
import type { Rng } from '../rules/rng';
import { canEliminate, canEnterNext, eliminateOne, enterNext, finishRumble, startRumble } from '../rules/rumble';

export interface RumbleMachineInput {
  rumble: Rumble;
  /** Picks who goes out at each elimination tick. */
  rng: Rng;
}

export interface RumbleMachineContext {
  rumble: Rumble;
  rng: Rng;
}

export type RumbleEvent =
  | { type: 'rumble.start' }
  | { type: 'rumble.enter' }
  | { type: 'rumble.eliminate' }
  | { type: 'rumble.finish' };

/**
 * SPEC §4 rumble lifecycle (contract in DESIGN §2). The machine resumes from the stored record:
 * a complete rumble is finished at once, an active one is running. Events that SPEC §4 says do not
 * apply (enter with nobody left to enter, eliminate with one entrant left, start twice) are
 * ignored, so the snapshot stays the same object. The title change of a finished rumble is
 * computed by `rumbleTitleChange` (rules/rumble.ts) and written by the application.
 */
export const rumbleMachine = setup({
  types: {
    context: {} as RumbleMachineContext,
    input: {} as RumbleMachineInput,
    events: {} as RumbleEvent,
    output: {} as Rumble,
  },
  guards: {
    isComplete: ({ context }) => context.rumble.complete,
    isActive: ({ context }) => context.rumble.active,
    canEnter: ({ context }) => canEnterNext(context.rumble),
    canEliminate: ({ context }) => canEliminate(context.rumble),
  },
  actions: {
    start: assign({ rumble: ({ context }) => startRumble(context.rumble) }),
    enter: assign({ rumble: ({ context }) => enterNext(context.rumble) }),
    eliminate: assign({ rumble: ({ context }) => eliminateOne(context.rumble, context.rng) }),
    finish: assign({ rumble: ({ context }) => finishRumble(context.rumble) }),
  },
}).createMachine({
  id: 'rumble',
  context: ({ input }) => ({ rumble: input.rumble, rng: input.rng }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'isComplete', target: 'finished' },
        { guard: 'isActive', target: 'running' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      on: {
        'rumble.start': { target: 'running', actions: 'start' },
        // SPEC §4 puts no condition on finishing: a rumble called off before it starts has no winner.
        'rumble.finish': { target: 'finished', actions: 'finish' },
      },
    },
    running: {
      on: {
        'rumble.enter': { guard: 'canEnter', actions: 'enter' },
        'rumble.eliminate': { guard: 'canEliminate', actions: 'eliminate' },
        'rumble.finish': { target: 'finished', actions: 'finish' },
      },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.rumble,
});
