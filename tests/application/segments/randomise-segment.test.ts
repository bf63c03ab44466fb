import { createSegmentServices } from '../../../src/application/segments';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { inMemoryDeps, putGame, type TestDeps } from '../support';

const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

/** A roster where only the names starting with "ok" may be drawn for a show banded 40..80 on Raw. */
async function setUp(seed: number, options: { productionBrandIds?: 'raw' | 'none'; gameBrands?: 'both' | 'sd' } = {}) {
  const deps = inMemoryDeps(seed);
  const [raw, sd] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }, { name: 'SD' }]);
  await putGame(deps, { gender: 'MALE', brandIds: options.gameBrands === 'sd' ? [sd.id] : [raw.id, sd.id] });
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], points: 60, active: true };
  const wrestlers = await deps.repos.Wrestler.bulkCreate([
    ...Array.from({ length: 8 }, (_, i) => ({ ...base, name: `ok-${i}`, points: 40 + i * 5 })),
    { ...base, name: 'female', gender: 'FEMALE' as const },
    { ...base, name: 'other-brand', brandIds: [sd.id] },
    { ...base, name: 'too-strong', points: 95 },
    { ...base, name: 'too-weak', points: 30 },
    { ...base, name: 'inactive', active: false },
    { ...base, name: 'no-brand', brandIds: [] },
  ]);
  const show = await deps.repos.Show.create({ name: 'Monday', brandIds: [raw.id], minPoints: 40, maxPoints: 80 });
  const segments = await deps.repos.Segment.bulkCreate([{ type: 'SINGLES', complete: true }, { type: 'PROMO' }, { type: 'DEFAULT' }]);
  const production = await deps.repos.Production.create({
    showId: show.id,
    brandIds: options.productionBrandIds === 'none' ? [] : [raw.id],
    segmentIds: segments.map((s) => s.id),
  });
  return { deps, services: createSegmentServices(deps), wrestlers, segments, production, raw, sd };
}

async function drawn(deps: TestDeps, segmentId: number) {
  const segment = (await deps.repos.Segment.get(segmentId))!;
  const appearances = await deps.repos.Appearance.getMany(segment.appearanceIds);
  const wrestlers = await deps.repos.Wrestler.getMany(appearances.map((a) => a.wrestlerId));
  return { segment, appearances, names: wrestlers.map((w) => w.name) };
}

