import { createSegmentServices } from '../../../src/application/segments';
import { inMemoryDeps } from '../support';

async function setUp() {
  const deps = inMemoryDeps();
  const services = createSegmentServices(deps);
  const segments = await deps.repos.Segment.bulkCreate([{ name: 's1' }, { name: 's2' }, { name: 's3' }]);
  const production = await deps.repos.Production.create({ date: '2026-03-09', brandIds: [4], segmentIds: segments.map((s) => s.id) });
  const [s1, s2, s3] = segments.map((s) => s.id);
  return { deps, services, production, s1, s2, s3 };
}

describe('the running order of a production', () => {
  it('adds a segment of a kind on the production\'s date and brands, at the end or at a position', async () => {
    const { services, production, s1, s2, s3 } = await setUp();

    const { segment, production: after } = await services.addSegment({ productionId: production.id, type: 'PROMO' });
    expect(segment).toMatchObject({ type: 'PROMO', category: 'Presentation', date: '2026-03-09', brandIds: [4], complete: false });
    expect(after.segmentIds).toEqual([s1, s2, s3, segment.id]);

    const opener = await services.addSegment({ productionId: production.id, position: 0 });
    expect(opener.segment.type).toBe('DEFAULT');
    expect(opener.production.segmentIds[0]).toBe(opener.segment.id);
  });

  it('removes a segment with its appearances', async () => {
    const { deps, services, production, s1, s2, s3 } = await setUp();
    const [w] = await deps.repos.Wrestler.bulkCreate([{ name: 'W' }]);
    await services.toggleAppearance({ segmentId: s2, wrestlerId: w.id });

    const after = await services.removeSegment({ productionId: production.id, segmentId: s2 });

    expect(after.segmentIds).toEqual([s1, s3]);
    expect(await deps.repos.Segment.get(s2)).toBeUndefined();
    expect(await deps.repos.Appearance.count()).toBe(0);
  });

  it('reorders to a permutation of its segments and refuses anything else', async () => {
    const { services, production, s1, s2, s3 } = await setUp();
    expect((await services.reorderSegments({ productionId: production.id, segmentIds: [s3, s1, s2] })).segmentIds).toEqual([s3, s1, s2]);
    await expect(services.reorderSegments({ productionId: production.id, segmentIds: [s3, s1] })).rejects.toThrow('running order');
    await expect(services.reorderSegments({ productionId: production.id, segmentIds: [s3, s1, 99] })).rejects.toThrow('running order');
  });

  it('moves one segment, clamping the index to the card', async () => {
    const { services, production, s1, s2, s3 } = await setUp();
    expect((await services.moveSegment({ productionId: production.id, segmentId: s1, toIndex: 1 })).segmentIds).toEqual([s2, s1, s3]);
    expect((await services.moveSegment({ productionId: production.id, segmentId: s2, toIndex: 10 })).segmentIds).toEqual([s1, s3, s2]);
  });

  it('refuses to remove or move a segment that is not on the card', async () => {
    const { services, production } = await setUp();
    await expect(services.removeSegment({ productionId: production.id, segmentId: 99 })).rejects.toThrow('not part of this production');
    await expect(services.moveSegment({ productionId: production.id, segmentId: 99, toIndex: 0 })).rejects.toThrow('not part of this production');
  });

  it('rejects an unknown production with the catalogue message', async () => {
    const { services } = await setUp();
    await expect(services.addSegment({ productionId: 50 })).rejects.toThrow('Record with id 50 not found in table Production');
  });
});
