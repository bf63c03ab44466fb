import { createQuickMatchService, QuickMatchMessages, type QuickMatchService } from '../../../src/application/quick-match';
import type { Stored } from '../../../src/domain/entities/base';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { rateSegmentBreakdown } from '../../../src/domain/rules/rating';
import { dexieDeps, putGame, type TestDeps } from '../support';

// Quick match on the Dexie adapters: an exhibition reads, simulates and writes nothing until applied.
let deps: TestDeps;
let quickMatch: QuickMatchService;
let w: Stored<Wrestler>[];

const snapshot = async () => ({
  wrestlers: await deps.repos.Wrestler.all(),
  appearances: await deps.repos.Appearance.count(),
  segments: await deps.repos.Segment.count(),
  productions: await deps.repos.Production.count(),
});

beforeEach(async () => {
  deps = dexieDeps('quick-match', 11);
  await putGame(deps, { gender: 'MALE' });
  w = await deps.repos.Wrestler.bulkCreate([
    // weight 60 + 15 + 9 + 0.2 * (0 + 10) = 86
    { name: 'Ada Strong', points: 60, alignment: 'GOOD', class: 'GIANT' },
    // weight 20 + 15 + 9 + 2 = 46
    { name: 'Bo Small', points: 20, alignment: 'BAD', class: 'CRUISER' },
    { name: 'Cy Mid', points: 50, popularity: 60, charisma: 75, wins: 12, losses: 3, streak: 2 },
    { name: 'Di Mid', points: 50, morale: 70, alignment: 'BAD' },
  ]);
  quickMatch = createQuickMatchService(deps);
});

describe('when an exhibition is simulated', () => {
  it('changes nothing in the database', async () => {
    const before = await snapshot();
    const result = await quickMatch.simulateExhibition({ teams: [[w[0].id], [w[1].id]], type: 'SINGLES' });
    expect(result.changes).toHaveLength(2);
    expect(await snapshot()).toEqual(before);
  });

  it('replays the same match from the same seed and records', async () => {
    const input = { teams: [[w[0].id, w[2].id], [w[1].id, w[3].id]], type: 'TAG_TEAM', seed: 1234 };
    const first = await quickMatch.simulateExhibition(input);
    expect(await quickMatch.simulateExhibition(input)).toEqual(first);
    expect(first.seed).toBe(1234);
  });

  it('draws a fresh seed when none is given, and remembers it', async () => {
    const result = await quickMatch.simulateExhibition({ teams: [[w[0].id], [w[1].id]], type: 'SINGLES' });
    const replay = await quickMatch.simulateExhibition({ teams: [[w[0].id], [w[1].id]], type: 'SINGLES', seed: result.seed });
    expect(replay).toEqual(result);
  });

  it('gives each team its share of the win weight, the shares summing to 1', async () => {
    const singles = await quickMatch.simulateExhibition({ teams: [[w[0].id], [w[1].id]], type: 'SINGLES', seed: 5 });
    expect(singles.teams.map((t) => t.chance)).toEqual([86 / 132, 46 / 132].map((c) => expect.closeTo(c, 10)));
    for (const teams of [[[w[0].id], [w[1].id], [w[2].id]], [[w[0].id, w[1].id], [w[2].id], [w[3].id]]]) {
      const result = await quickMatch.simulateExhibition({ teams, type: 'BATTLE_ROYAL', seed: 9 });
      expect(result.teams.reduce((sum, t) => sum + t.chance, 0)).toBeCloseTo(1, 12);
    }
  });

  it('names one winning team, whose member was drawn, and rates the match as completion would', async () => {
    const result = await quickMatch.simulateExhibition({ teams: [[w[0].id, w[2].id], [w[1].id, w[3].id]], type: 'TAG_TEAM', seed: 77 });
    const winners = result.teams.filter((t) => t.winner);
    expect(winners.map((t) => t.groupId)).toEqual([result.winnerGroupId]);
    expect(winners[0].wrestlers.map((x) => x.id)).toContain(result.drawnWrestler.id);
    const participants = [w[0], w[2], w[1], w[3]].map((wrestler, i) => ({
      wrestler, groupId: i < 2 ? 1 : 2, winner: (i < 2 ? 1 : 2) === result.winnerGroupId,
    }));
    expect(result.breakdown).toEqual(rateSegmentBreakdown(participants));
    expect(result.rating).toBe(result.breakdown.total / 100);
    expect(result.duration % 60).toBe(0);
    expect(result.duration).toBeGreaterThanOrEqual(60);
    expect(result.duration).toBeLessThanOrEqual(1200);
    expect(result.kindName).toBe('Tag Team');
  });

  it('proposes reading A: winners +1 win and streak, losers +1 loss and streak 0', async () => {
    const result = await quickMatch.simulateExhibition({ teams: [[w[2].id], [w[3].id]], type: 'SINGLES', seed: 3 });
    for (const change of result.changes) {
      if (change.result === 'win') {
        expect(change.after).toMatchObject({ wins: change.before.wins + 1, streak: change.before.streak + 1, losses: change.before.losses });
      } else {
        expect(change.after).toMatchObject({ losses: change.before.losses + 1, streak: 0, wins: change.before.wins });
      }
      expect(change.after.remainingAppearances).toBe(change.before.remainingAppearances - 1);
    }
    expect(result.changes.map((c) => c.result).sort()).toEqual(['loss', 'win']);
  });

  it.each([
    ['one team', () => [[w[0].id]], 'SINGLES', QuickMatchMessages.tooFewTeams],
    ['an empty team', () => [[w[0].id], []], 'SINGLES', QuickMatchMessages.emptyTeam(2)],
    ['a wrestler twice', () => [[w[0].id], [w[0].id]], 'SINGLES', QuickMatchMessages.duplicate],
    ['a promo', () => [[w[0].id], [w[1].id]], 'PROMO', QuickMatchMessages.notCompetition('PROMO')],
    ['too few for a special referee match', () => [[w[0].id], [w[1].id]], 'SPECIAL_REFEREE', QuickMatchMessages.tooFewWrestlers('Special Referee', 3)],
  ])('refuses %s', async (_name, teams, type, message) => {
    await expect(quickMatch.simulateExhibition({ teams: teams(), type })).rejects.toThrow(message);
  });

  it('refuses a wrestler who does not exist with the catalogue message', async () => {
    await expect(quickMatch.simulateExhibition({ teams: [[w[0].id], [999]], type: 'SINGLES' })).rejects.toThrow(
      'Record with id 999 not found in table Wrestler',
    );
  });
});

