import { createRandomiseProduction, createRandomiseSegment } from '../../../src/application/segments/randomise-segment';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { seededRng } from '../../../src/domain/rules/test-rng';
import { dumpTables } from '../production/scripted-production';
import { dexieDeps, inMemoryDeps, putGame, type TestDeps } from '../support';

/** A card of every case: undecided, competition, promo, already booked, a title holder, a dangling id. */
async function setUp(deps: TestDeps, { wrestlers = 14, twice = false } = {}) {
  await putGame(deps, { gender: 'MALE' });
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true };
  const roster = await deps.repos.Wrestler.bulkCreate(
    Array.from({ length: wrestlers }, (_, i) => ({ ...base, name: `W${i}`, points: 40 + ((i * 7) % 55) })),
  );
  if (roster.length > 0) await deps.repos.Championship.create({ name: 'World', wrestlerIds: [roster[0].id], brandIds: [raw.id] });
  const show = await deps.repos.Show.create({ name: 'Monday', brandIds: [raw.id], minPoints: 40, maxPoints: 100 });
  const segments = await deps.repos.Segment.bulkCreate([
    { type: 'DEFAULT' }, { type: 'SINGLES', complete: true }, { type: 'PROMO' }, { type: 'TAG_TEAM' }, { type: 'DEFAULT' },
  ]);
  if (roster.length > 2) {
    const booked = await deps.repos.Appearance.bulkCreate([{ wrestlerId: roster[1].id, groupId: 1 }, { wrestlerId: roster[2].id, groupId: 2 }]);
    await deps.repos.Segment.update(segments[3].id, { appearanceIds: booked.map((a) => a.id) });
  }
  return deps.repos.Production.create({
    showId: show.id, brandIds: [raw.id], segmentIds: [...segments.map((s) => s.id), 999, ...(twice ? [segments[0].id] : [])],
  });
}

/** Randomises the card segment by segment, then all at once on a twin store, and compares. */
async function bothWays(makeDeps: () => TestDeps, seed: number, options?: { wrestlers?: number; twice?: boolean }) {
  const [one, all] = [makeDeps(), makeDeps()];
  const [heldOne, heldAll] = [await setUp(one, options), await setUp(all, options)];
  const rngOne = seededRng(seed);
  const oneByOne: boolean[] = [];
  const randomise = createRandomiseSegment(one);
  for (const segmentId of heldOne.segmentIds) oneByOne.push(await randomise({ segmentId, productionId: heldOne.id, rng: rngOne }));
  const together = await createRandomiseProduction(all)({ production: heldAll, rng: seededRng(seed) });
  return { one, all, oneByOne, together };
}

describe('when randomising a whole production at once', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('draws and writes exactly what segment after segment does (seed %i)', async (seed) => {
    const { one, all, oneByOne, together } = await bothWays(() => inMemoryDeps(seed), seed);
    expect(together).toEqual(oneByOne);
    expect(together).toEqual([true, true, true, true, true, false]);
    expect(await dumpTables(all.repos)).toEqual(await dumpTables(one.repos));
    expect(all.logger.warn.mock.calls).toEqual(one.logger.warn.mock.calls);
  });

  it('never books a wrestler twice on the card', async () => {
    const { all } = await bothWays(() => inMemoryDeps(3), 3);
    const appearances = await all.repos.Appearance.all();
    const ids = appearances.map((a) => a.wrestlerId);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('warns for every segment, as one by one does, when there is nobody to draw', async () => {
    const { one, all, oneByOne, together } = await bothWays(() => inMemoryDeps(5), 5, { wrestlers: 0 });
    expect(together).toEqual(oneByOne);
    expect(together.every((done) => !done)).toBe(true);
    expect(all.logger.warn.mock.calls).toEqual(one.logger.warn.mock.calls);
  });

  it('draws a segment the running order lists twice again, over its first draw, as one by one does', async () => {
    const { one, all, oneByOne, together } = await bothWays(() => inMemoryDeps(4), 4, { twice: true });
    expect(together).toEqual(oneByOne);
    expect(together).toHaveLength(7);
    expect(await dumpTables(all.repos)).toEqual(await dumpTables(one.repos));
  });

  it('does the same on the Dexie database, in one transaction', async () => {
    const { one, all, oneByOne, together } = await bothWays(() => dexieDeps('randomise-production', 9), 9);
    expect(together).toEqual(oneByOne);
    expect(await dumpTables(all.repos)).toEqual(await dumpTables(one.repos));
  });
});
