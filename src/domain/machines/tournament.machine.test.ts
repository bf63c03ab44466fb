import { createActor, initialTransition, transition } from 'xstate';
import { createTournament, type Tournament } from '../entities/tournament';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { seededRng } from '../rules/test-rng';
import { tournamentMachine } from './tournament.machine';

const ids = [1, 2, 3, 4, 5, 6, 7, 8];
const roster = new Map<number, Wrestler>(ids.map((id) => [id, { ...createWrestler({ name: `W${id}`, points: 10 * id }), id }]));
const bracket = (partial: Partial<Tournament> = {}) => createTournament({ date: '2026-05-01', wrestlerIds: ids, ...partial });
const start = (tournament: Tournament, wrestlers = roster) =>
  initialTransition(tournamentMachine, { tournament, wrestlers, rng: seededRng(3) })[0];

describe('tournament machine, pure transitions', () => {
  it('resumes a stored record: no results waits, some are in progress, a champion is finished', () => {
    expect(start(bracket()).value).toBe('notStarted');
    expect(start(bracket({ rounds: [[1]] })).value).toBe('inProgress');
    const done = start(bracket({ wrestlerIds: [1, 2], rounds: [[2]], winnerId: 2, complete: true }));
    expect(done.value).toBe('finished');
    expect(done.status).toBe('done');
  });

  it('will not play a bracket the rules cannot play', () => {
    const broken = start(bracket({ wrestlerIds: [1, 2, 3] }));
    expect(broken.value).toBe('unplayable');
    const [after] = transition(tournamentMachine, broken, { type: 'tournament.run' });
    expect(after.context.tournament).toBe(broken.context.tournament);
  });

  it('plays one match per playMatch, in bracket order', () => {
    const [one] = transition(tournamentMachine, start(bracket()), { type: 'tournament.playMatch' });
    expect(one.value).toBe('inProgress');
    expect(one.context.played).toBe(1);
    expect(one.context.tournament.rounds).toEqual([[expect.toBeOneOf([1, 2])]]);
    const [two] = transition(tournamentMachine, one, { type: 'tournament.playMatch' });
    expect(two.context.tournament.rounds[0]).toEqual([one.context.tournament.rounds[0][0], expect.toBeOneOf([3, 4])]);
  });

  it('plays the rest of the current round on playRound, and no further', () => {
    const [one] = transition(tournamentMachine, start(bracket()), { type: 'tournament.playMatch' });
    const [round] = transition(tournamentMachine, one, { type: 'tournament.playRound' });
    expect(round.context.played).toBe(4);
    expect(round.context.tournament.rounds.map((r) => r.length)).toEqual([4]);
    const [next] = transition(tournamentMachine, round, { type: 'tournament.playRound' });
    expect(next.context.tournament.rounds.map((r) => r.length)).toEqual([4, 2]);
  });

  it('runs to the end on tournament.run and finishes with one champion who won every round', () => {
    const [done] = transition(tournamentMachine, start(bracket()), { type: 'tournament.run' });
    expect(done.value).toBe('finished');
    const { tournament } = done.context;
    expect(tournament.rounds.map((r) => r.length)).toEqual([4, 2, 1]);
    expect(tournament.complete).toBe(true);
    expect(tournament.rounds.every((r) => r.includes(tournament.winnerId!))).toBe(true);
    expect(tournament.durations.flat().every((s) => s >= 60 && s <= 1200 && s % 60 === 0)).toBe(true);
    expect(done.context.played).toBe(7);
  });

  it('writes wins and losses into the records it holds when the tournament records results', () => {
    const [done] = transition(tournamentMachine, start(bracket()), { type: 'tournament.run' });
    const champion = done.context.wrestlers.get(done.context.tournament.winnerId!)!;
    expect(champion.wins).toBe(3);
    expect(champion.losses).toBe(0);
    const losers = ids.filter((id) => id !== champion.id).map((id) => done.context.wrestlers.get(id)!);
    expect(losers.every((w) => w.losses === 1)).toBe(true);
    expect(losers.reduce((n, w) => n + w.wins, 0)).toBe(4); // 7 matches: 3 wins for the champion, 4 for the rest
  });

  it('leaves the records alone when it does not', () => {
    const [done] = transition(tournamentMachine, start(bracket({ recordResults: false })), { type: 'tournament.run' });
    expect(ids.every((id) => done.context.wrestlers.get(id) === roster.get(id))).toBe(true);
  });

  it('passes a competitor whose record is gone through by walkover', () => {
    const without3 = new Map([...roster].filter(([id]) => id !== 3));
    const [one] = transition(tournamentMachine, start(bracket(), without3), { type: 'tournament.playRound' });
    expect(one.context.tournament.rounds[0][1]).toBe(4);
    expect(one.context.tournament.durations[0][1]).toBe(0);
  });
});

describe('tournament actor', () => {
  it('reaches its final state and outputs the decided bracket', () => {
    const actor = createActor(tournamentMachine, { input: { tournament: bracket(), wrestlers: roster, rng: seededRng(9) } }).start();
    actor.send({ type: 'tournament.run' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ complete: true, winnerId: expect.any(Number) });
  });

  it('replays the same bracket from the same seed', () => {
    const run = () => {
      const [done] = transition(tournamentMachine, start(bracket()), { type: 'tournament.run' });
      return done.context.tournament;
    };
    expect(run()).toEqual(run());
  });
});
