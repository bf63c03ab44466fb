import { createTournamentServices, TournamentError, TournamentMessages } from '../../../src/application/tournament';
import { TournamentProblems } from '../../../src/domain/rules/tournament';
import { dexieMachineDeps, GAME_DATE, putGame, type MachineTestDeps } from '../machine-deps';

async function setUp(deps: MachineTestDeps, count = 8) {
  await putGame(deps);
  const wrestlers = await deps.repos.Wrestler.bulkCreate(
    Array.from({ length: count }, (_, i) => ({ name: `W${i + 1}`, gender: 'MALE' as const, points: 10 + 5 * i })),
  );
  return { ids: wrestlers.map((w) => w.id), tournaments: createTournamentServices(deps) };
}

describe('when a tournament is created', () => {
  it('seeds the field by points: best against worst, the top two in opposite halves', async () => {
    const deps = dexieMachineDeps('tournament-seed');
    const { ids, tournaments } = await setUp(deps);
    await deps.repos.Wrestler.bulkCreate([
      { name: 'Referee', role: 'REFEREE', points: 99 },
      { name: 'Retired', retired: true, points: 99 },
      { name: 'Her', gender: 'FEMALE', points: 99 },
    ]);
    const t = await tournaments.create({ size: 4 });
    // Points rise with the id: W8 is seed 1, W7 seed 2, W6 seed 3, W5 seed 4.
    expect(t.wrestlerIds).toEqual([ids[7], ids[4], ids[6], ids[5]]);
    expect(t).toMatchObject({ name: 'Tournament', date: GAME_DATE, gender: 'MALE', rounds: [], complete: false, recordResults: true });
    expect(await deps.repos.Tournament.get(t.id)).toEqual(t);
  });

  it('keeps chosen entrants in the order given, and refuses a wrong field', async () => {
    const deps = dexieMachineDeps('tournament-chosen');
    const { ids, tournaments } = await setUp(deps);
    const chosen = [ids[2], ids[0], ids[3], ids[1]];
    expect((await tournaments.create({ wrestlerIds: chosen, name: ' Spring Cup ', date: '2026-04-01' })))
      .toMatchObject({ wrestlerIds: chosen, name: 'Spring Cup', date: '2026-04-01' });

    await expect(tournaments.create({ wrestlerIds: ids.slice(0, 3) })).rejects.toThrow(TournamentMessages.size(3));
    await expect(tournaments.create({ wrestlerIds: [ids[0], ids[0], ids[1], ids[2]] })).rejects.toThrow(TournamentMessages.duplicate);
    await expect(tournaments.create({ wrestlerIds: ids.slice(0, 4), gender: 'FEMALE' })).rejects.toThrow(TournamentMessages.notEligible('W1'));
    await expect(tournaments.create({ size: 16 })).rejects.toThrow(TournamentMessages.tooFew(8, 16));
    await expect(tournaments.create({ size: 16 })).rejects.toBeInstanceOf(TournamentError);
    expect(await deps.repos.Tournament.count()).toBe(1);
  });

  it('draws only from the brands asked for, and names itself after its title', async () => {
    const deps = dexieMachineDeps('tournament-brands');
    const { tournaments } = await setUp(deps, 0);
    const [red, blue] = await deps.repos.Brand.bulkCreate([{ name: 'Red' }, { name: 'Blue' }]);
    const reds = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 4 }, (_, i) => ({ name: `R${i}`, brandIds: [red.id] })));
    await deps.repos.Wrestler.bulkCreate(Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, brandIds: [blue.id], points: 90 })));
    const title = await deps.repos.Championship.create({ name: 'Red Title', brandIds: [red.id], gender: 'MALE' });
    const t = await tournaments.create({ size: 4, championshipId: title.id });
    expect([...t.wrestlerIds].sort()).toEqual(reds.map((w) => w.id).sort());
    expect(t).toMatchObject({ name: 'Red Title Tournament', brandIds: [red.id], championshipId: title.id });
  });
});

