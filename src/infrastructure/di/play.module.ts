import { ContainerModule } from 'inversify';
import type { UseCaseDeps } from '../../application/deps';
import { createPlayServices } from '../../application/play';
import type { Clock } from '../../application/ports/clock.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { TOKENS as T, type ContainerConfig } from './tokens';

/** Booking, simulation, calendar, roster and event use cases, all on the same dependencies. */
export const playModule = new ContainerModule(({ bind }) => {
  bind(T.UseCaseDeps)
    .toResolvedValue(
      (repos: Repositories, unitOfWork: UnitOfWork, random: RandomSource, clock: Clock, logger: Logger, config: ContainerConfig) => ({
        repos,
        unitOfWork,
        random,
        clock,
        logger,
        inspect: config.inspect,
      }),
      [T.Repositories, T.UnitOfWork, T.RandomSource, T.Clock, T.Logger, T.Config],
    )
    .inSingletonScope();
  bind(T.PlayServices)
    .toResolvedValue((deps: UseCaseDeps) => createPlayServices(deps), [T.UseCaseDeps])
    .inSingletonScope();
});
