import type { Repositories } from '../ports/unit-of-work.port';
import { createRatingsView, type RatingsView } from './ratings-view';

export { BEST_SEGMENTS, type BestSegment, type ProductionRating, type RatingsView, type ShowViewers } from './ratings-view';

/** Driving port of `/ratings`: how completed productions did over time. */
export interface RatingsService {
  view(): Promise<RatingsView>;
}

export const createRatingsService = (deps: { repos: Repositories }): RatingsService => ({ view: createRatingsView(deps) });
