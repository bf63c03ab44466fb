import { saveTitleChanges } from '../../../src/application/championships/save-title-changes';
import { createRumbleServices } from '../../../src/application/rumble';
import { createTournamentServices, TournamentError } from '../../../src/application/tournament';
import { dexieMachineDeps, GAME_DATE, putGame } from '../machine-deps';

// DESIGN §4: rumbles and tournaments change titles through saveTitleChanges, which never crowns a misfit.

async function setUp(prefix: string) {
  const deps = dexieMachineDeps(prefix);
  await putGame(deps);
  const wrestlers = await deps.repos.Wrestler.bulkCreate([
    ...Array.from({ length: 4 }, (_, i) => ({ name: `M${i + 1}`, gender: 'MALE' as const })),
    { name: 'F1', gender: 'FEMALE' as const },
  ]);
  const [m1, m2, m3, m4, f1] = wrestlers.map((w) => w.id);
  const [tag, women] = await deps.repos.Championship.bulkCreate([
    { name: 'Tag Titles', wrestlerIds: [m1, m2], holders: 2 },
    { name: "Women's Title", wrestlerIds: [], gender: 'FEMALE' },
  ]);
  const open = await deps.repos.Reign.create({ championshipId: tag.id, wrestlerIds: [m1, m2], startDate: '2025-01-01', defenses: 1 });
  return { deps, ids: { m1, m2, m3, m4, f1 }, tag, women, open };
}

describe('when a rumble or a tournament decides a title', () => {
  it('a rumble for a tag title crowns nobody: the title and its reign stay as they were', async () => {
    const { deps, ids, tag, open } = await setUp('rumble-tag');
    // Made directly (an old save): creating one is refused, see below.
    const rumble = await deps.repos.Rumble.create({ date: GAME_DATE, championshipId: tag.id, gender: 'MALE', entryIds: [ids.m3, ids.m4] });
    const finished = await createRumbleServices(deps).run(rumble.id);
    expect(finished.complete).toBe(true);
    expect(finished.winnerId).not.toBeNull();
    expect(await deps.repos.Championship.get(tag.id)).toEqual(tag);
    expect(await deps.repos.Reign.findBy('championshipId', tag.id)).toEqual([open]);
  });

  it('applies the changes that fit and skips the others', async () => {
    const { deps, ids, tag, women } = await setUp('save-fit');
    const change = (championshipId: number, holders: number[]) => ({ championshipId, holders, date: GAME_DATE, segmentId: null });
    await deps.unitOfWork.run((tx) =>
      saveTitleChanges(tx, [change(tag.id, [ids.m3]), change(women.id, [ids.m3]), change(women.id, [ids.f1]), change(tag.id, [ids.m3, ids.f1])]),
    );
    expect((await deps.repos.Championship.get(tag.id))?.wrestlerIds).toEqual([ids.m1, ids.m2]);
    expect((await deps.repos.Championship.get(women.id))?.wrestlerIds).toEqual([ids.f1]);
    expect((await deps.repos.Reign.findBy('championshipId', women.id)).map((r) => r.wrestlerIds)).toEqual([[ids.f1]]);
  });
});

describe('when a rumble or a tournament is set up for a title', () => {
  it('refuses a team title, saying why, and writes nothing', async () => {
    const { deps, ids, tag } = await setUp('create-team-title');
    await expect(createRumbleServices(deps).create({ championshipId: tag.id, entryIds: [ids.m3, ids.m4] })).rejects.toThrow(
      'Tag Titles cannot be defended here: held by a team of two, but a rumble crowns one wrestler.',
    );
    const tournaments = createTournamentServices(deps);
    const refused = tournaments.create({ championshipId: tag.id, wrestlerIds: [ids.m1, ids.m2, ids.m3, ids.m4] });
    await expect(refused).rejects.toThrow('held by a team of two, but a tournament crowns one wrestler');
    await expect(refused).rejects.toBeInstanceOf(TournamentError);
    expect(await deps.repos.Rumble.count()).toBe(0);
    expect(await deps.repos.Tournament.count()).toBe(0);
  });

  it('offers only singles titles in the tournament form, and takes one', async () => {
    const { deps, ids, tag, women } = await setUp('create-singles-title');
    const tournaments = createTournamentServices(deps);
    expect((await tournaments.form()).championships.map((c) => c.id)).toEqual([women.id]);
    expect((await tournaments.form()).championships.map((c) => c.id)).not.toContain(tag.id);
    const rumble = await createRumbleServices(deps).create({ championshipId: women.id, entryIds: [ids.f1, ids.m3] });
    expect(rumble.championshipId).toBe(women.id);
  });
});
