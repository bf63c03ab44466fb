import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/ports/clock.port';
import type { BatchSource } from '../../application/ports/batch-source.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { lazyFeatureModule as lazy } from './feature-module';
import { FEATURES as F, TOKENS as T, type ContainerConfig } from './tokens';

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
      ) => ({ repos, unitOfWork, random, clock, logger, inspect: config.inspect, batchSource }),
      [T.Repositories, T.UnitOfWork, T.RandomSource, T.Clock, T.Logger, T.Config, T.BatchSource],
    )
    .inSingletonScope();
});

/**
 * Booking, simulation, the calendar, the roster, events and the read-only screens: one module per
 * feature, each importing its feature on first use so that none weighs on the first page. A
 * feature's use cases are whatever its factory returns; nothing here names them.
 */
export const playFeatureModules: readonly ContainerModule[] = [
  useCaseDepsModule,
  lazy(F.production, async (deps) => (await import('../../application/production')).createProductionServices(deps)),
  lazy(F.segments, async (deps) => (await import('../../application/segments')).createSegmentServices(deps)),
  lazy(F.calendar, async (deps) => (await import('../../application/calendar')).createCalendarServices(deps)),
  lazy(F.roster, async (deps) => (await import('../../application/roster')).createRosterServices(deps)),
  lazy(F.rumbles, async (deps) => (await import('../../application/rumble')).createRumbleServices(deps)),
  lazy(F.tournaments, async (deps) => (await import('../../application/tournament')).createTournamentServices(deps)),
  lazy(F.drafts, async (deps) => (await import('../../application/draft')).createDraftServices(deps)),
  lazy(F.tutorial, async (deps) => (await import('../../application/tutorial')).createTutorialServices(deps)),
  lazy(F.quickMatch, async (deps) => (await import('../../application/quick-match')).createQuickMatchService(deps)),
  lazy(F.ratings, async (deps) => (await import('../../application/ratings')).createRatingsService(deps)),
  lazy(F.blog, async (deps) => (await import('../../application/blog')).createBlogService(deps)),
  lazy(F.championships, async (deps) => (await import('../../application/championships')).createChampionshipServices(deps)),
  lazy(F.brands, async (deps) => (await import('../../application/brands')).createBrandServices(deps)),
  lazy(F.rankings, async (deps) => (await import('../../application/rankings')).createRankingsServices(deps)),
  lazy(F.cms, async (deps) => (await import('../../application/cms')).createCmsService(deps)),
  lazy(F.dialogs, async (deps) => (await import('../../application/dialogs')).createDialogServices(deps)),
  lazy(F.careers, async (deps) => (await import('../../application/careers')).createCareerServices(deps)),
];
