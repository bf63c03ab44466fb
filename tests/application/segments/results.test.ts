import { createSegmentServices } from '../../../src/application/segments';
import { inMemoryDeps } from '../support';

async function setUp() {
  const deps = inMemoryDeps();
  const services = createSegmentServices(deps);
  const [a, b, c, d] = await deps.repos.Wrestler.bulkCreate(['A', 'B', 'C', 'D'].map((name) => ({ name })));
  const segment = await deps.repos.Segment.create({ type: 'TAG_TEAM' });
  // A and B against C and D.
  await services.toggleAppearance({ segmentId: segment.id, wrestlerId: a.id, groupId: 1 });
  await services.toggleAppearance({ segmentId: segment.id, wrestlerId: b.id, groupId: 1 });
  await services.toggleAppearance({ segmentId: segment.id, wrestlerId: c.id, groupId: 2 });
  await services.toggleAppearance({ segmentId: segment.id, wrestlerId: d.id, groupId: 2 });
  const stored = async () => {
    const s = (await deps.repos.Segment.get(segment.id))!;
    return deps.repos.Appearance.getMany(s.appearanceIds);
  };
  return { deps, services, segment, a, b, c, d, stored };
}

describe('when assigning a winner', () => {
  it('makes the whole group of the chosen wrestler winners and everyone else losers', async () => {
    const { services, segment, b, stored } = await setUp();
    await services.assignWinner({ segmentId: segment.id, wrestlerId: b.id });
    expect((await stored()).map((x) => [x.winner, x.loser])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it('replaces an earlier result', async () => {
    const { services, segment, a, d, stored } = await setUp();
    await services.assignWinner({ segmentId: segment.id, wrestlerId: a.id });
    await services.assignWinner({ segmentId: segment.id, wrestlerId: d.id });
    expect((await stored()).map((x) => x.winner)).toEqual([false, false, true, true]);
  });

  it.each([
    ['a missing segment', 999],
    ['no segment id', undefined],
  ])('rejects %s with "Segment not found." and logs it', async (_case, segmentId) => {
    const { deps, services, a } = await setUp();
    await expect(services.assignWinner({ segmentId, wrestlerId: a.id })).rejects.toThrow('Segment not found.');
    expect(deps.logger.error).toHaveBeenCalledWith('Segment not found.');
  });

  it('rejects a wrestler who is not in the segment with the catalogue message and changes nothing', async () => {
    const { deps, services, segment, stored } = await setUp();
    const before = await stored();
    await expect(services.assignWinner({ segmentId: segment.id, wrestlerId: 999 })).rejects.toThrow(
      'No matching wrestler found, no winner assigned.',
    );
    expect(await stored()).toEqual(before);
    expect(deps.logger.error).toHaveBeenCalledWith('No matching wrestler found, no winner assigned.');
  });
});

describe('when setting a draw', () => {
  it('marks everyone drawn and nobody winner or loser, and can take it back', async () => {
    const { services, segment, a, stored } = await setUp();
    await services.assignWinner({ segmentId: segment.id, wrestlerId: a.id });

    await services.setDraw({ segmentId: segment.id });
    expect((await stored()).every((x) => x.draw && !x.winner && !x.loser)).toBe(true);

    await services.setDraw({ segmentId: segment.id, draw: false });
    expect((await stored()).some((x) => x.draw)).toBe(false);
  });
});

describe('when toggling the manager flag', () => {
  it('flips it on and off', async () => {
    const { services, stored } = await setUp();
    const [first] = await stored();
    expect((await services.toggleManager({ appearanceId: first.id })).manager).toBe(true);
    expect((await services.toggleManager({ appearanceId: first.id })).manager).toBe(false);
  });

  it('rejects an unknown appearance', async () => {
    const { services } = await setUp();
    await expect(services.toggleManager({ appearanceId: 404 })).rejects.toThrow('Appearance not found');
  });
});