describe('when an exhibition is applied', () => {
  it('writes each proposed record once, and refuses to apply it again', async () => {
    const result = await quickMatch.simulateExhibition({ teams: [[w[0].id], [w[1].id, w[3].id]], type: 'SINGLES', seed: 21 });
    const untouched = (await deps.repos.Wrestler.get(w[2].id))!;

    const written = await quickMatch.applyExhibition(result);

    expect(written.map((x) => x.id)).toEqual(result.changes.map((c) => c.wrestlerId));
    for (const change of result.changes) {
      expect(await deps.repos.Wrestler.get(change.wrestlerId)).toMatchObject({ ...change.after, name: change.name });
    }
    expect(await deps.repos.Wrestler.get(w[2].id)).toEqual(untouched);

    const afterFirst = await deps.repos.Wrestler.all();
    await expect(quickMatch.applyExhibition(result)).rejects.toThrow(QuickMatchMessages.stale);
    expect(await deps.repos.Wrestler.all()).toEqual(afterFirst);
  });

  it('refuses, writing nothing, when a record changed after the simulation', async () => {
    const result = await quickMatch.simulateExhibition({ teams: [[w[0].id], [w[1].id]], type: 'SINGLES', seed: 8 });
    await deps.repos.Wrestler.update(w[1].id, { points: 90 });
    const before = await deps.repos.Wrestler.all();
    await expect(quickMatch.applyExhibition(result)).rejects.toThrow(QuickMatchMessages.stale);
    expect(await deps.repos.Wrestler.all()).toEqual(before);
  });

  it('keeps fields the result does not touch, such as a name edited meanwhile', async () => {
    const result = await quickMatch.simulateExhibition({ teams: [[w[0].id], [w[1].id]], type: 'SINGLES', seed: 8 });
    await deps.repos.Wrestler.update(w[0].id, { name: 'Ada the Great' });
    await quickMatch.applyExhibition(result);
    expect((await deps.repos.Wrestler.get(w[0].id))!.name).toBe('Ada the Great');
  });
});
