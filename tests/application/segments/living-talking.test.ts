import { createRandomiseProduction, createRandomiseSegment } from '../../../src/application/segments/randomise-segment';
import { kindOrDefault } from '../../../src/domain/catalog/segment-kinds';
import type { Alignment, ShowTypeKey } from '../../../src/domain/entities/enums';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { isTalkingType } from '../../../src/domain/rules/living/presentation-rating';
import { seededRng } from '../../../src/domain/rules/test-rng';
import { inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 35 item 2 on the application's use cases: Randomise fills talking segments as it fills
// matches, and the living booker books some (classic games draw as the spec says).

async function setUp(deps: TestDeps, rules: 'living' | 'classic', alignments: Alignment[]) {
  await putGame(deps, { gender: 'MALE', rules });
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true, status: 'SIGNED' };
  const roster = await deps.repos.Wrestler.bulkCreate(alignments.map((alignment, i) => ({ ...base, name: `W${i}`, alignment, points: 50 + i, popularity: 50 + i })));
  const card = async (types: string[], type: ShowTypeKey = 'TV') => {
    const show = await deps.repos.Show.create({ name: type, type, brandIds: [raw.id], minPoints: 40, maxPoints: 100 });
    const segments = await deps.repos.Segment.bulkCreate(types.map((t) => ({ type: t })));
    return deps.repos.Production.create({ showId: show.id, brandIds: [raw.id], date: TODAY, segmentIds: segments.map((s) => s.id) });
  };
  return { ids: roster.map((w) => w.id), card };
}

async function cast(deps: TestDeps, segmentId: number) {
  const segment = (await deps.repos.Segment.get(segmentId))!;
  const appearances = await deps.repos.Appearance.getMany(segment.appearanceIds);
  return { segment, people: appearances.map((a) => a.wrestlerId), groups: appearances.map((a) => a.groupId) };
}

async function book(deps: TestDeps, segmentId: number, wrestlerIds: number[]) {
  const made = await deps.repos.Appearance.bulkCreate(wrestlerIds.map((wrestlerId, i) => ({ wrestlerId, groupId: i + 1 })));
  await deps.repos.Segment.update(segmentId, { appearanceIds: made.map((a) => a.id) });
}

describe('Randomise fills talking segments (living rules)', () => {
  it.each([1, 2, 3])('gives an empty promo the one wrestler the card leaves free, alone (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    const { ids, card } = await setUp(deps, 'living', ['GOOD', 'BAD', 'BAD']);
    const show = await card(['SINGLES', 'PROMO']);
    await book(deps, show.segmentIds[0], [ids[0], ids[1]]);
    expect(await createRandomiseSegment(deps)({ segmentId: show.segmentIds[1], productionId: show.id, rng: seededRng(seed) })).toBe(true);
    const promo = await cast(deps, show.segmentIds[1]);
    expect(promo.segment.type).toBe('PROMO');
    expect(promo.people).toEqual([ids[2]]);
  });

  it.each([1, 2, 3, 4])('sets a face against a heel in an empty face to face (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    const { ids, card } = await setUp(deps, 'living', ['GOOD', 'GOOD', 'GOOD', 'BAD', 'BAD', 'BAD']);
    const show = await card(['SINGLES', 'FACE_TO_FACE']);
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(seed) });
    const faceOff = await cast(deps, show.segmentIds[1]);
    const match = await cast(deps, show.segmentIds[0]);
    expect(faceOff.people).toHaveLength(2);
    expect(new Set(faceOff.groups).size).toBe(2);
    const alignments = await Promise.all(faceOff.people.map(async (id) => (await deps.repos.Wrestler.get(id))!.alignment));
    expect(alignments.sort()).toEqual(['BAD', 'GOOD']);
    expect(faceOff.people.some((id) => match.people.includes(id))).toBe(false);
    expect(ids).toEqual(expect.arrayContaining(faceOff.people));
  });

  it('leaves a talking segment that has people as it is', async () => {
    const deps = inMemoryDeps(5);
    const { ids, card } = await setUp(deps, 'living', ['GOOD', 'BAD', 'BAD', 'GOOD']);
    const show = await card(['SINGLES', 'PROMO']);
    await book(deps, show.segmentIds[1], [ids[3]]);
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(5) });
    expect((await cast(deps, show.segmentIds[1])).people).toEqual([ids[3]]);
  });
});

describe('the living booker books talking segments', () => {
  it('turns 15–35% of many seeded cards\' segments into talking ones, never the main event, keeping two matches a card of three or more', async () => {
    let segments = 0;
    let talking = 0;
    for (let seed = 1; seed <= 24; seed += 1) {
      const deps = inMemoryDeps(seed);
      const { card } = await setUp(deps, 'living', Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'GOOD' : 'BAD')));
      const size = [3, 4, 5, 6][seed % 4];
      const show = await card(Array.from({ length: size }, () => 'DEFAULT'), seed % 3 === 0 ? 'PPV' : 'TV');
      await createRandomiseProduction(deps)({ production: show, rng: seededRng(seed * 7919) });
      const booked = await deps.repos.Segment.getMany(show.segmentIds);
      const talks = booked.filter((s) => isTalkingType(s.type));
      segments += booked.length;
      talking += talks.length;
      expect(isTalkingType(booked.at(-1)!.type)).toBe(false);
      expect(booked.filter((s) => kindOrDefault(s.type).competition).length).toBeGreaterThanOrEqual(2);
      for (const s of talks) expect(s.appearanceIds.length).toBeGreaterThan(0);
    }
    expect(talking / segments).toBeGreaterThanOrEqual(0.15);
    expect(talking / segments).toBeLessThanOrEqual(0.35);
  });
});

