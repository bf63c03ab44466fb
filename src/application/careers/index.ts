import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { createCareerList, type CareerList } from './career-list';
import { createCareerView, type CareerView } from './career-view';
import { createFollowCareer } from './follow-career';
import { careerHistoryPage, type CareerHistoryPage } from './career-history';
import { requireGame } from '../game';
import type { RandomSource } from '../ports/random-source.port';
import type { StayAnswer } from '../../domain/rules/living/retirement-delay';
import { createAskToStay } from './ask-to-stay';
import { readCareerNewsFeed, retiringRows, type CareerNewsFeed, type RetiringRow } from './career-news-feed';

export type { CareerAppearance, CareerResult, Named } from './career-appearances';
export type { CareerCandidate, CareerList, CareerSummary } from './career-list';
export { CAREER_STATS, type CareerProfile, type CareerReign, type CareerView } from './career-view';
export { CareerMessages } from './follow-career';
export { HISTORY_PER_PAGE, type CareerHistoryPage } from './career-history';
export type { CareerNewsFeed, CareerNewsLine, FarewellShow, RetiringRow } from './career-news-feed';
export type { CareerArc, CareerRetirement } from './career-arc';
export type { StayAnswer, StayFactor } from '../../domain/rules/living/retirement-delay';

/**
 * Driving port of `/careers` and `/career-mode/*`. A career follows one wrestler: the followed ids
 * live on the Game record (no Career table, DESIGN §2); everything else is read from the wrestler,
 * their appearances, reigns and the productions that hold them. Goals use the roster's use cases.
 */
export interface CareerServices {
  list(): Promise<CareerList>;
  /** One career, or null when no wrestler has that id. */
  view(wrestlerId: number): Promise<CareerView | null>;
  /** Issue 19: another page of a career's history (ten shows a page, newest first). */
  history(wrestlerId: number, page: number): Promise<CareerHistoryPage>;
  /** Follows an active in-ring wrestler; resolves the followed ids. */
  start(wrestlerId: number): Promise<number[]>;
  /** Stops following (nothing about the wrestler changes); resolves the followed ids. */
  stop(wrestlerId: number): Promise<number[]>;
  /**
   * Issue 36 (living rules): asks one of the player's wrestlers who announced retirement to stay a
   * while longer (once); resolves their answer. Rejects with the reason when they cannot be asked.
   */
  askToStay(wrestlerId: number): Promise<StayAnswer>;
  /**
   * Issue 36: the careers news (retirements announced and taken, asks to stay, rookies arriving and
   * signing, titles vacated with the reason), newest first, at most `limit` lines; with
   * `companyId`, that promotion's lines and free agents'.
   */
  news(limit: number, companyId?: number | null): Promise<CareerNewsFeed>;
  /** Issue 36: the player's wrestlers with a retirement announced, soonest first (Backstage). */
  retiring(): Promise<RetiringRow[]>;
}

export const createCareerServices = (deps: { repos: Repositories; unitOfWork: UnitOfWork; random: RandomSource }): CareerServices => ({
  list: createCareerList(deps),
  view: createCareerView(deps),
  history: async (wrestlerId, page) => careerHistoryPage(deps.repos, await requireGame(deps.repos), wrestlerId, page),
  ...createFollowCareer(deps),
  askToStay: createAskToStay(deps),
  news: (limit, companyId) => readCareerNewsFeed(deps.repos, limit, companyId),
  retiring: async () => {
    const [game, wrestlers, shows] = await Promise.all([requireGame(deps.repos), deps.repos.Wrestler.all(), deps.repos.Show.all()]);
    return retiringRows(game, wrestlers, shows);
  },
});
