import type { AppServices } from '../../src/application/services';
import { createContainer, resolveAppServices } from '../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../src/infrastructure/dexie/test-support';

/**
 * The real AppServices over a fresh fake-indexeddb database, with a fixed master seed: what
 * screen and flow tests use when a fake would hide the behaviour they check.
 */
export function createTestAppServices(options: { seed?: number } = {}): AppServices {
  return resolveAppServices(
    createContainer({ databaseName: uniqueDatabaseName(), seed: options.seed ?? 42, logger: silentLogger() }),
  );
}
