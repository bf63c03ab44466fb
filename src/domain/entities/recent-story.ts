import type { IsoDate } from './base';

/**
 * Issue 35 (living rules): one completed card's storylines as the Game record remembers them
 * (`game.recentStories`; rules/story/recent-stories.ts reads and bounds the list): the template ids
 * it used and a short hash of each sentence it wrote.
 */
export interface RecentStory {
  /** The promotion (company) the card belongs to; 0 when it has none (an old save, one promotion). */
  companyId: number;
  date: IsoDate;
  /** Template ids ("decided:10") the card used. */
  templates: string[];
  /** storyHash() of each sentence the card wrote. */
  lines: string[];
}
