import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { productionTutorialSteps } from './guided-tutorial-steps';
import { guidedTutorialMachine, type TutorialProgress } from './guided-tutorial.machine';

/** A stand-in for game.tutorialStep and the actor that writes it. */
function fakeGame(initial: { tutorials: boolean; tutorialStep: TutorialProgress }) {
  const game = { ...initial };
  const machine = guidedTutorialMachine.provide({
    actors: {
      saveProgress: fromPromise<void, { step: TutorialProgress }>(async ({ input }) => {
        game.tutorialStep = input.step;
      }),
    },
  });
  const open = () =>
    createActor(machine, { input: { enabled: game.tutorials, savedStep: game.tutorialStep } }).start();
  return { game, open };
}

const settled = (actor: ReturnType<ReturnType<typeof fakeGame>['open']>) => waitFor(actor, (s) => !s.hasTag('saving'));

describe('guided tutorial with stored progress', () => {
  it('starts at step 1, steps on, and resumes at the stored step after a reload', async () => {
    const { game, open } = fakeGame({ tutorials: true, tutorialStep: 0 });
    const first = open();
    first.send({ type: 'tutorial.start' });
    first.send({ type: 'tutorial.next' });
    await settled(first);
    expect(game.tutorialStep).toBe(2);
    first.stop();

    const reloaded = open();
    expect(reloaded.getSnapshot().matches('running')).toBe(true);
    expect(reloaded.getSnapshot().context.step).toBe(2);
    reloaded.send({ type: 'tutorial.next' });
    await settled(reloaded);
    expect(game.tutorialStep).toBe(3);
  });

  it('completes after the last step and stays completed after a reload', async () => {
    const { game, open } = fakeGame({ tutorials: true, tutorialStep: productionTutorialSteps.length });
    const actor = open();
    actor.send({ type: 'tutorial.next' });
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(game.tutorialStep).toBe('done');
    expect(open().getSnapshot().value).toBe('completed');
  });

  it('skips and remembers the skip', async () => {
    const { game, open } = fakeGame({ tutorials: true, tutorialStep: 0 });
    const actor = open();
    actor.send({ type: 'tutorial.skip' });
    await settled(actor);
    expect(game.tutorialStep).toBe('skipped');
    expect(open().getSnapshot().value).toBe('skipped');
  });

  it('does not start while the tutorials switch is off', () => {
    const { game, open } = fakeGame({ tutorials: false, tutorialStep: 0 });
    const actor = open();
    actor.send({ type: 'tutorial.start' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(game.tutorialStep).toBe(0);
  });
});

describe('guided tutorial, pure transitions', () => {
  it('a tutorial in progress waits in idle while the switch is off and resumes at its step when started', () => {
    const [idle] = initialTransition(guidedTutorialMachine, { enabled: false, savedStep: 3 });
    expect(idle.value).toBe('idle');
    const [ignored] = transition(guidedTutorialMachine, idle, { type: 'tutorial.start' });
    expect(ignored.value).toBe('idle');
    const [resumed] = transition(guidedTutorialMachine, { ...idle, context: { ...idle.context, enabled: true } } as typeof idle, {
      type: 'tutorial.start',
    });
    expect(resumed.value).toEqual({ running: 'saving' });
    expect(resumed.context.step).toBe(3);
  });

  it('complete ends the tutorial from any step', () => {
    const [running] = initialTransition(guidedTutorialMachine, { enabled: true, savedStep: 1 });
    const [completing] = transition(guidedTutorialMachine, running, { type: 'tutorial.complete' });
    expect(completing.value).toBe('completing');
  });

  it('clamps a stored step beyond the end to the last step', () => {
    const [snapshot] = initialTransition(guidedTutorialMachine, { enabled: true, savedStep: 99 });
    expect(snapshot.context.step).toBe(productionTutorialSteps.length);
  });

  it('the production tutorial walks from the schedule to the results', () => {
    expect(productionTutorialSteps.map((s) => s.title)).toEqual([
      'Open the schedule',
      'Create a production',
      'Randomise the card',
      'Simulate the show',
      'Read the results',
    ]);
  });
});
