import type { Repositories } from '../ports/unit-of-work.port';
import { createBlogPages, type BlogPage, type RecapPage } from './blog-page';

export { RECAPS_PER_PAGE, type BlogPage, type RecapPage } from './blog-page';
export { buildRecap, type Recap, type RecapInput, type RecapMatch, type RecapSegmentInput } from './recap';
export { writeRecapText, type RecapFacts } from './recap-text';
export type { RecapRivalry, RecapStory } from './recap-types';
export type { RecapPromotion } from './recap-promotion';

/** Driving port of `/blog`: recaps of completed productions, newest first. */
export interface BlogService {
  /** One page (1-based) of recaps; a page past the end reads as the last one. */
  recaps(page?: number, perPage?: number): Promise<BlogPage>;
  /**
   * Issue 19: the same page without the count of every completed production (a step of storage per
   * production), saying whether an older page exists; the screen shows it first, then asks `total`.
   */
  page(page?: number, perPage?: number): Promise<RecapPage>;
  /** How many productions are complete. */
  total(): Promise<number>;
}

export const createBlogService = (deps: { repos: Repositories }): BlogService => createBlogPages(deps);
