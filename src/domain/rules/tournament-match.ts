import { createAppearance } from '../entities/appearance';
import type { Tournament } from '../entities/tournament';
import type { Wrestler } from '../entities/wrestler';
import type { TitleChange } from './championship';
import { rateSegment } from './rating';
import { applyLoss, applyWin } from './results';
import type { Rng } from './rng';
import { simulateDuration, simulateSegment } from './segment-simulation';

export interface TournamentMatchOutcome {
  winnerId: number;
  loserId: number;
  rating: number;
  /** Seconds; 0 for a walkover. */
  duration: number;
  /** One competitor's record is gone (deleted since the draw): the other goes through unfought. */
  walkover: boolean;
}

/**
 * One singles match of a bracket (SPEC §4): the winner by weighted draw on winWeight, a duration,
 * and the rating of the two as they walked in (as production completion rates a segment). The
 * draws come in a fixed order (winner, then duration) so a seed replays the match.
 */
export function simulateTournamentMatch(
  [first, second]: readonly [number, number],
  wrestlers: ReadonlyMap<number, Wrestler>,
  rng: Rng,
): TournamentMatchOutcome {
  const a = wrestlers.get(first);
  const b = wrestlers.get(second);
  if (!a || !b) {
    const winnerId = a || !b ? first : second;
    return { winnerId, loserId: winnerId === first ? second : first, rating: 0, duration: 0, walkover: true };
  }
  const appearances = [createAppearance({ wrestlerId: first, groupId: 1 }), createAppearance({ wrestlerId: second, groupId: 2 })];
  const { winnerId } = simulateSegment({ competition: true, appearances, wrestlers }, rng, { skipDecided: false });
  const duration = simulateDuration(rng);
  const rating = rateSegment([
    { wrestler: a, groupId: 1, winner: winnerId === first },
    { wrestler: b, groupId: 2, winner: winnerId === second },
  ]);
  return { winnerId: winnerId!, loserId: winnerId === first ? second : first, rating, duration, walkover: false };
}

/** The records after a fought match: SPEC §4 reading A, a win for one and a loss for the other. */
export function applyMatchToRecords<W extends Wrestler>(
  wrestlers: ReadonlyMap<number, W>,
  outcome: TournamentMatchOutcome,
  rng: Rng,
): Map<number, W> {
  const next = new Map(wrestlers);
  const winner = wrestlers.get(outcome.winnerId);
  const loser = wrestlers.get(outcome.loserId);
  if (outcome.walkover || !winner || !loser) return next;
  next.set(outcome.winnerId, applyWin(winner, rng) as W);
  next.set(outcome.loserId, applyLoss(loser, rng) as W);
  return next;
}

/** A finished tournament for a title makes its champion the holder (as a rumble does). */
export function tournamentTitleChange(tournament: Tournament): TitleChange | null {
  if (!tournament.complete || tournament.winnerId === null || tournament.championshipId === null) return null;
  return { championshipId: tournament.championshipId, holders: [tournament.winnerId], date: tournament.date, segmentId: null };
}
