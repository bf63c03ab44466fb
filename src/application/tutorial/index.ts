import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { GAME_ID } from '../../domain/entities/game';
import { ErrorMessages } from '../../domain/errors';
import { guidedTutorialMachine, type GuidedTutorialEvent, type TutorialProgress } from '../../domain/machines/guided-tutorial.machine';
import { tutorialView, type TutorialView } from './tutorial-view';
import { readGame } from '../game';
import type { MachineUseCaseDeps } from '../deps';

export { tutorialView, type TutorialSnapshot, type TutorialView } from './tutorial-view';
export type TutorialActor = Actor<typeof guidedTutorialMachine>;

/**
 * SPEC §4 guided production tutorial, its progress kept in `game.tutorialStep` (so it survives a
 * reload) and its start gated by `game.tutorials`. `open` hands the UI a live actor; the other
 * calls restore one, send one event, wait for the write and report what is on screen.
 */
export function createTutorialServices({ repos, inspect, logger }: Pick<MachineUseCaseDeps, 'repos' | 'inspect' | 'logger'>) {
  const machine = guidedTutorialMachine.provide({
    actors: {
      saveProgress: fromPromise<void, { step: TutorialProgress }>(async ({ input }) => {
        try {
          await repos.Game.update(GAME_ID, { tutorialStep: input.step });
        } catch (error) {
          logger?.error('Could not save the tutorial progress', error);
          throw error;
        }
      }),
    },
  });

  const open = async (): Promise<TutorialActor> => {
    const game = await readGame(repos);
    if (!game) throw new Error(ErrorMessages.recordNotFound(GAME_ID, 'Game'));
    return createActor(machine, { input: { enabled: game.tutorials, savedStep: game.tutorialStep }, inspect }).start();
  };

  type Command = Extract<GuidedTutorialEvent['type'], `tutorial.${string}`>;
  const act = (type: Command) => async (): Promise<TutorialView> => {
    const actor = await open();
    if (actor.getSnapshot().status === 'active') actor.send({ type });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('saving'));
    actor.stop();
    return tutorialView(settled);
  };

  const withTutorialsOn = (type: 'tutorial.resume' | 'tutorial.restart') => async (): Promise<TutorialView> => {
    const game = await readGame(repos);
    if (game && !game.tutorials) await repos.Game.update(GAME_ID, { tutorials: true });
    return act(type)();
  };

  return {
    open,
    view: async (): Promise<TutorialView> => {
      const actor = await open();
      const view = tutorialView(actor.getSnapshot());
      actor.stop();
      return view;
    },
    start: act('tutorial.start'),
    next: act('tutorial.next'),
    complete: act('tutorial.complete'),
    skip: act('tutorial.skip'),
    // Issue 16, from Settings: both switch tutorials on if they were off. Resume picks up where
    // the player left off (a skipped one at the first step not yet done); restart begins again.
    resume: withTutorialsOn('tutorial.resume'),
    restart: withTutorialsOn('tutorial.restart'),
  };
}

export type TutorialServices = ReturnType<typeof createTutorialServices>;
