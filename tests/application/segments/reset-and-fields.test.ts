import { createSegmentServices } from '../../../src/application/segments';
import { inMemoryDeps } from '../support';

async function setUp() {
  const deps = inMemoryDeps();
  const services = createSegmentServices(deps);
  const [a, b] = await deps.repos.Wrestler.bulkCreate([{ name: 'A' }, { name: 'B' }]);
  const title = await deps.repos.Championship.create({ name: 'Title', wrestlerIds: [a.id] });
  const segment = await deps.repos.Segment.create({ type: 'LADDER', category: 'Competition', desc: 'Main event', storyline: 'A attacked B' });
  await services.toggleChampionship({ segmentId: segment.id, championshipId: title.id });
  await services.toggleAppearance({ segmentId: segment.id, wrestlerId: b.id });
  await deps.repos.Segment.update(segment.id, { complete: true, rating: 3.5 });
  return { deps, services, segment };
}

describe('when resetting a segment', () => {
  it('makes it a plain incomplete DEFAULT segment without appearances, titles or storyline', async () => {
    const { deps, services, segment } = await setUp();

    const reset = await services.reset(segment.id);

    expect(reset).toMatchObject({
      type: 'DEFAULT',
      category: 'Presentation',
      appearanceIds: [],
      championshipIds: [],
      storyline: '',
      complete: false,
      desc: 'Main event',
    });
    expect(await deps.repos.Appearance.count()).toBe(0);
  });
});

describe('when editing the segment form fields', () => {
  it('takes the type from the catalogue with its category and default duration', async () => {
    const { services, segment } = await setUp();
    expect(await services.setType(segment.id, 'PROMO')).toMatchObject({ type: 'PROMO', category: 'Presentation', duration: 300 });
    expect(await services.setType(segment.id, 'ADVERT')).toMatchObject({ type: 'ADVERT', category: 'Transition', duration: 180 });
    expect(await services.setType(segment.id, 'TAG_TEAM')).toMatchObject({ category: 'Competition' });
  });

  it('refuses a type the catalogue does not know', async () => {
    const { services, segment } = await setUp();
    await expect(services.setType(segment.id, 'PILLOW_FIGHT')).rejects.toThrow('Unknown segment type PILLOW_FIGHT');
  });

  it('stores duration, notes, date and rating, leaving complete as it was', async () => {
    const { services, segment } = await setUp();
    await services.setDuration(segment.id, 754.4);
    await services.setNotes(segment.id, 'Tweet: what a night');
    await services.setDate(segment.id, '2026-04-01');
    const after = await services.setRating(segment.id, 4.25);
    expect(after).toMatchObject({ duration: 754, desc: 'Tweet: what a night', date: '2026-04-01', rating: 4.25, complete: true });
  });

  it('reads the segment once for a field edit, the update\'s own read, besides the rival guard\'s (issue 19 interaction-p95)', async () => {
    const { deps, services, segment } = await setUp();
    const reads = { get: vi.spyOn(deps.repos.Segment, 'get'), update: vi.spyOn(deps.repos.Segment, 'update') };
    await services.setType(segment.id, 'PROMO');
    // The guard's read of the segment's brands; requireSegment's read before the update is gone.
    expect([reads.get.mock.calls.length, reads.update.mock.calls.length]).toEqual([1, 1]);
  });

  it('refuses a missing segment as not found, whatever the value, and keeps the update\'s own refusals', async () => {
    const { services, segment } = await setUp();
    for (const id of [9999, null, undefined] as unknown as number[]) {
      await expect(services.setType(id, 'PROMO')).rejects.toThrow('Segment not found');
      await expect(services.setType(id, 'PILLOW_FIGHT')).rejects.toThrow('Segment not found');
      await expect(services.setDuration(id, 60)).rejects.toThrow('Segment not found');
    }
    await expect(services.setType(segment.id, 'PILLOW_FIGHT')).rejects.toThrow('Unknown segment type PILLOW_FIGHT');
  });

  it('refuses what the backup could not restore, with the reason, and writes nothing (issue 34)', async () => {
    const { deps, services, segment } = await setUp();
    const before = await deps.repos.Segment.get(segment.id);
    await expect(services.setDuration(segment.id, 1e20)).rejects.toThrow('A segment lasts from 0 to 604,800 seconds (a week).');
    await expect(services.setRating(segment.id, 1e308)).rejects.toThrow('A rating is from 0 to 1,000,000.');
    await expect(services.setNotes(segment.id, 'x'.repeat(5_290))).rejects.toThrow('Notes hold at most 5,000 characters (these have 5,290).');
    expect(await deps.repos.Segment.get(segment.id)).toEqual(before);
  });

  it('never stores a negative duration or rating', async () => {
    const { services, segment } = await setUp();
    expect((await services.setDuration(segment.id, -5)).duration).toBe(0);
    expect((await services.setRating(segment.id, -1)).rating).toBe(0);
  });

  it('loads the segment with its kind and each appearance\'s wrestler', async () => {
    const { services, segment } = await setUp();
    const details = await services.load(segment.id);
    expect(details.kind.name).toBe('Ladder');
    expect(details.appearances.map((a) => a.wrestler?.name)).toEqual(['A', 'B']);
  });
});
