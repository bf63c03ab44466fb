import type { Repositories } from '../../src/application/ports/unit-of-work.port';
import type { AppServices } from '../../src/application/services';
import { createContainer, resolveAppServices, TOKENS } from '../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../src/infrastructure/dexie/test-support';
import type { KayfabeDatabase } from '../../src/infrastructure/dexie/kayfabe-database';

/**
 * The real AppServices plus the storage under them. `repos` is for tests only (to arrange records
 * and check what was written): the screens themselves never see a repository.
 */
export type TestAppServices = AppServices & {
  repos: Repositories;
  /** The database itself, to store records as an older version left them (past today's field rules). */
  db: KayfabeDatabase;
};

/**
 * The real AppServices over a fresh fake-indexeddb database, with a fixed master seed: what
 * screen and flow tests use when a fake would hide the behaviour they check.
 */
export function createTestAppServices(options: { seed?: number } = {}): TestAppServices {
  const container = createContainer({ databaseName: uniqueDatabaseName(), seed: options.seed ?? 42, logger: silentLogger() });
  // A new object, so the services a screen receives stay exactly AppServices.
  return { ...resolveAppServices(container), repos: container.get(TOKENS.Repositories), db: container.get(TOKENS.Database) };
}
