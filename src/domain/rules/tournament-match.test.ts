import { createChampionship } from '../entities/championship';
import { createReign } from '../entities/reign';
import { createTournament } from '../entities/tournament';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { rateSegment } from './rating';
import { winWeight } from './segment-simulation';
import { sequenceRng } from './test-rng';
import { changeTitles } from './championship';
import { applyMatchToRecords, simulateTournamentMatch, tournamentTitleChange } from './tournament-match';

const strong = { ...createWrestler({ name: 'Strong', points: 90, alignment: 'GOOD', class: 'GIANT' }), id: 1 };
const weak = { ...createWrestler({ name: 'Weak', points: 10, alignment: 'BAD', class: 'CRUISER' }), id: 2 };
const both = new Map<number, Wrestler>([[1, strong], [2, weak]]);

describe('when a tournament match is simulated', () => {
  it('draws the winner by win weight, then the duration, and rates the two as they walked in', () => {
    const strongShare = winWeight(strong) / (winWeight(strong) + winWeight(weak));
    // A draw just under the strong share picks the strong wrestler; 0.5 gives 60 * (1 + 10) seconds.
    const won = simulateTournamentMatch([1, 2], both, sequenceRng([strongShare - 0.001, 0.5]));
    expect(won).toEqual({
      winnerId: 1, loserId: 2, duration: 660, walkover: false,
      rating: rateSegment([{ wrestler: strong, groupId: 1, winner: true }, { wrestler: weak, groupId: 2, winner: false }]),
    });
    const upset = simulateTournamentMatch([1, 2], both, sequenceRng([strongShare + 0.001, 0]));
    expect(upset).toMatchObject({ winnerId: 2, loserId: 1, duration: 60 });
  });

  it('sends the present competitor through unfought when the other record is gone', () => {
    const rng = vi.fn(() => 0.3);
    expect(simulateTournamentMatch([1, 99], both, rng)).toEqual({ winnerId: 1, loserId: 99, rating: 0, duration: 0, walkover: true });
    expect(simulateTournamentMatch([99, 2], both, rng)).toMatchObject({ winnerId: 2, walkover: true });
    expect(rng).not.toHaveBeenCalled();
  });

  it('writes a win and a loss to the records after a fought match, and nothing after a walkover', () => {
    const outcome = { winnerId: 1, loserId: 2, rating: 1, duration: 60, walkover: false };
    const after = applyMatchToRecords(both, outcome, sequenceRng([0]));
    expect(after.get(1)).toMatchObject({ wins: strong.wins + 1, streak: strong.streak + 1 });
    expect(after.get(2)).toMatchObject({ losses: weak.losses + 1, streak: 0 });
    expect(both.get(1)).toBe(strong); // the given map is left as it was
    const walkover = applyMatchToRecords(both, { ...outcome, loserId: 99, walkover: true }, sequenceRng([0]));
    expect(walkover.get(1)).toBe(strong);
  });
});

describe('when a tournament for a title is decided', () => {
  const tournament = createTournament({ date: '2026-05-01', championshipId: 7, wrestlerIds: [1, 2], rounds: [[2]], winnerId: 2, complete: true });
  const title = { ...createChampionship({ wrestlerIds: [1] }), id: 7 };
  const open = { ...createReign({ championshipId: 7, wrestlerIds: [1], startDate: '2025-01-01', endDate: null }), id: 4 };

  const changed = (t: typeof tournament) => changeTitles({ championships: [title], reigns: [open] }, [tournamentTitleChange(t)!]);

  it('ends the holder’s reign on the tournament date and starts the champion’s', () => {
    expect(tournamentTitleChange(tournament)).toEqual({ championshipId: 7, holders: [2], date: '2026-05-01', segmentId: null });
    const after = changed(tournament);
    expect(after.championships).toEqual([{ ...title, wrestlerIds: [2] }]);
    expect(after.reigns[0]).toEqual({ ...open, endDate: '2026-05-01' });
    expect(after.reigns[1]).toMatchObject({ championshipId: 7, wrestlerIds: [2], startDate: '2026-05-01', defenses: 0, endDate: null });
  });

  it('adds a defence when the holder wins it', () => {
    expect(changed({ ...tournament, winnerId: 1 }).reigns).toEqual([{ ...open, defenses: 1 }]);
  });

  it.each([
    ['it is not over', { ...tournament, complete: false }],
    ['it is for no title', { ...tournament, championshipId: null }],
  ])('changes nothing when %s', (_, t) => {
    expect(tournamentTitleChange(t)).toBeNull();
  });
});
