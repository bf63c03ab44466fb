import { assign, setup } from 'xstate';
import type { Tournament } from '../entities/tournament';
import type { Wrestler } from '../entities/wrestler';
import type { Rng } from '../rules/rng';
import { bracketProblem, matchesLeftInRound, nextMatch, recordMatch } from '../rules/tournament';
import { applyMatchToRecords, simulateTournamentMatch } from '../rules/tournament-match';

export interface TournamentMachineInput<W extends Wrestler = Wrestler> {
  tournament: Tournament;
  /** The entrants' records as they are now, by id; a missing one loses by walkover. */
  wrestlers: ReadonlyMap<number, W>;
  /** Draws each winner, duration and (when results are recorded) the stat fuzz. */
  rng: Rng;
}

export interface TournamentMachineContext<W extends Wrestler = Wrestler> extends TournamentMachineInput<W> {
  /** The matches this actor has played, in order (what the application reports back). */
  played: number;
}

export type TournamentEvent =
  | { type: 'tournament.playMatch' }
  | { type: 'tournament.playRound' }
  | { type: 'tournament.run' };

/** One match: simulate the next pairing, write its result into the bracket and, if asked, the records. */
function playOne(context: TournamentMachineContext): Partial<TournamentMachineContext> {
  const match = nextMatch(context.tournament)!;
  const outcome = simulateTournamentMatch(match.competitors, context.wrestlers, context.rng);
  const tournament = recordMatch(context.tournament, outcome);
  const wrestlers = context.tournament.recordResults
    ? applyMatchToRecords(context.wrestlers, outcome, context.rng)
    : context.wrestlers;
  return { tournament, wrestlers, played: context.played + 1 };
}

function playMany(context: TournamentMachineContext, count: number): Partial<TournamentMachineContext> {
  let next = context;
  for (let i = 0; i < count && nextMatch(next.tournament); i += 1) next = { ...next, ...playOne(next) };
  return { tournament: next.tournament, wrestlers: next.wrestlers, played: next.played };
}

/**
 * A single-elimination tournament (DESIGN §1 multi-step flow). The machine resumes from the stored
 * record: a decided bracket is finished, one with results is in progress, a bracket the rules
 * cannot play (imported or hand-made) is unplayable. Play events with no match left are ignored.
 * The application loads the entrants, sends one event, then writes the bracket and every record
 * that changed in one unit of work (src/application/tournament).
 */
export const tournamentMachine = setup({
  types: {
    context: {} as TournamentMachineContext,
    input: {} as TournamentMachineInput,
    events: {} as TournamentEvent,
    output: {} as Tournament,
  },
  guards: {
    isUnplayable: ({ context }) => bracketProblem(context.tournament) !== null,
    isDecided: ({ context }) => nextMatch(context.tournament) === null,
    hasStarted: ({ context }) => context.tournament.rounds.some((round) => round.length > 0),
    hasNextMatch: ({ context }) => nextMatch(context.tournament) !== null,
  },
  actions: {
    playMatch: assign(({ context }) => playOne(context)),
    playRound: assign(({ context }) => playMany(context, matchesLeftInRound(context.tournament))),
    playAll: assign(({ context }) => playMany(context, Infinity)),
  },
}).createMachine({
  id: 'tournament',
  context: ({ input }) => ({ ...input, played: 0 }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'isUnplayable', target: 'unplayable' },
        { guard: 'isDecided', target: 'finished' },
        { guard: 'hasStarted', target: 'inProgress' },
        { target: 'notStarted' },
      ],
    },
    notStarted: {
      on: {
        'tournament.playMatch': { guard: 'hasNextMatch', target: 'inProgress', actions: 'playMatch' },
        'tournament.playRound': { guard: 'hasNextMatch', target: 'inProgress', actions: 'playRound' },
        'tournament.run': { guard: 'hasNextMatch', target: 'inProgress', actions: 'playAll' },
      },
    },
    inProgress: {
      always: { guard: 'isDecided', target: 'finished' },
      on: {
        'tournament.playMatch': { guard: 'hasNextMatch', actions: 'playMatch' },
        'tournament.playRound': { guard: 'hasNextMatch', actions: 'playRound' },
        'tournament.run': { guard: 'hasNextMatch', actions: 'playAll' },
      },
    },
    /** Nothing to play: the stored bracket breaks the rules (bracketProblem says why). */
    unplayable: {},
    finished: { type: 'final' },
  },
  output: ({ context }) => context.tournament,
});
