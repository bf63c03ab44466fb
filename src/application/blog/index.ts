import type { Repositories } from '../ports/unit-of-work.port';
import { createBlogPage, type BlogPage } from './blog-page';

export { RECAPS_PER_PAGE, type BlogPage } from './blog-page';
export { buildRecap, type Recap, type RecapInput, type RecapMatch, type RecapSegmentInput } from './recap';
export { writeRecapText, type RecapFacts } from './recap-text';
export type { RecapRivalry, RecapStory } from './recap-types';
export type { RecapPromotion } from './recap-promotion';

/** Driving port of `/blog`: recaps of completed productions, newest first. */
export interface BlogService {
  /** One page (1-based) of recaps; a page past the end reads as the last one. */
  recaps(page?: number, perPage?: number): Promise<BlogPage>;
}

export const createBlogService = (deps: { repos: Repositories }): BlogService => ({ recaps: createBlogPage(deps) });
