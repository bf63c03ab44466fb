import { ContainerModule } from 'inversify';
import type { UseCaseDeps } from '../../application/deps';
import type { Clock } from '../../application/ports/clock.port';
import type { BatchSource } from '../../application/ports/batch-source.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { createLazyPlayServices, importPlayServices } from './lazy-play-services';
import { TOKENS as T, type ContainerConfig } from './tokens';

/**
 * Booking, simulation, calendar, roster and event use cases, all on the same dependencies. They
 * load on first use (a lazy facade of the same interfaces), so none of them weighs on the first page.
 */
export const playModule = new ContainerModule(({ bind }) => {
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
      ) => ({ repos, unitOfWork, random, clock, logger, inspect: config.inspect, batchSource }),
      [T.Repositories, T.UnitOfWork, T.RandomSource, T.Clock, T.Logger, T.Config, T.BatchSource],
    )
    .inSingletonScope();
  bind(T.PlayServices)
    .toResolvedValue((deps: UseCaseDeps) => createLazyPlayServices(importPlayServices(deps)), [T.UseCaseDeps])
    .inSingletonScope();
});
