import { createBookVenue, type BookVenue } from './book-venue';
import { createCompleteProduction, type CompleteProduction, type CompleteProductionDeps } from './complete-production';
import { createCreateProduction, type CreateProduction } from './create-production';
import { createFindShow, createProductionList, type FindShow, type ReadProductionList } from './production-list';
import { createProductionCardRefresh, createProductionView, type ReadProductionView, type RefreshProductionCard } from './production-view';
import { assertPlayerProduction } from '../promotions/player-production';
import { assertNotPast, bookedBefore } from './past-show';
import { createReadShowReport, createReplayShow, type ReadShowReport, type ReplayShow } from '../report';

export type { CompleteProduction, CompleteProductionOptions, CompletionResult } from './complete-production';
export { CompletionConflictError, completionFailureMessage } from './completion-failure';
export type { CreateProduction, CreateProductionInput } from './create-production';
export type { BookVenue } from './book-venue';
export { PRODUCTIONS_PER_PAGE, type ProductionList, type ProductionListQuery, type ProductionRow, type ProductionStatus } from './production-list';
export type { ProductionView } from './production-view';
export { airtimeOutcome, type AirtimeOutcome } from './airtime-outcome';
export type { ReadShowReport, ReplayProgress, ReplayShow, ShowReportView } from '../report';
export { completionProgress, type CompletionProgress } from '../../domain/production/completion-progress';

/**
 * What the production use cases need (bind these in the container):
 * - `repos`: every table's repository (the load reads Production, Show, Game, Brand, Segment,
 *   Appearance, Wrestler, Championship, Reign);
 * - `unitOfWork`: the atomic transaction both use cases write through;
 * - `random`: the seedable RandomSource (the seed is stored on the completed production);
 * - `logger`: failures are logged as `Error completing production`;
 * - `inspect` (optional): the Stately inspector's observer, attached to every completion actor.
 */
export type ProductionServicesDeps = Omit<CompleteProductionDeps, 'machine'>;

export interface ProductionServices {
  /** The production of a show on a date, created with its empty segments the first time. */
  createProduction: CreateProduction;
  /** SPEC §4: the twelve completion steps, committed atomically; `{ status }` says what happened. */
  completeProduction: CompleteProduction;
  /** `/production/:id`: the production and what its editor needs; null when there is none. */
  view: ReadProductionView;
  /** After a booking edit: the view with its card read again, the rest (roster, lists) kept. */
  refreshCard: RefreshProductionCard;
  /** `/production/select`: a page of productions with their show's names, newest first, by show and status. */
  list: ReadProductionList;
  /** The show `/schedule/create-show` books; null when the game has no such show. */
  show: FindShow;
  /** Issue 15: the venue a production is held at, until it is complete. */
  bookVenue: BookVenue;
  /** Issue 17: a completed production's report (Markdown/BBCode) and replay code; null when not complete. */
  report: ReadShowReport;
  /** Issue 17, quick mode: re-runs a show from its replay code in memory (nothing written). */
  replay: ReplayShow;
}

/**
 * The production use cases as the player drives them (the registered feature). Issue 18: a rival
 * promotion's show is read-only, so simulating or booking a venue for it is refused
 * (`assertPlayerProduction`); the rivals' week completes their shows through
 * `createProductionServices`, which has no such guard.
 */
export function createPlayerProductionServices(deps: ProductionServicesDeps): ProductionServices {
  const services = createProductionServices(deps);
  // Issue 33: the guard also refuses a show whose night has passed.
  const guard = (productionId: number) => assertPlayerProduction(deps.repos, { productionId });
  return {
    ...services,
    // Like every completion failure, a refusal is returned, never thrown.
    completeProduction: async (productionId, options) => {
      try {
        await guard(productionId);
      } catch (error) {
        return { status: 'failed', error };
      }
      return services.completeProduction(productionId, options);
    },
    bookVenue: async (...args: Parameters<BookVenue>) => {
      await guard(args[0]);
      return services.bookVenue(...args);
    },
    // A past night's production already booked still opens (its results, or why it can no longer be played).
    createProduction: async (input) => {
      const show = await deps.repos.Show.get(input.showId);
      if (show) await assertNotPast(deps.repos, { name: show.name, date: input.date }).catch(async (refusal: unknown) => {
        if (!(await bookedBefore(deps.repos, input))) throw refusal;
      });
      return services.createProduction(input);
    },
  };
}

/** The production use cases without the player's guard: the calendar's sweeps and the rivals' week use these. */
export function createProductionServices(deps: ProductionServicesDeps): ProductionServices {
  return {
    createProduction: createCreateProduction(deps),
    completeProduction: createCompleteProduction(deps),
    view: createProductionView(deps),
    refreshCard: createProductionCardRefresh(deps),
    list: createProductionList(deps),
    show: createFindShow(deps),
    bookVenue: createBookVenue(deps),
    report: createReadShowReport(deps),
    replay: createReplayShow(deps),
  };
}
