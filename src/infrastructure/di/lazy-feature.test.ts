import type { ServiceIdentifier } from 'inversify';
import { silentLogger, uniqueDatabaseName } from '../dexie/test-support';
import { createContainer, FEATURES, resolveAppServices, TOKENS } from './index';
import { lazyFeature, realFeature } from './lazy-feature';

type Roster = { setGoal(id: number, goal: string): Promise<{ id: number; goal: string }>; view(): Promise<string> };

describe('a feature loaded on first use', () => {
  it('loads nothing until a use case is called, then loads once and passes arguments and results through', async () => {
    const setGoal = vi.fn(async (id: number, goal: string) => ({ id, goal }));
    const load = vi.fn(async (): Promise<Roster> => ({ setGoal, view: async () => 'view' }));
    const roster = lazyFeature('roster', load);
    expect(load).not.toHaveBeenCalled();

    await expect(roster.setGoal(7, 'Win the title')).resolves.toEqual({ id: 7, goal: 'Win the title' });
    await Promise.all([roster.setGoal(8, 'Debut'), roster.view()]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(setGoal).toHaveBeenLastCalledWith(8, 'Debut');
    expect(roster.setGoal).toBe(roster.setGoal);
  });

  it('passes a rejection of the real use case on to the caller', async () => {
    const ratings = lazyFeature('ratings', async () => ({ view: () => Promise.reject(new Error('no game')) }));
    await expect(ratings.view()).rejects.toThrow('no game');
  });

  it('retries a load that failed on the next call', async () => {
    const load = vi
      .fn<() => Promise<Pick<Roster, 'view'>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ view: async () => 'view' });
    const roster = lazyFeature('roster', load);
    await expect(roster.view()).rejects.toThrow('offline');
    await expect(roster.view()).resolves.toBe('view');
  });

  it('rejects a name the feature has no use case for', async () => {
    const roster = lazyFeature('roster', async () => ({ view: async () => 'view' })) as unknown as Record<string, () => Promise<unknown>>;
    await expect(roster.nothing()).rejects.toThrow('roster.nothing is not a use case');
  });

  it('lets a test replace a use case as on any object', async () => {
    const roster = lazyFeature('roster', async () => ({ view: async () => 'real' }));
    expect('view' in roster).toBe(true);
    const view = vi.spyOn(roster, 'view').mockResolvedValue('spied');
    await expect(roster.view()).resolves.toBe('spied');
    view.mockRestore();
    await expect(roster.view()).resolves.toBe('real');
  });

  it('is not mistaken for a promise, and answers no symbol', async () => {
    const load = vi.fn(async () => ({ view: async () => 'view' }));
    const roster = lazyFeature('roster', load);
    expect((roster as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(roster)).toBe(roster);
    expect((roster as unknown as Record<symbol, unknown>)[Symbol.iterator]).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the features in the container', () => {
  const container = () => createContainer({ databaseName: uniqueDatabaseName(), logger: silentLogger() });

  it('hands the UI every feature by its token', () => {
    const c = container();
    const services = resolveAppServices(c);
    for (const [key, token] of Object.entries(FEATURES)) expect(services[key as keyof typeof services], key).toBe(c.get(token as ServiceIdentifier<unknown>));
  });

  it.each(Object.keys(FEATURES) as (keyof typeof FEATURES)[])(
    'reaches every use case %s’s factory built, with the same arguments and result',
    async (key) => {
      const handedOut = container().get(FEATURES[key] as ServiceIdentifier<unknown>) as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const real = (await realFeature(handedOut)) as Record<string, unknown>;
      const useCases = Object.keys(real);
      expect(useCases.length).toBeGreaterThan(0);
      for (const name of useCases) {
        expect(typeof real[name], `${key}.${name}`).toBe('function');
        const spy = vi.fn(async (...args: unknown[]) => ({ name, args }));
        real[name] = spy;
        await expect(handedOut[name]('a', 2)).resolves.toEqual({ name, args: ['a', 2] });
        expect(spy).toHaveBeenCalledTimes(1);
      }
    },
  );

  it('builds each feature once per container and runs a real use case on first use', async () => {
    const c = container();
    expect(c.get(FEATURES.ratings)).toBe(c.get(FEATURES.ratings));
    const services = resolveAppServices(c);
    await services.game.load();
    expect(await services.ratings.view()).toBeDefined();
    expect(await services.tutorial.view()).toBeDefined();
    await c.get(TOKENS.Repositories).Brand.create({ name: 'North' });
    expect((await services.brands.view()).brands.map((b) => b.name)).toEqual(['North']);
  });
});
