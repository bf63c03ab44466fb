import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { UseCaseDeps } from '../deps';

/**
 * Issue 18 item 5 (owner helper: replace this stub): after the forward move (in its batch), measure
 * the objectives; when the move crossed into a new year, close the old one (awards, Hall of Fame,
 * the owner's verdict) and set the new year's objectives.
 */
export async function runOwnerWeek(deps: UseCaseDeps, before: Stored<Game>, after: Stored<Game>): Promise<void> {
  void deps;
  void before;
  void after;
}
