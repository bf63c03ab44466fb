import { Container } from 'inversify';
import type { Inspect } from '../../application/deps';
import type { Logger } from '../../application/ports/logger.port';
import type { AppServices } from '../../application/services';
import { DATABASE_NAME } from '../dexie/kayfabe-database';
import { appServicesModule } from './app-services.module';
import { createCoreModule } from './core.module';
import { playFeatureModules } from './play-features.module';
import { shellFeatureModules } from './shell-features.module';
import { storageModule } from './storage.module';
import { TOKENS as T } from './tokens';

export interface ContainerOptions {
  /** Default `kayfabe`; tests pass a unique name. */
  databaseName?: string;
  /** Makes RandomSource.newSeed reproducible. */
  seed?: number;
  /** Replaces the console logger (tests keep their output quiet with it). */
  logger?: Logger;
  /** The Stately inspector's observer (`?inspect`), given to every actor the use cases start. */
  inspect?: Inspect;
}

/** The composition root: every port bound to its adapter, every feature to its factory. */
export function createContainer(options: ContainerOptions = {}): Container {
  // jitless: Inversify would otherwise compile resolvers with `Function(…)`, which the app's CSP
  // (no 'unsafe-eval') blocks.
  const container = new Container({ jitless: true });
  const config = { databaseName: options.databaseName ?? DATABASE_NAME, seed: options.seed, inspect: options.inspect };
  container.load(
    createCoreModule(config, options.logger),
    storageModule,
    ...shellFeatureModules,
    ...playFeatureModules,
    appServicesModule,
  );
  return container;
}

/** Everything the UI receives through its one React context. Call only at the composition root. */
export const resolveAppServices = (container: Container): AppServices => container.get(T.AppServices);
