import type { UseCaseDeps } from '../deps';

/**
 * Issue 18 item 3 (war helper: replace this stub): every night of the schedule window where shows
 * of more than one promotion are complete gets its shares (`production.war`) and the year's tally
 * (`game.warTally`), over the storage given (the forward move's batch), before the date moves.
 */
export async function scoreWarNights(deps: UseCaseDeps): Promise<void> {
  void deps;
}
