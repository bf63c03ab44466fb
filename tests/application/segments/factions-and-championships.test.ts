import { createSegmentServices, TitleMisfitError } from '../../../src/application/segments';
import { inMemoryDeps } from '../support';

async function setUp() {
  const deps = inMemoryDeps();
  const services = createSegmentServices(deps);
  const [leader, member, manager, holderA, holderB, outsider] = await deps.repos.Wrestler.bulkCreate(
    ['Leader', 'Member', 'Manager', 'Holder A', 'Holder B', 'Outsider'].map((name, i) => ({ name, cost: 100 * (i + 1) })),
  );
  const faction = await deps.repos.Faction.create({
    name: 'The Order',
    leaderIds: [leader.id],
    wrestlerIds: [leader.id, member.id],
    managerIds: [manager.id],
  });
  const tagTitle = await deps.repos.Championship.create({ name: 'Tag Titles', wrestlerIds: [holderA.id, holderB.id], holders: 2 });
  const segment = await deps.repos.Segment.create({ type: 'TAG_TEAM', complete: true });
  const appearancesNow = async () => {
    const stored = (await deps.repos.Segment.get(segment.id))!;
    return { segment: stored, appearances: await deps.repos.Appearance.getMany(stored.appearanceIds) };
  };
  return { deps, services, segment, faction, tagTitle, leader, member, manager, holderA, holderB, outsider, appearancesNow };
}

describe('when adding and removing a faction', () => {
  it('adds its leader and members as one team and its manager as a manager', async () => {
    const { services, segment, faction, leader, member, manager, appearancesNow } = await setUp();

    await services.addFaction({ segmentId: segment.id, factionId: faction.id });

    const { segment: after, appearances } = await appearancesNow();
    expect(appearances.map((a) => [a.wrestlerId, a.groupId, a.manager])).toEqual([
      [leader.id, 1, false],
      [member.id, 1, false],
      [manager.id, 1, true],
    ]);
    expect(after.complete).toBe(false);
  });

  it('does not add a member twice and joins the team a member is already on', async () => {
    const { services, segment, faction, member, outsider, appearancesNow } = await setUp();
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: outsider.id });
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: member.id });

    await services.addFaction({ segmentId: segment.id, factionId: faction.id });

    const { appearances } = await appearancesNow();
    expect(appearances.filter((a) => a.wrestlerId === member.id)).toHaveLength(1);
    expect(appearances.map((a) => a.groupId)).toEqual([1, 2, 2, 2]);
  });

  it('removes every faction appearance and keeps the others', async () => {
    const { deps, services, segment, faction, outsider, appearancesNow } = await setUp();
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: outsider.id });
    await services.addFaction({ segmentId: segment.id, factionId: faction.id });
    await deps.repos.Segment.update(segment.id, { complete: true });

    await services.removeFaction({ segmentId: segment.id, factionId: faction.id });

    const { segment: after, appearances } = await appearancesNow();
    expect(appearances.map((a) => a.wrestlerId)).toEqual([outsider.id]);
    expect(await deps.repos.Appearance.count()).toBe(1);
    expect(after.complete).toBe(false);
  });

  it('rejects an unknown faction', async () => {
    const { services, segment } = await setUp();
    await expect(services.addFaction({ segmentId: segment.id, factionId: 99 })).rejects.toThrow('Faction or segment not found');
  });
});

describe('when toggling a championship', () => {
  it('attaches the title and adds its holders as one team', async () => {
    const { services, segment, tagTitle, holderA, holderB, outsider, leader, appearancesNow } = await setUp();
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: outsider.id });
    const challengers = await services.toggleAppearance({ segmentId: segment.id, wrestlerId: leader.id });
    await services.setGroup({ segmentId: segment.id, appearanceId: challengers.appearanceIds[1], groupId: 1 });

    await services.toggleChampionship({ segmentId: segment.id, championshipId: tagTitle.id });

    const { segment: after, appearances } = await appearancesNow();
    expect(after.championshipIds).toEqual([tagTitle.id]);
    expect(appearances.map((a) => [a.wrestlerId, a.groupId, a.cost])).toEqual([
      [outsider.id, 1, 600],
      [leader.id, 1, 100],
      [holderA.id, 2, 400],
      [holderB.id, 2, 500],
    ]);
    expect(after.complete).toBe(false);
  });

  it('refuses a title the teams do not fit, saying why, and writes nothing (DESIGN §4)', async () => {
    const { deps, services, segment, tagTitle, outsider, appearancesNow } = await setUp();
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: outsider.id });
    await deps.repos.Segment.update(segment.id, { complete: true });
    const before = await appearancesNow();

    const refused = services.toggleChampionship({ segmentId: segment.id, championshipId: tagTitle.id });
    await expect(refused).rejects.toThrow('Tag Titles cannot be defended here: held by a team of two, but team 1 has 1 wrestler.');
    await expect(refused).rejects.toBeInstanceOf(TitleMisfitError);
    expect(await appearancesNow()).toEqual(before);

    const women = await deps.repos.Championship.create({ name: "Women's Title", gender: 'FEMALE', wrestlerIds: [] });
    await expect(services.toggleChampionship({ segmentId: segment.id, championshipId: women.id })).rejects.toThrow(
      "Women's Title cannot be defended here: a women's title, but team 1 has a man (Outsider).",
    );
    expect(await appearancesNow()).toEqual(before);
  });

  it('puts a missing holder with the holder already in the segment', async () => {
    const { services, segment, tagTitle, holderA, holderB, appearancesNow } = await setUp();
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: holderB.id });
    await services.toggleChampionship({ segmentId: segment.id, championshipId: tagTitle.id });
    const { appearances } = await appearancesNow();
    expect(appearances.map((a) => [a.wrestlerId, a.groupId])).toEqual([
      [holderB.id, 1],
      [holderA.id, 1],
    ]);
  });

  it('removes the title when it is already attached, keeping the wrestlers', async () => {
    const { deps, services, segment, tagTitle, appearancesNow } = await setUp();
    await services.toggleChampionship({ segmentId: segment.id, championshipId: tagTitle.id });
    await deps.repos.Segment.update(segment.id, { complete: true });

    await services.toggleChampionship({ segmentId: segment.id, championshipId: tagTitle.id });

    const { segment: after, appearances } = await appearancesNow();
    expect(after.championshipIds).toEqual([]);
    expect(appearances).toHaveLength(2);
    expect(after.complete).toBe(false);
  });

  it('rejects an unknown championship', async () => {
    const { services, segment } = await setUp();
    await expect(services.toggleChampionship({ segmentId: segment.id, championshipId: 77 })).rejects.toThrow(
      'Championship or segment not found',
    );
  });
});
