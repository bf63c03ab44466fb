import { createRandomiseProduction, createRandomiseSegment } from '../../../src/application/segments/randomise-segment';
import type { ShowTypeKey } from '../../../src/domain/entities/enums';
import { normaliseSides, type Rivalry } from '../../../src/domain/entities/rivalry';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { seededRng } from '../../../src/domain/rules/test-rng';
import { dexieDeps, inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 17 item 5 on real adapters: a living game's Randomise books the rivalries on the Game
// record (rivals face each other; an event's main event pays the hottest off), and a classic
// game's Randomise draws exactly the card it drew before.

const rivalry = (id: number, a: number, b: number, heat: number): Rivalry => ({
  id, sides: normaliseSides([a], [b]), origin: 'player', startedOn: TODAY, endedOn: null, endReason: '',
  heat, heatOn: TODAY, beats: [], segments: 0, payoffShowId: null,
});

/** Sixteen men (W15 ranked highest), a World title held by W0, and an empty card of `count` segments. */
async function setUp(deps: TestDeps, rules: 'living' | 'classic', rivals: (ids: number[]) => Rivalry[] = () => []) {
  await putGame(deps, { gender: 'MALE', rules });
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true, status: 'SIGNED' };
  const roster = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 16 }, (_, i) => ({ ...base, name: `W${i}`, points: 40 + 3 * i })));
  const ids = roster.map((w) => w.id);
  await deps.repos.Game.update(1, { rivalries: rivals(ids) });
  const world = await deps.repos.Championship.create({ name: 'World', gender: 'MALE', holders: 1, active: true, wrestlerIds: [ids[0]], brandIds: [raw.id] });
  const card = async (type: ShowTypeKey, count = 5) => {
    const show = await deps.repos.Show.create({ name: type, type, brandIds: [raw.id], minPoints: 40, maxPoints: 100 });
    const segments = await deps.repos.Segment.bulkCreate(Array.from({ length: count }, () => ({ type: 'DEFAULT' })));
    return deps.repos.Production.create({ showId: show.id, brandIds: [raw.id], date: TODAY, segmentIds: segments.map((s) => s.id) });
  };
  return { ids, world, card };
}

async function bookedCard(deps: TestDeps, productionId: number) {
  const production = (await deps.repos.Production.get(productionId))!;
  const segments = await deps.repos.Segment.getMany(production.segmentIds);
  const appearances = new Map((await deps.repos.Appearance.all()).map((a) => [a.id, a]));
  return segments.map((s) => ({
    type: s.type,
    championshipIds: s.championshipIds,
    groups: s.appearanceIds.map((id) => [appearances.get(id)!.wrestlerId, appearances.get(id)!.groupId]),
  }));
}

const facing = (segment: { groups: number[][] }, a: number, b: number): boolean => {
  const group = new Map(segment.groups.map(([id, g]) => [id, g]));
  return group.has(a) && group.has(b) && group.get(a) !== group.get(b);
};
const noneTwice = (card: { groups: number[][] }[]): boolean => {
  const ids = card.flatMap((s) => s.groups.map(([id]) => id));
  return new Set(ids).size === ids.length;
};

