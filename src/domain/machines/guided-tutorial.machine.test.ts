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
    expect(actor.getSnapshot().value).toBe('completed');
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

  it('the production tutorial walks from this week\'s shows to the results', () => {
    expect(productionTutorialSteps.map((s) => s.title)).toEqual([
      'Choose a show to book',
      'Create a production',
      'Randomise the card',
      'Simulate the show',
      'Read the results',
    ]);
  });

  it('never describes another screen: no step names the schedule\'s or the office\'s controls on the production page', () => {
    for (const step of productionTutorialSteps) {
      expect(step.on.production ?? '').not.toMatch(/schedule|Create production|Book next/i);
      expect(step.on.schedule ?? '').not.toMatch(/Randomise all|Press Simulate/);
    }
    // Step 1 is only for the office: opening the schedule does it.
    expect(Object.keys(productionTutorialSteps[0].on)).toEqual(['office']);
  });
});

describe('guided tutorial, following the player', () => {
  const running = (step: number) => fakeGame({ tutorials: true, tutorialStep: step });
  const stepOf = (actor: ReturnType<ReturnType<typeof fakeGame>['open']>) => actor.getSnapshot().context.step;

  it('moves on from step 1 when the schedule opens, and saves the step', async () => {
    const { game, open } = running(1);
    const actor = open();
    actor.send({ type: 'player.openedSchedule' });
    await settled(actor);
    expect(stepOf(actor)).toBe(2);
    expect(game.tutorialStep).toBe(2);
  });

  it('jumps from step 1 to Randomise when the office\'s Book opens an empty production (skipping the schedule)', async () => {
    const { game, open } = running(1);
    const actor = open();
    actor.send({ type: 'player.openedProduction', booked: false, simulated: false });
    await settled(actor);
    expect(productionTutorialSteps[stepOf(actor) - 1].title).toBe('Randomise the card');
    expect(game.tutorialStep).toBe(3);
  });

  it('is on Simulate for a player already on a production with a booked card', async () => {
    const { open } = running(1);
    const actor = open();
    actor.send({ type: 'player.openedProduction', booked: true, simulated: false });
    await settled(actor);
    expect(productionTutorialSteps[stepOf(actor) - 1].title).toBe('Simulate the show');
  });

  it('steps on as the card is randomised and the show simulated, and completes only by hand', async () => {
    const { game, open } = running(3);
    const actor = open();
    actor.send({ type: 'player.randomised' });
    await settled(actor);
    expect(stepOf(actor)).toBe(4);
    actor.send({ type: 'player.simulated' });
    await settled(actor);
    expect(stepOf(actor)).toBe(5);
    expect(game.tutorialStep).toBe(5);
    expect(actor.getSnapshot().matches('running')).toBe(true);
  });

  it('createdProduction marks choosing and creating done', () => {
    const [start] = initialTransition(guidedTutorialMachine, { enabled: true, savedStep: 2 });
    const [next] = transition(guidedTutorialMachine, start, { type: 'player.createdProduction' });
    expect(next.value).toEqual({ running: 'saving' });
    expect(next.context.step).toBe(3);
  });

  it('never goes back: an event for a step already done changes nothing and writes nothing', () => {
    const [start] = initialTransition(guidedTutorialMachine, { enabled: true, savedStep: 4 });
    const [after] = transition(guidedTutorialMachine, start, { type: 'player.openedProduction', booked: false, simulated: false });
    expect(after.value).toEqual({ running: 'showing' });
    expect(after.context.step).toBe(4);
  });

  it('notes what the player did before the start, and starts at the first step not yet done', async () => {
    const { game, open } = running(0);
    const actor = open();
    actor.send({ type: 'player.openedProduction', booked: true, simulated: false });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(game.tutorialStep).toBe(0);
    actor.send({ type: 'tutorial.start' });
    await settled(actor);
    expect(stepOf(actor)).toBe(4);
  });

  it('restarts a completed tutorial from Settings at step 1, and on a screen at the first step not yet done', async () => {
    const { game, open } = fakeGame({ tutorials: true, tutorialStep: 'done' });
    const settings = open();
    expect(settings.getSnapshot().value).toBe('completed');
    settings.send({ type: 'tutorial.restart' });
    await settled(settings);
    expect(game.tutorialStep).toBe(1);

    const production = open();
    production.send({ type: 'player.openedProduction', booked: false, simulated: false });
    production.send({ type: 'tutorial.restart' });
    await settled(production);
    expect(stepOf(production)).toBe(3);
  });

  it('resumes a skipped tutorial, but neither resumes nor restarts while tutorials are off', async () => {
    const skipped = fakeGame({ tutorials: true, tutorialStep: 'skipped' });
    const actor = skipped.open();
    actor.send({ type: 'player.openedSchedule' });
    actor.send({ type: 'tutorial.resume' });
    await settled(actor);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(skipped.game.tutorialStep).toBe(2);

    const off = fakeGame({ tutorials: false, tutorialStep: 'skipped' });
    const offActor = off.open();
    offActor.send({ type: 'tutorial.resume' });
    offActor.send({ type: 'tutorial.restart' });
    expect(offActor.getSnapshot().value).toBe('skipped');
  });

  it('restarts a running tutorial at the first step not yet done', async () => {
    const { game, open } = running(5);
    const actor = open();
    actor.send({ type: 'tutorial.restart' });
    await settled(actor);
    expect(game.tutorialStep).toBe(1);
  });
});
