import { ContainerModule } from 'inversify';
import type { Logger } from '../../application/ports/logger.port';
import { ConsoleAnalytics } from '../analytics/console-analytics';
import { SystemClock } from '../clock/system-clock';
import { ConsoleLogger } from '../logging/console-logger';
import { SeededRandomSource } from '../random/seeded-random-source';
import { TOKENS as T, type ContainerConfig } from './tokens';

/** Cross-cutting adapters: configuration, logging, time, randomness, analytics. */
export const createCoreModule = (config: ContainerConfig, logger?: Logger) =>
  new ContainerModule(({ bind }) => {
    bind(T.Config).toConstantValue(config);
    if (logger) bind(T.Logger).toConstantValue(logger);
    else {
      bind(T.Logger)
        .toDynamicValue(() => new ConsoleLogger({ debug: import.meta.env.DEV, prefix: '[kayfabe]' }))
        .inSingletonScope();
    }
    bind(T.Clock).toDynamicValue(() => new SystemClock()).inSingletonScope();
    bind(T.RandomSource)
      .toResolvedValue((cfg: ContainerConfig) => new SeededRandomSource(cfg.seed), [T.Config])
      .inSingletonScope();
    bind(T.Analytics)
      .toResolvedValue((log: Logger) => new ConsoleAnalytics(log), [T.Logger])
      .inSingletonScope();
  });
