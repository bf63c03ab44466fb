import type { Tournament } from '../entities/tournament';

// A single-elimination bracket (docs/decisions-tournaments.md). Entrant 2i meets entrant 2i+1 in
// round 0; in later rounds, winner 2i of the round before meets winner 2i+1. Nothing here draws a
// random number: simulating a match is tournament-match.ts.

/** The field sizes the create form offers. */
export const TOURNAMENT_SIZES = [4, 8, 16] as const;
export type TournamentSize = (typeof TOURNAMENT_SIZES)[number];

type Bracket = Pick<Tournament, 'wrestlerIds' | 'rounds'>;

export const TournamentProblems = {
  size: (count: number) => `A bracket needs 2, 4, 8, 16 or 32 entrants, not ${count}.`,
  duplicate: 'A wrestler can only enter a tournament once.',
  rounds: 'The stored rounds do not follow from the bracket.',
} as const;

const isPowerOfTwo = (n: number): boolean => Number.isInteger(n) && n >= 2 && n <= 32 && (n & (n - 1)) === 0;

/** How many rounds a bracket of this many entrants takes (4 → 2, 8 → 3, 16 → 4). */
export const roundCount = (entrants: number): number => (isPowerOfTwo(entrants) ? Math.log2(entrants) : 0);

/** How many matches round r of a bracket has. */
export const matchesInRound = (entrants: number, round: number): number => entrants / 2 ** (round + 1);

/** Who walks into round r, in bracket order (as far as the round before has been played). */
export const entrantsOfRound = (t: Bracket, round: number): readonly number[] =>
  round === 0 ? t.wrestlerIds : (t.rounds[round - 1] ?? []);

/** Why a stored bracket cannot be played, or null when it can. */
export function bracketProblem(t: Bracket): string | null {
  const size = t.wrestlerIds.length;
  if (!isPowerOfTwo(size)) return TournamentProblems.size(size);
  if (new Set(t.wrestlerIds).size !== size) return TournamentProblems.duplicate;
  if (t.rounds.length > roundCount(size)) return TournamentProblems.rounds;
  for (let r = 0; r < t.rounds.length; r += 1) {
    const entrants = entrantsOfRound(t, r);
    const winners = t.rounds[r];
    const previousUnfinished = r > 0 && entrants.length !== matchesInRound(size, r - 1);
    if (winners.length > matchesInRound(size, r) || (previousUnfinished && winners.length > 0)) return TournamentProblems.rounds;
    if (winners.some((id, m) => id !== entrants[2 * m] && id !== entrants[2 * m + 1])) return TournamentProblems.rounds;
  }
  return null;
}

export interface NextMatch {
  round: number;
  /** The match's place in its round. */
  index: number;
  competitors: [number, number];
}

/** The first match without a winner, or null when the bracket is decided (or cannot be played). */
export function nextMatch(t: Bracket): NextMatch | null {
  if (bracketProblem(t)) return null;
  const size = t.wrestlerIds.length;
  for (let round = 0; round < roundCount(size); round += 1) {
    const index = (t.rounds[round] ?? []).length;
    if (index < matchesInRound(size, round)) {
      const entrants = entrantsOfRound(t, round);
      return { round, index, competitors: [entrants[2 * index], entrants[2 * index + 1]] };
    }
  }
  return null;
}

/** The champion: the winner of the final, once it is played. */
export function championOf(t: Bracket): number | null {
  if (bracketProblem(t)) return null;
  const final = t.rounds[roundCount(t.wrestlerIds.length) - 1];
  return final?.length === 1 ? final[0] : null;
}

export interface MatchResult {
  winnerId: number;
  rating: number;
  /** Seconds. */
  duration: number;
}

/** A list of length n: the given values, then the filler (an imported record may lack some). */
const padded = (values: readonly number[] | undefined, n: number, filler = 0): number[] =>
  Array.from({ length: n }, (_, i) => values?.[i] ?? filler);

/**
 * The bracket with the next match's result written in: its winner, rating and duration. The final
 * also sets the champion and completes the tournament. Throws when there is no match to play or
 * the winner is not in it (a caller's mistake, never a player's).
 */
export function recordMatch<T extends Tournament>(t: T, result: MatchResult): T {
  const match = nextMatch(t);
  if (!match) throw new Error('This tournament has no match left to play.');
  if (!match.competitors.includes(result.winnerId)) throw new Error(`Wrestler ${result.winnerId} is not in the next match.`);
  const { round, index } = match;
  const withResult = (lists: readonly (readonly number[])[], value: number) => {
    const next = Array.from({ length: round + 1 }, (_, r) => padded(lists[r], (t.rounds[r] ?? []).length));
    next[round] = [...next[round].slice(0, index), value];
    return next;
  };
  const rounds = withResult(t.rounds, result.winnerId);
  const champion = championOf({ wrestlerIds: t.wrestlerIds, rounds });
  return {
    ...t,
    rounds,
    ratings: withResult(t.ratings, result.rating),
    durations: withResult(t.durations, result.duration),
    winnerId: champion,
    complete: champion !== null,
  };
}

/** The matches of the round the next match belongs to that are still to be played. */
export function matchesLeftInRound(t: Bracket): number {
  const match = nextMatch(t);
  return match ? matchesInRound(t.wrestlerIds.length, match.round) - match.index : 0;
}

/** What the UI calls round r of n: Final, Semi-finals, Quarter-finals, else "Round of 16". */
export function roundName(round: number, rounds: number): string {
  const left = rounds - round;
  if (left === 1) return 'Final';
  if (left === 2) return 'Semi-finals';
  if (left === 3) return 'Quarter-finals';
  return `Round of ${2 ** left}`;
}
