import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ChangeFeed } from '../../application/ports/change-feed.port';
import type { AppServices } from '../../application/services';
import { FEATURES, TOKENS as T } from './tokens';

/**
 * The bundle the UI receives through its one React context (src/application/services.ts): use
 * cases and queries only (every feature by its token, FEATURES), plus analytics, logger, clock and
 * the cross-tab change feed.
 * No repository or unit of work reaches a screen (DESIGN §1).
 */
export const appServicesModule = new ContainerModule(({ bind }) => {
  bind(T.AppServices)
    .toDynamicValue(
      (context): AppServices =>
        ({
          analytics: context.get(T.Analytics),
          logger: context.get(T.Logger),
          clock: context.get(T.Clock),
          changes: context.get(T.ChangeFeed) as ChangeFeed,
          ...Object.fromEntries(
            Object.entries(FEATURES).map(([key, token]) => [key, context.get(token as ServiceIdentifier<unknown>)]),
          ),
        }) as AppServices,
    )
    .inSingletonScope();
});