describe('a roster too short for its card (issue 35: long shows fill their airtime)', () => {
  it.each([1, 2, 3, 4])('turns matches nobody is left to fill into promos by wrestlers already in a match (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    // Twelve wrestlers for sixteen singles matches: the roster runs out long before the card does.
    const { card } = await setUp(deps, 'living', Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'GOOD' : 'BAD')));
    const show = await card(Array.from({ length: 16 }, () => 'SINGLES'), 'PPV');
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(seed) });
    const booked = await Promise.all(show.segmentIds.map((id) => cast(deps, id)));
    const filled = booked.filter((b) => b.people.length > 0);
    const talks = filled.filter((b) => isTalkingType(b.segment.type));
    const wrestling = new Set(filled.filter((b) => kindOrDefault(b.segment.type).competition).flatMap((b) => b.people));
    // The matches the roster fills, then hype promos by people who wrestle, at most half the card.
    const matches = filled.length - talks.length;
    expect(matches).toBeGreaterThanOrEqual(2);
    expect(talks.length).toBeGreaterThan(0);
    expect(talks.length).toBeLessThanOrEqual(matches);
    for (const b of talks) expect(b.people.every((id) => wrestling.has(id))).toBe(true);
    // Nobody talks twice, and no match holds anyone twice.
    const speakers = talks.flatMap((b) => b.people);
    expect(new Set(speakers).size).toBe(speakers.length);
    const inMatches = filled.filter((b) => !isTalkingType(b.segment.type)).flatMap((b) => b.people);
    expect(new Set(inMatches).size).toBe(inMatches.length);
  });

  it('one segment at a time too (the page\'s Randomise all): a match nobody is free for becomes a promo by someone already wrestling', async () => {
    const deps = inMemoryDeps(3);
    const { ids, card } = await setUp(deps, 'living', ['GOOD', 'BAD']);
    const show = await card(['SINGLES', 'DEFAULT']);
    await book(deps, show.segmentIds[0], [ids[0], ids[1]]);
    expect(await createRandomiseSegment(deps)({ segmentId: show.segmentIds[1], productionId: show.id, rng: seededRng(3) })).toBe(true);
    const promo = await cast(deps, show.segmentIds[1]);
    expect(promo.segment.type).toBe('PROMO');
    expect(promo.people.length).toBeGreaterThan(0);
    for (const id of promo.people) expect(ids.slice(0, 2)).toContain(id);
  });

  it('leaves a card the roster fills as it was: no hype promo', async () => {
    const deps = inMemoryDeps(9);
    const { card } = await setUp(deps, 'living', Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'GOOD' : 'BAD')));
    const show = await card(['DEFAULT', 'DEFAULT', 'DEFAULT'], 'TV');
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(9) });
    const booked = await Promise.all(show.segmentIds.map((id) => cast(deps, id)));
    const all = booked.flatMap((b) => b.people);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('squash matches (issue 35)', () => {
  it('books, on some of many seeded long cards, a pushed wrestler against enhancement talent for under three minutes', async () => {
    let squashes = 0;
    for (let seed = 1; seed <= 20; seed += 1) {
      const deps = inMemoryDeps(seed);
      const { ids, card } = await setUp(deps, 'living', Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'GOOD' : 'BAD')));
      // Two stars and two lower-card hands (eligible for the show's 40 points) among mid-carders.
      await deps.repos.Wrestler.bulkPut((await deps.repos.Wrestler.getMany(ids)).map((w, i) => ({ ...w, ...(i < 2 ? { points: 90, popularity: 90 } : i < 4 ? { points: 45, popularity: 5 } : {}) })));
      const show = await card(Array.from({ length: 8 }, () => 'DEFAULT'), 'TV');
      await createRandomiseProduction(deps)({ production: show, rng: seededRng(seed * 31) });
      for (const id of show.segmentIds) {
        const b = await cast(deps, id);
        if (b.segment.type !== 'SINGLES' || !(b.segment.duration <= 150)) continue;
        squashes += 1;
        // One of the two lower-card hands against someone on a main-event or upper-card push (standing 65 or more).
        const low = b.people.filter((p) => ids.indexOf(p) >= 2 && ids.indexOf(p) < 4);
        expect(low).toHaveLength(1);
        const other = (await deps.repos.Wrestler.get(b.people.find((p) => !low.includes(p))!))!;
        expect((other.points + other.popularity) / 2).toBeGreaterThanOrEqual(65);
      }
    }
    expect(squashes).toBeGreaterThan(0);
    expect(squashes).toBeLessThanOrEqual(20);
  });
});

describe('a classic game draws as the spec says (issue 35 item 2 changes nothing there)', () => {
  it.each([1, 2, 3])('leaves an empty promo empty and books no talking segment (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    const { card } = await setUp(deps, 'classic', Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'GOOD' : 'BAD')));
    const show = await card(['DEFAULT', 'DEFAULT', 'PROMO', 'DEFAULT', 'DEFAULT']);
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(seed) });
    expect(await createRandomiseSegment(deps)({ segmentId: show.segmentIds[2], productionId: show.id, rng: seededRng(seed) })).toBe(true);
    const booked = await deps.repos.Segment.getMany(show.segmentIds);
    expect(booked[2].type).toBe('PROMO');
    expect(booked[2].appearanceIds).toEqual([]);
    expect(booked.filter((s) => isTalkingType(s.type))).toHaveLength(1);
  });
});
