import { createSegmentServices } from '../../../src/application/segments';
import { inMemoryDeps } from '../support';

async function setUp() {
  const deps = inMemoryDeps();
  const services = createSegmentServices(deps);
  const [ace, bolt, cruz] = await deps.repos.Wrestler.bulkCreate([
    { name: 'Ace', cost: 250 },
    { name: 'Bolt', cost: 400 },
    { name: 'Cruz', cost: 90 },
  ]);
  const segment = await deps.repos.Segment.create({ type: 'SINGLES', complete: true });
  return { deps, services, segment, ace, bolt, cruz };
}

describe('when toggling an appearance', () => {
  it('adds the wrestler in a new group at the wrestler\'s cost and makes the segment incomplete', async () => {
    const { deps, services, segment, ace, bolt } = await setUp();

    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: ace.id });
    const after = await services.toggleAppearance({ segmentId: segment.id, wrestlerId: bolt.id });

    const appearances = await deps.repos.Appearance.getMany(after.appearanceIds);
    expect(appearances.map((a) => [a.wrestlerId, a.groupId, a.cost])).toEqual([
      [ace.id, 1, 250],
      [bolt.id, 2, 400],
    ]);
    expect(after.complete).toBe(false);
  });

  it('joins the given group instead of a new one', async () => {
    const { deps, services, segment, ace, bolt } = await setUp();
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: ace.id });
    const after = await services.toggleAppearance({ segmentId: segment.id, wrestlerId: bolt.id, groupId: 1 });
    const appearances = await deps.repos.Appearance.getMany(after.appearanceIds);
    expect(appearances.map((a) => a.groupId)).toEqual([1, 1]);
  });

  it('removes the appearance when the wrestler is already in the segment', async () => {
    const { deps, services, segment, ace, bolt } = await setUp();
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: ace.id });
    const withBoth = await services.toggleAppearance({ segmentId: segment.id, wrestlerId: bolt.id });
    await deps.repos.Segment.update(segment.id, { complete: true });

    const after = await services.toggleAppearance({ segmentId: segment.id, wrestlerId: ace.id });

    expect(after.appearanceIds).toEqual([withBoth.appearanceIds[1]]);
    expect(await deps.repos.Appearance.get(withBoth.appearanceIds[0])).toBeUndefined();
    expect(after.complete).toBe(false);
  });

  it('can add a manager', async () => {
    const { deps, services, segment, cruz } = await setUp();
    const after = await services.toggleAppearance({ segmentId: segment.id, wrestlerId: cruz.id, manager: true });
    const [appearance] = await deps.repos.Appearance.getMany(after.appearanceIds);
    expect(appearance.manager).toBe(true);
  });

  it('rejects an unknown segment with the catalogue message and writes nothing', async () => {
    const { deps, services, ace } = await setUp();
    await expect(services.toggleAppearance({ segmentId: 999, wrestlerId: ace.id })).rejects.toThrow('Segment not found.');
    expect(await deps.repos.Appearance.count()).toBe(0);
  });

  it('rejects an unknown wrestler and leaves the segment as it was', async () => {
    const { deps, services, segment } = await setUp();
    await expect(services.toggleAppearance({ segmentId: segment.id, wrestlerId: 999 })).rejects.toThrow('Wrestler not found');
    expect(await deps.repos.Segment.get(segment.id)).toEqual(segment);
  });
});

describe('when moving an appearance to another team', () => {
  it('changes its group, clears the recorded result and makes the segment incomplete', async () => {
    const { deps, services, segment, ace, bolt, cruz } = await setUp();
    for (const w of [ace, bolt, cruz]) await services.toggleAppearance({ segmentId: segment.id, wrestlerId: w.id });
    await services.assignWinner({ segmentId: segment.id, wrestlerId: ace.id });
    const { appearanceIds } = (await deps.repos.Segment.get(segment.id))!;

    const regrouped = await services.setGroup({ segmentId: segment.id, appearanceId: appearanceIds[2], groupId: 1 });

    expect(regrouped.map((a) => a.groupId)).toEqual([1, 2, 1]);
    expect(regrouped.every((a) => !a.winner && !a.loser && !a.draw)).toBe(true);
    expect((await deps.repos.Appearance.getMany(appearanceIds)).map((a) => a.groupId)).toEqual([1, 2, 1]);
    expect((await deps.repos.Segment.get(segment.id))!.complete).toBe(false);
  });

  it('rejects an appearance of another segment', async () => {
    const { services, segment } = await setUp();
    await expect(services.setGroup({ segmentId: segment.id, appearanceId: 42, groupId: 1 })).rejects.toThrow('Appearance not found');
  });
});

describe('one wrestler, once a night (issue 33)', () => {
  async function card() {
    const deps = inMemoryDeps();
    const services = createSegmentServices(deps);
    const [ace, bolt] = await deps.repos.Wrestler.bulkCreate([{ name: 'Ace' }, { name: 'Bolt' }]);
    const [first, second] = await deps.repos.Segment.bulkCreate([
      { type: 'SINGLES', date: '2026-03-11' },
      { type: 'DEFAULT', date: '2026-03-11' },
    ]);
    const production = await deps.repos.Production.create({ date: '2026-03-11', segmentIds: [first.id, second.id] });
    return { deps, services, ace, bolt, first, second, production };
  }

  it('refuses a wrestler already booked in another segment of the card, saying where, and writes nothing', async () => {
    const { deps, services, ace, first, second } = await card();
    await services.toggleAppearance({ segmentId: first.id, wrestlerId: ace.id });
    await expect(services.toggleAppearance({ segmentId: second.id, wrestlerId: ace.id })).rejects.toThrow(
      'Ace is already on this card, in segment 1 (Singles): a wrestler appears once a night. Take them out of segment 1 first.',
    );
    expect((await deps.repos.Segment.get(second.id))!.appearanceIds).toEqual([]);
    expect(await deps.repos.Appearance.count()).toBe(1);
  });

  it('finds the card from the production given, and books someone who is not on it yet', async () => {
    const { services, ace, bolt, first, second, production } = await card();
    await services.toggleAppearance({ segmentId: second.id, wrestlerId: ace.id, productionId: production.id });
    await expect(services.toggleAppearance({ segmentId: first.id, wrestlerId: ace.id, productionId: production.id })).rejects.toThrow('in segment 2 (undecided)');
    const after = await services.toggleAppearance({ segmentId: first.id, wrestlerId: bolt.id, productionId: production.id });
    expect(after.appearanceIds).toHaveLength(1);
  });

  it('refuses a faction whose member is booked elsewhere on the card', async () => {
    const { services, deps, ace, bolt, first, second } = await card();
    const faction = await deps.repos.Faction.create({ name: 'Pair', wrestlerIds: [ace.id, bolt.id] });
    await services.toggleAppearance({ segmentId: first.id, wrestlerId: bolt.id });
    await expect(services.addFaction({ segmentId: second.id, factionId: faction.id })).rejects.toThrow('Bolt is already on this card, in segment 1 (Singles)');
    expect((await deps.repos.Segment.get(second.id))!.appearanceIds).toEqual([]);
  });
});
