import { waitFor } from 'xstate';
import { createTutorialServices, tutorialView } from '../../../src/application/tutorial';
import { productionTutorialSteps } from '../../../src/domain/machines/guided-tutorial-steps';
import { createDexieTestStorage, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { putGame } from '../machine-deps';

/** Services on a database by name: opening the same name again is a page reload. */
function boot(name: string) {
  const { repos, unitOfWork } = createDexieTestStorage(name);
  return { repos, unitOfWork, tutorial: createTutorialServices({ repos }) };
}

describe('guided production tutorial on the Game record', () => {
  it('keeps its progress across a reload', async () => {
    const name = uniqueDatabaseName('tutorial-reload');
    const first = boot(name);
    await putGame(first);
    expect(await first.tutorial.start()).toMatchObject({ status: 'running', step: 1, current: productionTutorialSteps[0] });
    expect(await first.tutorial.next()).toMatchObject({ step: 2 });
    expect((await first.repos.Game.get(1))?.tutorialStep).toBe(2);

    const reloaded = boot(name);
    expect(await reloaded.tutorial.view()).toEqual({
      status: 'running',
      enabled: true,
      step: 2,
      total: productionTutorialSteps.length,
      current: productionTutorialSteps[1],
    });
    expect(await reloaded.tutorial.next()).toMatchObject({ step: 3, current: productionTutorialSteps[2] });
  });

  it('completes after the last step and stays complete', async () => {
    const app = boot(uniqueDatabaseName('tutorial-complete'));
    await putGame(app);
    await app.tutorial.start();
    for (let i = 1; i < productionTutorialSteps.length; i += 1) await app.tutorial.next();
    expect((await app.tutorial.view()).step).toBe(productionTutorialSteps.length);
    expect(await app.tutorial.next()).toMatchObject({ status: 'completed', current: null });
    expect((await app.repos.Game.get(1))?.tutorialStep).toBe('done');
    expect((await app.tutorial.start()).status).toBe('completed');
  });

  it('can be completed or skipped at any step', async () => {
    const app = boot(uniqueDatabaseName('tutorial-skip'));
    await putGame(app, { tutorialStep: 2 });
    expect((await app.tutorial.skip()).status).toBe('skipped');
    expect((await app.repos.Game.get(1))?.tutorialStep).toBe('skipped');
    await app.repos.Game.update(1, { tutorialStep: 3 });
    expect((await app.tutorial.complete()).status).toBe('completed');
  });

  it('does not start while tutorials are switched off', async () => {
    const app = boot(uniqueDatabaseName('tutorial-off'));
    await putGame(app, { tutorials: false });
    expect(await app.tutorial.start()).toMatchObject({ status: 'idle', enabled: false, current: null });
    expect((await app.repos.Game.get(1))?.tutorialStep).toBe(0);
  });

  it('hands the UI a live actor whose steps are written as they happen', async () => {
    const app = boot(uniqueDatabaseName('tutorial-live'));
    await putGame(app);
    const actor = await app.tutorial.open();
    actor.send({ type: 'tutorial.start' });
    actor.send({ type: 'tutorial.next' });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(tutorialView(actor.getSnapshot()).step).toBe(2);
    expect((await app.repos.Game.get(1))?.tutorialStep).toBe(2);
    actor.stop();
  });

  it('resumes a skipped tutorial and restarts a finished one, switching tutorials on (Settings, issue 16)', async () => {
    const app = boot(uniqueDatabaseName('tutorial-settings'));
    await putGame(app, { tutorials: false, tutorialStep: 'skipped' });
    expect(await app.tutorial.resume()).toMatchObject({ status: 'running', enabled: true, step: 1 });
    expect(await app.repos.Game.get(1)).toMatchObject({ tutorials: true, tutorialStep: 1 });

    await app.repos.Game.update(1, { tutorialStep: 'done' });
    expect(await app.tutorial.resume()).toMatchObject({ status: 'completed' });
    expect(await app.tutorial.restart()).toMatchObject({ status: 'running', step: 1, current: productionTutorialSteps[0] });
    expect((await app.repos.Game.get(1))?.tutorialStep).toBe(1);
  });

  it('follows the player on a live actor: a booked production puts it on Simulate', async () => {
    const app = boot(uniqueDatabaseName('tutorial-follows'));
    await putGame(app, { tutorialStep: 1 });
    const actor = await app.tutorial.open();
    actor.send({ type: 'player.openedProduction', booked: true, simulated: false });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(tutorialView(actor.getSnapshot()).current?.title).toBe('Simulate the show');
    expect((await app.repos.Game.get(1))?.tutorialStep).toBe(4);
    actor.stop();
  });

  it('needs the Game record', async () => {
    await expect(boot(uniqueDatabaseName('tutorial-no-game')).tutorial.view()).rejects.toThrow('Record with id 1 not found in table Game');
  });
});
