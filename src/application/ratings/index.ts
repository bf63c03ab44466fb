import type { Repositories } from '../ports/unit-of-work.port';
import { createRatingsView, type RatingsFilter, type RatingsView } from './ratings-view';

export { BEST_SEGMENTS, type BestSegment } from './best-segments';
export { MAX_SERIES, RECENT_WEEKS, type Bucket, type RatingsScope, type RatingsSeries, type RatingsWindow, type SeriesPoint } from './ratings-series';
export type { RatingsChoice, RatingsFilter, RatingsView } from './ratings-view';

/** Driving port of `/ratings`: how completed productions did over a window, per brand or show. */
export interface RatingsService {
  view(filter?: RatingsFilter): Promise<RatingsView>;
}

export const createRatingsService = (deps: { repos: Repositories }): RatingsService => ({ view: createRatingsView(deps) });