describe('when a tournament is played', () => {
  it('plays one match, then the rest of the round, then runs to a champion, writing each step', async () => {
    const deps = dexieMachineDeps('tournament-play');
    const { tournaments } = await setUp(deps);
    const { id } = await tournaments.create({ size: 8 });

    const first = await tournaments.playMatch(id);
    expect(first.played).toBe(1);
    expect(first.tournament.rounds.map((r) => r.length)).toEqual([1]);
    expect(await deps.repos.Tournament.get(id)).toEqual(first.tournament);

    const round = await tournaments.playRound(id);
    expect(round.played).toBe(3);
    expect(round.tournament.rounds.map((r) => r.length)).toEqual([4]);

    const end = await tournaments.run(id);
    expect(end.played).toBe(3);
    expect(end.tournament).toMatchObject({ complete: true, winnerId: end.tournament.rounds[2][0] });
    expect(end.tournament.ratings.map((r) => r.length)).toEqual([4, 2, 1]);
    expect((await tournaments.run(id)).played).toBe(0); // nothing left to play
  });

  it('writes a win to the winner and a loss to the loser of every match', async () => {
    const deps = dexieMachineDeps('tournament-records');
    const { ids, tournaments } = await setUp(deps);
    const { tournament } = await tournaments.run((await tournaments.create({ size: 8 })).id);
    const after = await deps.repos.Wrestler.getMany(ids);
    const champion = after.find((w) => w.id === tournament.winnerId)!;
    expect(champion).toMatchObject({ wins: 3, losses: 0, streak: 3 });
    expect(after.filter((w) => w !== champion).every((w) => w.losses === 1)).toBe(true);
    expect(after.reduce((n, w) => n + w.wins, 0)).toBe(7);
  });

  it('leaves the records alone when the tournament does not record results', async () => {
    const deps = dexieMachineDeps('tournament-no-records');
    const { ids, tournaments } = await setUp(deps);
    const before = await deps.repos.Wrestler.getMany(ids);
    await tournaments.run((await tournaments.create({ size: 4, recordResults: false })).id);
    expect(await deps.repos.Wrestler.getMany(ids)).toEqual(before);
  });

  it('gives the title to the champion and ends the holder’s reign', async () => {
    const deps = dexieMachineDeps('tournament-title');
    const { tournaments } = await setUp(deps);
    const title = await deps.repos.Championship.create({ name: 'World', wrestlerIds: [999] });
    const open = await deps.repos.Reign.create({ championshipId: title.id, wrestlerIds: [999], startDate: '2025-01-01' });
    const { tournament } = await tournaments.run((await tournaments.create({ size: 4, championshipId: title.id })).id);
    expect((await deps.repos.Championship.get(title.id))?.wrestlerIds).toEqual([tournament.winnerId]);
    expect(await deps.repos.Reign.findBy('championshipId', title.id)).toEqual([
      { ...open, endDate: GAME_DATE },
      expect.objectContaining({ wrestlerIds: [tournament.winnerId], startDate: GAME_DATE, endDate: null, defenses: 0 }),
    ]);
  });

  it('writes nothing of a step whose writes fail', async () => {
    const deps = dexieMachineDeps('tournament-atomic');
    const { ids, tournaments } = await setUp(deps);
    const { id } = await tournaments.create({ size: 4 });
    const before = await deps.repos.Wrestler.getMany(ids);
    vi.spyOn(deps.repos.Wrestler, 'update').mockRejectedValueOnce(new Error('disk full'));
    await expect(tournaments.playMatch(id)).rejects.toThrow('disk full');
    expect((await deps.repos.Tournament.get(id))?.rounds).toEqual([]);
    expect(await deps.repos.Wrestler.getMany(ids)).toEqual(before);
  });

  it('reports a missing tournament with the catalogue message', async () => {
    const deps = dexieMachineDeps('tournament-missing');
    const { tournaments } = await setUp(deps, 0);
    await expect(tournaments.playMatch(41)).rejects.toThrow('Record with id 41 not found in table Tournament');
  });

  it('shows every actor it creates to the inspector', async () => {
    const inspect = vi.fn();
    const deps = { ...dexieMachineDeps('tournament-inspect'), inspect };
    const { tournaments } = await setUp(deps);
    await tournaments.playMatch((await tournaments.create({ size: 4 })).id);
    expect(inspect.mock.calls.map(([event]) => event)).toContainEqual(
      expect.objectContaining({ type: '@xstate.event', event: { type: 'tournament.playMatch' } }),
    );
  });
});

