import { createSegmentServices } from '../../../src/application/segments';
import { dexieDeps, putGame } from '../support';

// The same use cases on fake-indexeddb through the Dexie adapters and DexieUnitOfWork.
describe('segment edits on the Dexie database', () => {
  async function setUp() {
    const deps = dexieDeps('segments-it');
    await putGame(deps, { gender: 'MALE' });
    const services = createSegmentServices(deps);
    const wrestlers = await deps.repos.Wrestler.bulkCreate(
      ['Ace', 'Bolt', 'Cruz', 'Dax'].map((name, i) => ({ name, points: 50 + i, cost: 100 + i })),
    );
    const title = await deps.repos.Championship.create({ name: 'World', wrestlerIds: [wrestlers[0].id] });
    const { production, segment } = await services.addSegment({
      productionId: (await deps.repos.Production.create({ date: '2026-03-09' })).id,
      type: 'SINGLES',
    });
    return { deps, services, wrestlers, title, production, segment };
  }

  it('books a title match, decides it, and resets it', async () => {
    const { deps, services, wrestlers, title, segment } = await setUp();
    const [ace, bolt] = wrestlers;

    await services.toggleChampionship({ segmentId: segment.id, championshipId: title.id });
    await services.toggleAppearance({ segmentId: segment.id, wrestlerId: bolt.id });
    await services.assignWinner({ segmentId: segment.id, wrestlerId: bolt.id });

    const details = await services.load(segment.id);
    expect(details.segment.championshipIds).toEqual([title.id]);
    expect(details.appearances.map((a) => [a.wrestler?.name, a.groupId, a.winner, a.loser])).toEqual([
      [ace.name, 1, false, true],
      [bolt.name, 2, true, false],
    ]);

    await expect(services.assignWinner({ segmentId: segment.id, wrestlerId: 999 })).rejects.toThrow(
      'No matching wrestler found, no winner assigned.',
    );
    expect((await services.load(segment.id)).appearances.map((a) => a.winner)).toEqual([false, true]);

    await services.reset(segment.id);
    expect(await deps.repos.Appearance.count()).toBe(0);
    expect((await deps.repos.Segment.get(segment.id))!.championshipIds).toEqual([]);
  });

  it('randomises a segment and removes it with its appearances', async () => {
    const { deps, services, production, segment } = await setUp();

    expect(await services.randomise({ segmentId: segment.id })).toBe(true);
    expect((await deps.repos.Appearance.count()) >= 2).toBe(true);

    const after = await services.removeSegment({ productionId: production.id, segmentId: segment.id });
    expect(after.segmentIds).toEqual([]);
    expect(await deps.repos.Appearance.count()).toBe(0);
  });

  it('rolls back a toggle whose wrestler does not exist', async () => {
    const { deps, services, segment } = await setUp();
    await expect(services.toggleAppearance({ segmentId: segment.id, wrestlerId: 999 })).rejects.toThrow('Wrestler not found');
    expect((await deps.repos.Segment.get(segment.id))!.appearanceIds).toEqual([]);
  });
});
