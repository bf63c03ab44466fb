import { hasRivals } from '../../domain/entities/promotion';
import { requireGame } from '../game';
import { buildSchedule, occurrencesOf } from '../calendar/schedule';
import { sweepWindow, type OnProgress, type SweepDeps } from '../calendar/sweep-window';

/** What the rivals' week did: their calendar shows in the window, and how many were completed. */
export interface RivalShowsSummary {
  scheduled: number;
  completed: number;
  productionIds: number[];
  /** Rival shows that could not be filled or completed this week (logged; the week carried on). */
  failed?: number;
  /** Why, one sentence each. */
  problems?: string[];
}

export interface RivalShowsOptions {
  /** (0, total) once the rivals' empty shows are known, then after each one. */
  onProgress?: OnProgress;
}

const NONE: RivalShowsSummary = { scheduled: 0, completed: 0, productionIds: [], failed: 0, problems: [] };

/**
 * Issue 18 item 2: each rival promotion books its shows of the schedule window with the living
 * booker and completes them with the same pipeline and economy as the player's: it is the
 * player's "simulate empty productions" sweep (sweepWindow) over the window's rival shows, so a
 * rival card is planned the same way (rivalries, contenders, payoffs) from the fit, signed talent
 * of its show's brands (the production's brands scope the draw), and its money lands on them.
 *
 * Runs over the storage given (the forward move's batch). A rival show that cannot be filled or
 * completed is logged and counted, and the week goes on (docs/decisions-rivals.md, "engine"): the
 * player's forward never fails because of a rival's card. Only a failure of storage itself (the
 * batch's commit) stops the week, and then nothing of it is written.
 */
export async function runRivalShows(deps: SweepDeps, options: RivalShowsOptions = {}): Promise<RivalShowsSummary> {
  const game = await requireGame(deps.repos);
  if (!hasRivals(game)) return { ...NONE, problems: [] };
  const problems: string[] = [];
  const sweep = await sweepWindow(deps, deps, {
    simulate: true,
    of: 'rivals',
    onProgress: options.onProgress,
    onProblem: (message) => problems.push(message),
  });
  // Counted from the window as it now is: a show already complete before the move counts too.
  const window = occurrencesOf(await buildSchedule(deps.repos, 'rivals'));
  const completed = window.filter((occurrence) => occurrence.production?.complete === true).length;
  if (problems.length > 0) deps.logger.warn(`Rivals' week: ${problems.length} show(s) not completed. ${problems.join(' ')}`);
  return {
    scheduled: window.length,
    completed,
    productionIds: sweep.productionIds,
    failed: window.length - completed,
    problems,
  };
}
