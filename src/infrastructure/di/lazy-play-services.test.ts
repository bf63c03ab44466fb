import type { PlayServices } from '../../application/play';
import { silentLogger, uniqueDatabaseName } from '../dexie/test-support';
import { createContainer, resolveAppServices, TOKENS } from './index';
import { createLazyPlayServices, importPlayServices } from './lazy-play-services';

describe('the lazy play services', () => {
  it('loads nothing until a method is called, then passes arguments and results through', async () => {
    const setGoal = vi.fn(async (id: number, goal: string) => ({ id, goal }));
    const load = vi.fn(async () => ({ roster: { setGoal } }) as unknown as PlayServices);
    const play = createLazyPlayServices(load);
    expect(load).not.toHaveBeenCalled();

    await expect(play.roster.setGoal(7, 'Win the title' as never)).resolves.toEqual({ id: 7, goal: 'Win the title' });
    await play.roster.setGoal(8, 'Debut' as never);

    expect(load).toHaveBeenCalledTimes(2);
    expect(setGoal).toHaveBeenCalledWith(8, 'Debut');
  });

  it('passes a rejection of the real method on to the caller', async () => {
    const play = createLazyPlayServices(async () => ({ ratings: { view: () => Promise.reject(new Error('no game')) } }) as unknown as PlayServices);
    await expect(play.ratings.view()).rejects.toThrow('no game');
  });

  it('imports and builds the real services once per container', async () => {
    const container = createContainer({ databaseName: uniqueDatabaseName(), logger: silentLogger() });
    const load = importPlayServices(container.get(TOKENS.UseCaseDeps));
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(typeof first.production.completeProduction).toBe('function');
  });

  it('offers the same methods as the real services', async () => {
    const container = createContainer({ databaseName: uniqueDatabaseName(), logger: silentLogger() });
    const real = await importPlayServices(container.get(TOKENS.UseCaseDeps))();
    const lazy = container.get(TOKENS.PlayServices);
    const shape = (services: PlayServices) =>
      Object.fromEntries(Object.entries(services).map(([name, service]) => [name, Object.keys(service).sort()]));
    expect(shape(lazy)).toEqual(shape(real));
  });

  it('runs a real use case through the container on first use', async () => {
    const services = resolveAppServices(createContainer({ databaseName: uniqueDatabaseName(), logger: silentLogger() }));
    await services.game.load();
    const view = await services.ratings.view();
    expect(view).toBeDefined();
    const tutorial = await services.tutorial.view();
    expect(tutorial).toBeDefined();
  });
});
