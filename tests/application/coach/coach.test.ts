import { createCoachServices } from '../../../src/application/coach';
import { createSegmentServices } from '../../../src/application/segments';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { dexieDeps, inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

const weak: Partial<Wrestler> = { points: 20, popularity: 20, charisma: 20, morale: 20, alignment: 'GOOD' };
const star: Partial<Wrestler> = { points: 95, popularity: 95, charisma: 80, morale: 80, alignment: 'BAD', class: 'GIANT' };

/** A living game, a card of one match (Kip and Lee, both weak) and a star on the bench. */
async function setUp(deps: TestDeps = inMemoryDeps(), extra: Partial<Wrestler>[] = []) {
  await putGame(deps, { rules: 'living' });
  const coach = createCoachServices(deps);
  const segments = createSegmentServices(deps);
  const [kip, lee, vale, ...others] = await deps.repos.Wrestler.bulkCreate([
    { name: 'Kip Sabian', ...weak }, { name: 'Lee', ...weak }, { name: 'Vale', ...star }, ...extra,
  ]);
  const segment = await deps.repos.Segment.create({ type: 'SINGLES', date: TODAY });
  const production = await deps.repos.Production.create({ date: TODAY, segmentIds: [segment.id] });
  await segments.toggleAppearance({ segmentId: segment.id, wrestlerId: kip.id });
  await segments.toggleAppearance({ segmentId: segment.id, wrestlerId: lee.id });
  return { deps, coach, segments, segment, production, kip, lee, vale, others };
}

describe('how to improve a segment', () => {
  it('names the best change in words with the old and new breakdown', async () => {
    const { coach, segment } = await setUp();
    const advice = await coach.howToImprove(segment.id);
    expect(advice.suggestion?.description).toMatch(/^Swap Kip Sabian for Vale: \+\d\.\d\d★$/);
    expect(advice.suggestion!.after.rating).toBeGreaterThan(advice.before.rating);
    expect(advice.suggestion!.after.explanation.total).toBeGreaterThan(advice.before.explanation.total);
  });

  it('applies the change in one go: the segment rates what the coach promised', async () => {
    const { deps, coach, segment, lee, vale } = await setUp();
    const advice = await coach.howToImprove(segment.id);
    const changed = await coach.applyImprovement({ segmentId: segment.id, change: advice.suggestion!.change });
    const cast = await deps.repos.Appearance.getMany(changed.appearanceIds);
    expect(cast.map((a) => [a.wrestlerId, a.groupId]).sort()).toEqual([[lee.id, 2], [vale.id, 1]].sort());
    expect(changed.complete).toBe(false);
    const again = await coach.howToImprove(segment.id);
    expect(again.before.rating).toBe(advice.suggestion!.after.rating);
  });

  it('says the segment is at its best when nobody better is free', async () => {
    const { coach, segments, segment, production, vale } = await setUp();
    // Vale is booked in another segment of the same card: not free to swap in.
    const other = await segments.addSegment({ productionId: production.id, type: 'PROMO' });
    await segments.toggleAppearance({ segmentId: other.segment.id, wrestlerId: vale.id });
    const advice = await coach.howToImprove(segment.id);
    expect(advice.suggestion).toBeNull();
  });

  it('never suggests an injured or unsigned wrestler on a living game', async () => {
    const deps = inMemoryDeps();
    const { coach, segment } = await setUp(deps, [{ name: 'Hurt', ...star, injuredUntil: '2027-01-01' }, { name: 'Gone', ...star, status: 'UNSIGNED' }]);
    const advice = await coach.howToImprove(segment.id);
    expect(advice.suggestion?.description).toMatch(/for Vale/);
  });

  it('refuses a stale swap whose newcomer is already in the segment, writing nothing', async () => {
    const { deps, coach, segments, segment, kip, vale } = await setUp();
    await segments.toggleAppearance({ segmentId: segment.id, wrestlerId: vale.id });
    const before = await deps.repos.Segment.get(segment.id);
    await expect(coach.applyImprovement({ segmentId: segment.id, change: { kind: 'swap', outId: kip.id, inId: vale.id } })).rejects.toThrow(/already in this segment/);
    expect((await deps.repos.Segment.get(segment.id))?.appearanceIds).toEqual(before?.appearanceIds);
  });
});

describe('the card\'s running order', () => {
  it('suggests the best match last and applies it through the running order', async () => {
    const deps = dexieDeps('coach-order');
    const { coach, segments, production, segment, vale, others } = await setUp(deps, [{ name: 'Crane', ...star, alignment: 'GOOD' }]);
    const main = await segments.addSegment({ productionId: production.id, type: 'SINGLES', position: 0 });
    await segments.toggleAppearance({ segmentId: main.segment.id, wrestlerId: vale.id });
    await segments.toggleAppearance({ segmentId: main.segment.id, wrestlerId: others[0].id });
    const promo = await segments.addSegment({ productionId: production.id, type: 'PROMO' });

    const advice = await coach.suggestCardOrder(production.id);
    expect(advice.current).toEqual([main.segment.id, segment.id, promo.segment.id]);
    expect(advice.suggestion?.order).toEqual([segment.id, promo.segment.id, main.segment.id]);
    expect(advice.suggestion?.reasons[0]).toMatch(/^Segment 1: Singles \(\d\.\d\d★\) closes the show as the main event\.$/);

    await coach.applyCardOrder({ productionId: production.id, order: advice.suggestion!.order });
    expect((await deps.repos.Production.get(production.id))?.segmentIds).toEqual(advice.suggestion!.order);
    expect((await coach.suggestCardOrder(production.id)).suggestion).toBeNull();
  });
});
