import type { UseCaseDeps } from '../../application/deps';
import type { AppServices } from '../../application/services';
import { createBlogService } from '../../application/blog';
import { createBrandServices } from '../../application/brands';
import { createCalendarServices } from '../../application/calendar';
import { createCareerServices } from '../../application/careers';
import { createHistoryServices } from '../../application/history';
import { createContractServices } from '../../application/contracts';
import { createChampionshipServices } from '../../application/championships';
import { createCmsService } from '../../application/cms';
import { createCoachServices } from '../../application/coach';
import { createDialogServices } from '../../application/dialogs';
import { createDraftServices } from '../../application/draft';
import { createPlayerProductionServices } from '../../application/production';
import { createQuickMatchService } from '../../application/quick-match';
import { createRivalryServices } from '../../application/rivalries';
import { createPromotionServices } from '../../application/promotions';
import { createRankingsServices } from '../../application/rankings';
import { createRatingsService } from '../../application/ratings';
import { createRosterServices } from '../../application/roster';
import { createRumbleServices } from '../../application/rumble';
import { createSegmentServices } from '../../application/segments';
import { createTournamentServices } from '../../application/tournament';
import { createTutorialServices } from '../../application/tutorial';
import type { AsyncFeature } from './lazy-feature';
import type { OfficeCardKey } from './office-card-factories';
import type { PlayKey } from './tokens';
import { createWorkerReplayShow } from '../replay/worker-replay-show';

/**
 * Each play feature's factory, by its key in AppServices (the compiler checks the table is
 * complete and that each factory builds that key's service). This module is imported on the first
 * call of any play use case (play-features.module.ts): one chunk, off the first page. The office's
 * cards' features have a chunk of their own (office-card-factories.ts).
 */
export const playFactories = {
  // Issue 34: a replay runs in a worker; the use case's own (on the page, a stage at a time) stands in where none starts.
  production: (deps: UseCaseDeps) => {
    const services = createPlayerProductionServices(deps);
    return { ...services, replay: createWorkerReplayShow(services.replay) };
  },
  segments: createSegmentServices,
  calendar: createCalendarServices,
  roster: createRosterServices,
  rumbles: createRumbleServices,
  tournaments: createTournamentServices,
  drafts: createDraftServices,
  tutorial: createTutorialServices,
  quickMatch: createQuickMatchService,
  ratings: createRatingsService,
  blog: createBlogService,
  championships: createChampionshipServices,
  brands: createBrandServices,
  rankings: createRankingsServices,
  cms: createCmsService,
  dialogs: createDialogServices,
  careers: createCareerServices,
  history: createHistoryServices,
  contracts: createContractServices,
  coach: createCoachServices,

  rivalries: createRivalryServices,
  promotions: createPromotionServices,
} as const satisfies { [K in Exclude<PlayKey, OfficeCardKey>]: (deps: UseCaseDeps) => AppServices[K] & AsyncFeature<AppServices[K]> };
