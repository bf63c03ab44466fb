import fc from 'fast-check';
import { createTournament, type Tournament } from '../entities/tournament';
import {
  bracketProblem, championOf, matchesLeftInRound, nextMatch, recordMatch, roundCount, roundName, TournamentProblems,
} from './tournament';

const bracketOf = (wrestlerIds: number[], partial: Partial<Tournament> = {}) => createTournament({ wrestlerIds, ...partial });

/** Plays every match, the winner chosen by `pick` among the two competitors. */
function playOut(t: Tournament, pick: (pair: [number, number]) => number): Tournament {
  let next = t;
  for (let match = nextMatch(next); match; match = nextMatch(next)) {
    next = recordMatch(next, { winnerId: pick(match.competitors), rating: 1.5, duration: 300 });
  }
  return next;
}

describe('when a bracket is drawn', () => {
  it('pairs the entrants in order in round one: 1st v 2nd, 3rd v 4th', () => {
    const t = bracketOf([11, 12, 13, 14]);
    expect(nextMatch(t)).toEqual({ round: 0, index: 0, competitors: [11, 12] });
    const after = recordMatch(t, { winnerId: 12, rating: 2.1, duration: 420 });
    expect(nextMatch(after)).toEqual({ round: 0, index: 1, competitors: [13, 14] });
    expect(after).toMatchObject({ rounds: [[12]], ratings: [[2.1]], durations: [[420]], complete: false, winnerId: null });
  });

  it('sends the winners of a round on, in bracket order, and crowns the winner of the final', () => {
    let t = bracketOf([1, 2, 3, 4]);
    t = recordMatch(t, { winnerId: 2, rating: 1, duration: 60 });
    t = recordMatch(t, { winnerId: 3, rating: 2, duration: 120 });
    expect(nextMatch(t)).toEqual({ round: 1, index: 0, competitors: [2, 3] });
    t = recordMatch(t, { winnerId: 3, rating: 3, duration: 180 });
    expect(t).toMatchObject({ rounds: [[2, 3], [3]], ratings: [[1, 2], [3]], durations: [[60, 120], [180]], winnerId: 3, complete: true });
    expect(nextMatch(t)).toBeNull();
    expect(championOf(t)).toBe(3);
  });

  it('refuses a winner who is not in the next match, and a decided bracket', () => {
    const t = bracketOf([1, 2, 3, 4]);
    expect(() => recordMatch(t, { winnerId: 3, rating: 0, duration: 60 })).toThrow('Wrestler 3 is not in the next match.');
    const done = playOut(t, ([a]) => a);
    expect(() => recordMatch(done, { winnerId: 1, rating: 0, duration: 60 })).toThrow('no match left');
  });

  it('counts the matches left in the current round', () => {
    const t = bracketOf([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(matchesLeftInRound(t)).toBe(4);
    expect(matchesLeftInRound(recordMatch(t, { winnerId: 1, rating: 0, duration: 60 }))).toBe(3);
    expect(matchesLeftInRound(playOut(t, ([a]) => a))).toBe(0);
  });

  it('fills ratings an imported record lacks with 0 rather than misplacing the new one', () => {
    const t = bracketOf([1, 2, 3, 4], { rounds: [[1]], ratings: [], durations: [] });
    expect(recordMatch(t, { winnerId: 4, rating: 2.5, duration: 60 })).toMatchObject({ ratings: [[0, 2.5]], durations: [[0, 60]] });
  });
});

describe('when a stored bracket breaks the rules', () => {
  it.each([
    ['three entrants', bracketOf([1, 2, 3]), TournamentProblems.size(3)],
    ['no entrants', bracketOf([]), TournamentProblems.size(0)],
    ['a wrestler twice', bracketOf([1, 2, 1, 4]), TournamentProblems.duplicate],
    ['a winner who was not in the match', bracketOf([1, 2, 3, 4], { rounds: [[3]] }), TournamentProblems.rounds],
    ['a second round before the first is over', bracketOf([1, 2, 3, 4], { rounds: [[1], [1]] }), TournamentProblems.rounds],
    ['too many winners in a round', bracketOf([1, 2, 3, 4], { rounds: [[1, 3, 4]] }), TournamentProblems.rounds],
    ['more rounds than the bracket has', bracketOf([1, 2], { rounds: [[1], [1]] }), TournamentProblems.rounds],
  ])('says why it cannot be played: %s', (_, t, problem) => {
    expect(bracketProblem(t)).toBe(problem);
    expect(nextMatch(t)).toBeNull();
    expect(championOf(t)).toBeNull();
  });
});

describe('round names', () => {
  it.each([
    [16, ['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']],
    [8, ['Quarter-finals', 'Semi-finals', 'Final']],
    [4, ['Semi-finals', 'Final']],
    [2, ['Final']],
  ])('a bracket of %i plays %j', (size, names) => {
    const rounds = roundCount(size);
    expect(Array.from({ length: rounds }, (_, r) => roundName(r, rounds))).toEqual(names);
  });
});

describe('any bracket of 4, 8 or 16, played out (property)', () => {
  const bracketArb = fc
    .constantFrom(4, 8, 16)
    .chain((size) => fc.tuple(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: size, maxLength: size }), fc.infiniteStream(fc.boolean())));

  it('puts every entrant in round one exactly once and ends with exactly one champion', () => {
    fc.assert(
      fc.property(bracketArb, ([entrants, coins]) => {
        const t = bracketOf(entrants);
        const firstRound: number[] = [];
        let played = t;
        const flips = coins[Symbol.iterator]();
        for (let match = nextMatch(played); match; match = nextMatch(played)) {
          if (match.round === 0) firstRound.push(...match.competitors);
          played = recordMatch(played, { winnerId: flips.next().value ? match.competitors[0] : match.competitors[1], rating: 0, duration: 60 });
        }
        expect([...firstRound].sort((a, b) => a - b)).toEqual([...entrants].sort((a, b) => a - b));
        expect(played.rounds.map((round) => round.length)).toEqual(
          Array.from({ length: Math.log2(entrants.length) }, (_, r) => entrants.length / 2 ** (r + 1)),
        );
        expect(played.rounds.at(-1)).toHaveLength(1);
        expect(played.complete).toBe(true);
        expect(entrants).toContain(played.winnerId);
        // The champion won every round, and nobody else won the last one.
        expect(played.rounds.every((round) => round.includes(played.winnerId!))).toBe(true);
        expect(bracketProblem(played)).toBeNull();
      }),
    );
  });
});
