import { TABLE_NAMES } from '../../domain/entities/tables';
import { DexieRepository } from '../dexie/dexie.repository';
import { DexieBatchSource } from '../dexie/dexie-batch-source';
import { FieldRuleError } from '../../domain/fields/record-check';
import { ConsoleAnalytics } from '../analytics/console-analytics';
import { SystemClock } from '../clock/system-clock';
import { ConsoleLogger } from '../logging/console-logger';
import { SeededRandomSource } from '../random/seeded-random-source';
import { silentLogger, uniqueDatabaseName } from '../dexie/test-support';
import { createContainer, resolveAppServices, TOKENS } from './index';

describe('composition root', () => {
  it('resolves AppServices with every port bound to its adapter', async () => {
    const logger = silentLogger();
    const container = createContainer({ databaseName: uniqueDatabaseName(), logger });
    const services = resolveAppServices(container);
    const repos = container.get(TOKENS.Repositories);

    expect(Object.keys(repos).sort()).toEqual([...TABLE_NAMES].sort());
    expect(repos.Wrestler).toBeInstanceOf(DexieRepository);
    // Issue 34: the Dexie unit of work, watched: a run a field rule refused is told to the shell.
    const told: unknown[] = [];
    container.get(TOKENS.RuleFailures).subscribe((error) => told.push(error));
    const refused = await container.get(TOKENS.UnitOfWork).run((tx) => tx.Brand.create({ name: 'North', balance: 1e308 })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FieldRuleError);
    expect(told).toEqual([refused]);
    expect(await container.get(TOKENS.UnitOfWork).run(async (tx) => tx.Brand.count())).toBe(0);
    expect(container.get(TOKENS.BatchSource)).toBeInstanceOf(DexieBatchSource);
    expect(services.analytics).toBeInstanceOf(ConsoleAnalytics);
    expect(services.clock).toBeInstanceOf(SystemClock);
    expect(services.logger).toBe(logger);

    const game = await services.game.load();
    expect(game.id).toBe(1);
    expect(await services.game.hasGame()).toBe(false);
    const { fileName } = await services.saves.backup();
    expect(fileName).toMatch(/^kayfabe-save-v11-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('builds each service once per container and wires the use cases to the same storage', async () => {
    const container = createContainer({ databaseName: uniqueDatabaseName(), logger: silentLogger() });
    expect(resolveAppServices(container)).toBe(resolveAppServices(container));
    expect(container.get(TOKENS.Database).name).toBe(container.get(TOKENS.Config).databaseName);
    await container.get(TOKENS.Repositories).Show.create({ name: 'Raw' });
    expect((await container.get(TOKENS.ListShows)()).map((show) => show.name)).toEqual(['Raw']);
    // Save files load on their first use (issue 19): the facade backs up the same database.
    const saveFiles = container.get(TOKENS.SaveFiles);
    expect(saveFiles).toBe(container.get(TOKENS.SaveFiles));
    expect(await (await saveFiles.exportSave()).text()).toContain('"Raw"');
  });

  it('hands the UI use cases and queries only: no repository or unit of work', () => {
    const services = resolveAppServices(createContainer({ databaseName: uniqueDatabaseName(), logger: silentLogger() }));
    expect(services).not.toHaveProperty('repos');
    expect(services).not.toHaveProperty('unitOfWork');
  });

  it('uses database kayfabe and a console logger by default', () => {
    const container = createContainer();
    expect(container.get(TOKENS.Database).name).toBe('kayfabe');
    expect(container.get(TOKENS.Logger)).toBeInstanceOf(ConsoleLogger);
  });

  it('makes new seeds reproducible when given a seed', () => {
    const seeds = (seed: number) => {
      const random = createContainer({ databaseName: uniqueDatabaseName(), seed }).get(TOKENS.RandomSource);
      expect(random).toBeInstanceOf(SeededRandomSource);
      return [random.newSeed(), random.newSeed()];
    };
    expect(seeds(7)).toEqual(seeds(7));
    expect(seeds(7)).not.toEqual(seeds(8));
  });
});
