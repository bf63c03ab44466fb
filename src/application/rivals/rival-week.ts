import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { SweepDeps } from '../calendar/sweep-window';
import { runOwnerWeek } from '../owner/owner-week';
import { scoreWarNights } from '../war/score-nights';
import { runRivalShows, type RivalShowsOptions, type RivalShowsSummary } from './rival-shows';

/**
 * Issue 18: what a game with rivals does when the calendar moves forward, before the living week
 * (which runs the talent market as one of its rules): the rivals run their shows of the window,
 * then every contested night is scored. Runs over the storage given: the forward move's batch.
 */
export async function runRivalWeek(deps: SweepDeps, options: RivalShowsOptions = {}): Promise<RivalShowsSummary> {
  const shows = await runRivalShows(deps, options);
  await scoreWarNights(deps);
  return shows;
}

/** After the living week: the owner's objectives, and the year's close when the move crossed into a new year. */
export async function afterRivalWeek(deps: SweepDeps, before: Stored<Game>, after: Stored<Game>): Promise<void> {
  await runOwnerWeek(deps, before, after);
}
