import type { SweepDeps } from '../calendar/sweep-window';

/** What the rivals' week did: their calendar shows in the window, and how many were completed. */
export interface RivalShowsSummary {
  scheduled: number;
  completed: number;
  productionIds: number[];
}

/**
 * Issue 18 item 2 (engine helper: replace this stub): each rival promotion books its shows of the
 * schedule window with the living booker and completes them with the same pipeline and economy as
 * the player's, over the storage given (the forward move's batch).
 */
export async function runRivalShows(deps: SweepDeps): Promise<RivalShowsSummary> {
  void deps;
  return { scheduled: 0, completed: 0, productionIds: [] };
}
