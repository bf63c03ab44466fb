import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { UseCaseDeps } from '../../application/deps';
import type { Clock } from '../../application/ports/clock.port';
import type { BatchSource } from '../../application/ports/batch-source.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { AppServices } from '../../application/services';
import type { KayfabeDatabase } from '../dexie/kayfabe-database';
import { lazyFeatureModule as lazy } from './feature-module';
import type { OfficeCardKey } from './office-card-factories';
import { FEATURES, SHELL_FEATURES, TOKENS as T, type ContainerConfig, type FeatureKey, type PlayKey } from './tokens';

/** What every feature's factory is called with: the ports, and the inspector when `?inspect`. */
const useCaseDepsModule = new ContainerModule(({ bind }) => {
  bind(T.UseCaseDeps)
    .toResolvedValue(
      (
        repos: Repositories,
        unitOfWork: UnitOfWork,
        random: RandomSource,
        clock: Clock,
        logger: Logger,
        config: ContainerConfig,
        batchSource: BatchSource,
        db: KayfabeDatabase,
      ) => ({ repos, unitOfWork, random, clock, logger, inspect: config.inspect, batchSource, writes: db.writes }),
      [T.Repositories, T.UnitOfWork, T.RandomSource, T.Clock, T.Logger, T.Config, T.BatchSource, T.Database],
    )
    .inSingletonScope();
});

const isPlayKey = (key: string): key is PlayKey => !(SHELL_FEATURES as readonly string[]).includes(key);

/** The office's cards' features, loaded apart from the rest (office-card-factories.ts). */
const OFFICE_CARD_KEYS: readonly string[] = ['war', 'talent', 'owner'] satisfies OfficeCardKey[];
const isOfficeCardKey = (key: PlayKey): key is OfficeCardKey => OFFICE_CARD_KEYS.includes(key);

/**
 * Booking, simulation, the calendar, the roster, events and the read-only screens: one module per
 * feature, derived from FEATURES. Each binds its token to a facade that imports play-factories.ts
 * (the office's cards' three: office-card-factories.ts) on first use (so none weighs on the first page) and builds the feature with its factory. A
 * feature's use cases are whatever its factory returns; nothing here names them.
 */
export const playFeatureModules: readonly ContainerModule[] = [
  useCaseDepsModule,
  ...(Object.keys(FEATURES) as FeatureKey[]).filter(isPlayKey).map((key) =>
    lazy(FEATURES[key] as ServiceIdentifier<AppServices[PlayKey]>, async (deps) => {
      if (isOfficeCardKey(key)) {
        const { officeCardFactories } = await import('./office-card-factories');
        return (officeCardFactories[key] as (deps: UseCaseDeps) => AppServices[PlayKey])(deps);
      }
      const { playFactories } = await import('./play-factories');
      return (playFactories[key] as (deps: UseCaseDeps) => AppServices[PlayKey])(deps);
    }),
  ),
];