describe('a living card books its rivalries', () => {
  it.each([1, 2, 3])('pays the hottest rivalry off in a PPV main event and books the others (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    const { ids, card } = await setUp(deps, 'living', (w) => [rivalry(1, w[3], w[5], 20), rivalry(2, w[7], w[9], 70)]);
    const ppv = await card('PPV');
    await createRandomiseProduction(deps)({ production: ppv, rng: seededRng(seed) });
    const booked = await bookedCard(deps, ppv.id);
    expect(facing(booked.at(-1)!, ids[7], ids[9])).toBe(true);
    expect(booked.some((s) => facing(s, ids[3], ids[5]))).toBe(true);
    expect(noneTwice(booked)).toBe(true);
  });

  it('puts the title on the line when the payoff is the champion against his rival, on the Dexie database', async () => {
    const deps = dexieDeps('living-rivalries', 4);
    const { ids, world, card } = await setUp(deps, 'living', (w) => [rivalry(1, w[0], w[6], 50)]);
    const ppv = await card('MAJOR_PPV');
    await createRandomiseProduction(deps)({ production: ppv, rng: seededRng(4) });
    const main = (await bookedCard(deps, ppv.id)).at(-1)!;
    expect(main).toMatchObject({ type: 'CHAMPIONSHIP', championshipIds: [world.id] });
    expect(facing(main, ids[0], ids[6])).toBe(true);
  });

  it('books the rivals against each other when Randomise all fills a weekly card segment by segment', async () => {
    const deps = inMemoryDeps(5);
    const { ids, card } = await setUp(deps, 'living', (w) => [rivalry(1, w[2], w[11], 40)]);
    const tv = await card('TV');
    const randomise = createRandomiseSegment(deps);
    for (const segmentId of tv.segmentIds) await randomise({ segmentId, productionId: tv.id });
    const booked = await bookedCard(deps, tv.id);
    expect(booked.filter((s) => facing(s, ids[2], ids[11]))).toHaveLength(1);
    expect(booked.every((s) => s.groups.length >= 2)).toBe(true);
    expect(noneTwice(booked)).toBe(true);
  });

  it('never books an injured rival: the rivalry waits and the injured wrestler stays off the card', async () => {
    const deps = inMemoryDeps(6);
    const { ids, card } = await setUp(deps, 'living', (w) => [rivalry(1, w[3], w[5], 80)]);
    await deps.repos.Wrestler.update(ids[5], { injuredUntil: '2026-04-30' });
    const ppv = await card('PPV');
    await createRandomiseProduction(deps)({ production: ppv, rng: seededRng(6) });
    const booked = await bookedCard(deps, ppv.id);
    expect(booked.flatMap((s) => s.groups.map(([id]) => id))).not.toContain(ids[5]);
    expect(noneTwice(booked)).toBe(true);
  });

  it('draws the same card again from the same seed', async () => {
    const cards = [];
    for (const run of [1, 2]) {
      const deps = inMemoryDeps(run);
      const { card } = await setUp(deps, 'living', (w) => [rivalry(1, w[3], w[5], 20), rivalry(2, w[7], w[9], 70)]);
      const tv = await card('TV');
      await createRandomiseProduction(deps)({ production: tv, rng: seededRng(11) });
      cards.push(await bookedCard(deps, tv.id));
    }
    expect(cards[1]).toEqual(cards[0]);
  });

  it('leaves rivalries out of a classic game: the card drawn before issue 17, for the same seed', async () => {
    const deps = inMemoryDeps(9);
    const { ids, card } = await setUp(deps, 'classic', (w) => [rivalry(1, w[3], w[5], 90)]);
    const ppv = await card('PPV');
    await createRandomiseProduction(deps)({ production: ppv, rng: seededRng(9) });
    const byName = (await bookedCard(deps, ppv.id)).map((s) => ({ ...s, groups: s.groups.map(([id, g]) => [ids.indexOf(id), g]) }));
    expect(byName).toEqual(CLASSIC_CARD);
  });
});

/** What the classic booker drew for seed 9 before issue 17 (W-numbers and groups). */
const CLASSIC_CARD = [
  { type: 'CHAMPIONSHIP', championshipIds: [1], groups: [[0, 1], [10, 2]] },
  { type: 'TRIPLE_THREAT', championshipIds: [], groups: [[11, 1], [14, 2], [7, 3]] },
  { type: 'FATAL_FOUR_WAY', championshipIds: [], groups: [[2, 1], [4, 2], [9, 3], [1, 4]] },
  { type: 'SINGLES', championshipIds: [], groups: [[15, 1], [5, 2]] },
  { type: 'SINGLES', championshipIds: [], groups: [[8, 1], [6, 2]] },
];