describe('reading tournaments', () => {
  it('lists them newest first with entrants, status and winner', async () => {
    const deps = dexieMachineDeps('tournament-list');
    const { tournaments } = await setUp(deps);
    const old = await tournaments.create({ size: 4, name: 'Old', date: '2026-01-01' });
    await tournaments.run(old.id);
    await tournaments.create({ size: 8, name: 'New', date: '2026-02-01' });
    const winner = (await deps.repos.Tournament.get(old.id))!.winnerId!;
    expect(await tournaments.list()).toEqual([
      expect.objectContaining({ name: 'New', entrants: 8, status: 'notStarted', winner: null }),
      expect.objectContaining({ name: 'Old', entrants: 4, status: 'complete', winner: (await deps.repos.Wrestler.get(winner))!.name }),
    ]);
  });

  it('shows the bracket by rounds, with competitors still to be decided as empty slots', async () => {
    const deps = dexieMachineDeps('tournament-view');
    const { ids, tournaments } = await setUp(deps);
    const { id } = await tournaments.create({ wrestlerIds: ids.slice(0, 4) });
    const { tournament } = await tournaments.playMatch(id);
    const view = (await tournaments.view(id))!;
    expect(view.status).toBe('inProgress');
    expect(view.rounds.map((r) => r.name)).toEqual(['Semi-finals', 'Final']);
    const [first, second] = view.rounds[0].matches;
    expect(first).toMatchObject({
      number: 1, competitors: [{ id: ids[0], name: 'W1' }, { id: ids[1], name: 'W2' }], winnerId: tournament.rounds[0][0], next: false,
    });
    expect(first.rating).toBe(tournament.ratings[0][0]);
    expect(first.duration).toBeGreaterThanOrEqual(60);
    expect(second).toMatchObject({ winnerId: null, rating: null, duration: null, next: true });
    expect(view.rounds[1].matches[0].competitors).toEqual([{ id: tournament.rounds[0][0], name: expect.any(String) }, null]);
    expect(await tournaments.view(999)).toBeNull();
  });

  it('says why a stored bracket cannot be played, and plays nothing of it', async () => {
    const deps = dexieMachineDeps('tournament-unplayable');
    const { ids, tournaments } = await setUp(deps);
    const broken = await deps.repos.Tournament.create({ name: 'Odd', wrestlerIds: ids.slice(0, 3) });
    expect(await tournaments.view(broken.id)).toMatchObject({ status: 'unplayable', problem: TournamentProblems.size(3), rounds: [] });
    expect(await tournaments.run(broken.id)).toEqual({ tournament: broken, played: 0 });
  });

  it('offers the form the game date, the brands, the titles and in-ring wrestlers by points', async () => {
    const deps = dexieMachineDeps('tournament-form');
    const { tournaments } = await setUp(deps, 2);
    await deps.repos.Wrestler.create({ name: 'Ref', role: 'REFEREE' });
    const form = await tournaments.form();
    expect(form).toMatchObject({ date: GAME_DATE, gender: 'MALE', brandIds: [] });
    expect(form.candidates.map((c) => c.name)).toEqual(['W2', 'W1']);
  });

  it('deletes a tournament', async () => {
    const deps = dexieMachineDeps('tournament-remove');
    const { tournaments } = await setUp(deps);
    const { id } = await tournaments.create({ size: 4 });
    await tournaments.remove(id);
    expect(await tournaments.list()).toEqual([]);
  });
});
