import { messageOf } from '../../domain/errors';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { TableName } from '../../domain/entities/tables';
import type { Batch, BatchSource } from '../ports/batch-source.port';
import type { Repositories } from '../ports/unit-of-work.port';
import { createProductionServices } from '../production';
import { createRandomiseProduction } from '../segments/randomise-segment';
import { createTrimUnfilled } from '../segments/trim-card';
import { warmTitleWeeks } from '../segments/living-title-scope';
import { readGame } from '../game';
import { isLiving } from '../../domain/entities/game';
import { scheduleDays } from '../../domain/rules/schedule';
import { buildSchedule, occurrencesOf, type ScheduledShow, type ScheduleOf } from './schedule';
import { freshRng, type UseCaseDeps } from '../deps';

/** The productions feature's use cases (creating and completing a production is not ours). */
export interface ProductionLifecycle {
  createProduction: (input: { showId: number; date: string }) => Promise<Stored<Production>>;
  /** A failed completion reports `failed` with its error (and has written nothing). */
  completeProduction: (productionId: number) => Promise<{ status: string; error?: unknown }>;
}

/**
 * The production use cases over the storage they are given: the database itself, or a week's
 * batch of writes kept in memory.
 */
export type ProductionLifecycleFor = (deps: UseCaseDeps) => ProductionLifecycle;

export type OnProgress = (done: number, total: number) => void;

export interface EmptyProductionsSummary {
  /** Empty show occurrences in the window (the work to do). */
  total: number;
  /** Occurrences left alone: their production is complete or already booked. */
  skipped: number;
  /** Productions created for occurrences that had none. */
  created: number;
  /** Productions whose segments were randomised. */
  randomised: number;
  /**
   * Completion results by the status completeProduction reported (simulate only); `unfilled`: living
   * cards the booker found nobody for, not run (issue 33).
   */
  completions: Record<string, number>;
  /** Occurrences whose work threw (logged, the rest carried on). */
  failed: number;
  /** The productions worked on, in schedule order. */
  productionIds: number[];
  /** Set when the sweep's batch could not be written (nothing was saved): why. */
  notSaved?: string;
}

/** `productions` replaces the production feature's own use cases (tests count and fail them). */
export type SweepDeps = UseCaseDeps & { productions?: ProductionLifecycleFor };

/**
 * The tables a sweep scans (schedule, randomising, completion) and a calendar step reads (Game,
 * Wrestler): read whole, once, when a batch opens. Productions are asked for by date and show
 * through their indexes instead (hundreds by the end of a season, a handful wanted).
 */
const SCANNED: readonly TableName[] = ['Game', 'Show', 'Wrestler', 'Championship', 'Reign', 'Brand', 'Venue'];

/** A batch for one sweep (the scanned tables read once) and the use-case storage over it. */
export async function openSweepBatch(deps: UseCaseDeps, batchSource: BatchSource): Promise<{ storage: UseCaseDeps; batch: Batch }> {
  const batch = await batchSource.open(SCANNED);
  return { storage: { ...deps, repos: batch.repos, unitOfWork: batch.unitOfWork }, batch };
}

export const SweepMessages = {
  unfilled: (what: string) => `${what} was not run: the booker found nobody fit to book on it. Sign or rest wrestlers for its brands, or book it by hand.`,
} as const;

/** Empty: no production yet, or an incomplete one where nobody appears in any segment. */
export async function isEmptyOccurrence(repos: Repositories, occurrence: ScheduledShow): Promise<boolean> {
  const { production } = occurrence;
  if (!production) return true;
  if (production.complete) return false;
  const segments = await repos.Segment.getMany(production.segmentIds);
  return segments.every((segment) => segment.appearanceIds.length === 0);
}

export interface SweepOptions {
  simulate: boolean;
  /** Called with (0, total) once the empty occurrences are known, then after each one. */
  onProgress?: OnProgress;
  /** Why an occurrence could not be filled or completed (it is logged and counted too). */
  /** `unfilled`: a living card the booker found nobody for, not run (no failure: nothing was written for it). */
  onProblem?: (message: string, occurrence: ScheduledShow, kind?: 'unfilled') => void;
  /** Whose shows of the window: the player's (default) or the rival promotions' (issue 18). */
  of?: ScheduleOf;
  /** Issue 33: only the empty occurrences this accepts are filled (the standing orders' cards); all by default. */
  only?: (occurrence: ScheduledShow) => boolean;
}

/**
 * SPEC §7 "randomise / simulate empty productions" over the window of the storage given (the
 * database, or a batch the caller commits): each empty occurrence gets a production (created when
 * missing) whose segments are randomised; simulate then completes it. A failure is logged and
 * counted; the others still run.
 */
export async function sweepWindow(deps: SweepDeps, storage: UseCaseDeps, options: SweepOptions): Promise<EmptyProductionsSummary> {
  const { simulate, onProgress, onProblem, of = 'player' } = options;
  const { createProduction, completeProduction } = (deps.productions ?? createProductionServices)(storage);
  const randomiseProduction = createRandomiseProduction(storage);
  const trimUnfilled = createTrimUnfilled(storage);
  // A living booker looks at the title matches of the days around each card: read them all at once,
  // first (the window's own productions are among them, so the schedule is then read from memory).
  const game = await readGame(storage.repos);
  const living = isLiving(game);
  if (game && living) await warmTitleWeeks(storage.repos, scheduleDays(game));
  const schedule = await buildSchedule(storage.repos, of);
  const occurrences = occurrencesOf(schedule);
  const empty: ScheduledShow[] = [];
  for (const occurrence of occurrences) if (await isEmptyOccurrence(storage.repos, occurrence) && (options.only?.(occurrence) ?? true)) empty.push(occurrence);

  const summary: EmptyProductionsSummary = {
    total: empty.length,
    skipped: occurrences.length - empty.length,
    created: 0,
    randomised: 0,
    completions: {},
    failed: 0,
    productionIds: [],
  };
  onProgress?.(0, empty.length);
  for (const [index, occurrence] of empty.entries()) {
    const what = `${occurrence.show.name} on ${occurrence.date}`;
    try {
      let production = occurrence.production;
      if (!production) {
        production = await createProduction({ showId: occurrence.show.id, date: occurrence.date });
        summary.created += 1;
      }
      summary.productionIds.push(production.id);
      // One seed per production, so a whole card can be replayed.
      await randomiseProduction({ production, rng: freshRng(deps.random) });
      summary.randomised += 1;
      // Issue 33: a living world's booker runs no show with a hole in it: a match it could not fill
      // comes off the card, and a card left with nobody is not run at all (it would draw no one).
      if (simulate && living && (await trimUnfilled(production.id)).people === 0) {
        summary.completions.unfilled = (summary.completions.unfilled ?? 0) + 1;
        onProblem?.(SweepMessages.unfilled(what), occurrence, 'unfilled');
      } else if (simulate) {
        const { status, error } = await completeProduction(production.id);
        summary.completions[status] = (summary.completions[status] ?? 0) + 1;
        if (status === 'failed') onProblem?.(`${what} could not be completed: ${messageOf(error)}`, occurrence);
      }
    } catch (error) {
      summary.failed += 1;
      deps.logger.error(`Could not fill ${what}`, error);
      onProblem?.(`Could not fill ${what}: ${messageOf(error)}`, occurrence);
    }
    onProgress?.(index + 1, empty.length);
  }
  return summary;
}