describe('when randomising a segment', () => {
  it.each(SEEDS)('only ever draws active wrestlers of the game gender, the brand and the show band (seed %i)', async (seed) => {
    const { deps, services, segments } = await setUp(seed);
    expect(await services.randomise({ segmentId: segments[0].id })).toBe(true);
    const { segment, appearances, names } = await drawn(deps, segments[0].id);
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.every((name) => name.startsWith('ok-'))).toBe(true);
    expect(new Set(appearances.map((a) => a.groupId)).size).toBeGreaterThanOrEqual(2);
    expect(segment.complete).toBe(false);
  });

  it('uses the game\'s brands when the production has none', async () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const { deps, services, segments, sd } = await setUp(seed, { productionBrandIds: 'none', gameBrands: 'sd' });
      await deps.repos.Wrestler.bulkCreate(['sd-1', 'sd-2', 'sd-3'].map((name) => ({ name, brandIds: [sd.id], points: 60 })));
      await services.randomise({ segmentId: segments[0].id });
      const { names } = await drawn(deps, segments[0].id);
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(names.every((name) => name.startsWith('sd-') || name === 'other-brand')).toBe(true);
    }
  });

  it('gives a non-competition segment no random appearances', async () => {
    const { deps, services, segments } = await setUp(3);
    expect(await services.randomise({ segmentId: segments[1].id })).toBe(true);
    expect((await drawn(deps, segments[1].id)).appearances).toEqual([]);
  });

  it('names an undecided DEFAULT segment after the draw: singles, triple threat, fatal 4-way or tag', async () => {
    const sidesByKind: Record<string, number> = { SINGLES: 2, TRIPLE_THREAT: 3, FATAL_FOUR_WAY: 4 };
    for (const seed of SEEDS) {
      const { deps, services, segments } = await setUp(seed);
      await services.randomise({ segmentId: segments[2].id });
      const { segment, appearances } = await drawn(deps, segments[2].id);
      expect(['SINGLES', 'TRIPLE_THREAT', 'FATAL_FOUR_WAY', 'TAG_TEAM']).toContain(segment.type);
      expect(segment.category).toBe('Competition');
      const sides = new Set(appearances.map((a) => a.groupId)).size;
      if (segment.type === 'TAG_TEAM') expect(appearances.length).toBe(sides * 2);
      else expect(sides).toBe(sidesByKind[segment.type]);
    }
  });

  it('books a tag match as two teams of two', async () => {
    const { deps, services, segments } = await setUp(5);
    await deps.repos.Segment.update(segments[0].id, { type: 'TAG_TEAM' });
    await services.randomise({ segmentId: segments[0].id });
    const { appearances } = await drawn(deps, segments[0].id);
    expect(appearances.map((a) => a.groupId).sort()).toEqual([1, 1, 2, 2]);
  });

  it('never draws a wrestler already booked in another segment of the card, and replaces its own appearances', async () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const { deps, services, segments } = await setUp(seed);
      await services.randomise({ segmentId: segments[2].id });
      const other = await drawn(deps, segments[2].id);
      await services.randomise({ segmentId: segments[0].id });
      await services.randomise({ segmentId: segments[0].id });
      const mine = await drawn(deps, segments[0].id);
      expect(mine.names.filter((name) => other.names.includes(name))).toEqual([]);
      expect(await deps.repos.Appearance.count()).toBe(other.appearances.length + mine.appearances.length);
    }
  });

  it('attaches on a coin flip at most one title a drawn champion holds, fitting every side, never to a challenger who holds one of its kind', async () => {
    const outcomes = new Set<string>();
    for (const seed of [...SEEDS, ...SEEDS.map((n) => n + 100)]) {
      const { deps, services, segments, wrestlers } = await setUp(seed);
      const ok = wrestlers.filter((w) => w.name.startsWith('ok-'));
      // Half the eligible men hold a singles title; two hold the tag titles together.
      const titles = await deps.repos.Championship.bulkCreate([
        ...ok.filter((_, i) => i % 2 === 0).map((w) => ({ name: `${w.name} title`, wrestlerIds: [w.id], holders: 1 })),
        { name: 'Tag titles', wrestlerIds: [ok[1].id, ok[3].id], holders: 2 },
      ]);
      await services.randomise({ segmentId: segments[0].id });
      const { segment, appearances } = await drawn(deps, segments[0].id);
      expect(segment.championshipIds.length).toBeLessThanOrEqual(1);
      const title = titles.find((t) => t.id === segment.championshipIds[0]);
      outcomes.add(title ? 'attached' : 'not attached');
      if (!title) continue;
      const sides = new Map<number, number[]>();
      for (const a of appearances) sides.set(a.groupId, [...(sides.get(a.groupId) ?? []), a.wrestlerId]);
      expect([...sides.values()].every((side) => side.length === Math.max(1, title.holders))).toBe(true);
      expect(appearances.some((a) => title.wrestlerIds.includes(a.wrestlerId))).toBe(true);
      const sameKind = titles.filter((t) => t.id !== title.id && (t.holders > 1) === (title.holders > 1));
      const challengers = appearances.filter((a) => !title.wrestlerIds.includes(a.wrestlerId));
      expect(challengers.filter((a) => sameKind.some((t) => t.wrestlerIds.includes(a.wrestlerId)))).toEqual([]);
    }
    expect(outcomes).toEqual(new Set(['attached', 'not attached']));
  });
});

describe('when randomising is impossible', () => {
  it('returns false and warns "Segment ID is required" without an id', async () => {
    const { deps, services } = await setUp(1);
    expect(await services.randomise({})).toBe(false);
    expect(deps.logger.warn).toHaveBeenCalledWith('Segment ID is required');
  });

  it('returns false and warns "Segment not found" for a missing segment', async () => {
    const { deps, services } = await setUp(1);
    expect(await services.randomise({ segmentId: 404 })).toBe(false);
    expect(deps.logger.warn).toHaveBeenCalledWith('Segment not found');
  });

  it('returns false without game data', async () => {
    const deps = inMemoryDeps();
    const segment = await deps.repos.Segment.create({ type: 'SINGLES' });
    await deps.repos.Wrestler.create({ name: 'W' });
    expect(await createSegmentServices(deps).randomise({ segmentId: segment.id })).toBe(false);
    expect(deps.logger.warn).toHaveBeenCalledWith('Game not found');
  });

  it('returns false without wrestlers, leaving the segment untouched', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    const segment = await deps.repos.Segment.create({ type: 'SINGLES', complete: true });
    expect(await createSegmentServices(deps).randomise({ segmentId: segment.id })).toBe(false);
    expect(deps.logger.warn).toHaveBeenCalledWith('Wrestlers not found');
    expect(await deps.repos.Segment.get(segment.id)).toEqual(segment);
  });
});
