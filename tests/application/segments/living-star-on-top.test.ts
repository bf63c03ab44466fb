import { createRandomiseProduction } from '../../../src/application/segments/randomise-segment';
import { isSidedMatch } from '../../../src/domain/production/airtime-steps';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { seededRng } from '../../../src/domain/rules/test-rng';
import { isRecentMainEvent, pairingKey } from '../../../src/domain/rules/living/main-event-memory';
import { inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 36 item 4: a living card's biggest star closes the show. Twenty wrestlers, one far more
// popular than the rest but on a mid-card push (so the main event's push-first pool may miss him):
// whatever the seed, the main event holds the card's most popular competitor.

/** A production of `showId` for `brandId` with `segments` empty segments, randomised with `seed`: its sided matches' casts, in running order. */
async function randomisedMatches(deps: TestDeps, showId: number, brandId: number, segments: number, seed: number) {
  const made = await deps.repos.Segment.bulkCreate(Array.from({ length: segments }, () => ({ type: 'DEFAULT' })));
  const production = await deps.repos.Production.create({ showId, brandIds: [brandId], date: TODAY, segmentIds: made.map((s) => s.id) });
  await createRandomiseProduction(deps)({ production, rng: seededRng(seed) });
  const booked = await deps.repos.Segment.getMany(production.segmentIds);
  const appearances = await deps.repos.Appearance.getMany(booked.flatMap((s) => s.appearanceIds));
  return booked.map((s) => appearances.filter((a) => s.appearanceIds.includes(a.id))).filter((cast, i) => isSidedMatch(booked[i].type, cast));
}

/** The main event's wrestlers (managers left out) of a production randomised as randomisedMatches does, and how many matches it has. */
async function randomisedMainEvent(deps: TestDeps, showId: number, brandId: number, seed: number) {
  const casts = await randomisedMatches(deps, showId, brandId, 4, seed);
  return { main: casts[casts.length - 1].filter((a) => !a.manager).map((a) => a.wrestlerId), matches: casts.length };
}

async function bookCard(deps: TestDeps, seed: number, rules: 'living' | 'classic') {
  await putGame(deps, { gender: 'MALE', rules });
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true, status: 'SIGNED', points: 60, popularity: 50 };
  await deps.repos.Wrestler.bulkCreate([
    ...Array.from({ length: 19 }, (_, i) => ({ ...base, name: `W${i}`, popularity: 40 + i, push: i < 4 ? 'MAIN_EVENT' : 'MID_CARD' })),
    { ...base, name: 'The Star', popularity: 95, push: 'MID_CARD' },
  ]);
  const show = await deps.repos.Show.create({ name: 'Weekly', type: 'TV', brandIds: [raw.id], minPoints: 40, maxPoints: 100, maxDuration: 7200 });
  const matches = await randomisedMatches(deps, show.id, raw.id, 5, seed);
  const wrestlers = new Map((await deps.repos.Wrestler.all()).map((w) => [w.id, w]));
  const popularity = (cast: (typeof matches)[number]) => cast.map((a) => wrestlers.get(a.wrestlerId)!.popularity);
  const top = Math.max(...matches.flatMap(popularity));
  return { main: popularity(matches[matches.length - 1]), top, matches: matches.length };
}

describe('cards built by position (issue 36 item 4, living rules)', () => {
  it.each([1, 2, 3, 4, 5, 6])('puts the card\'s most popular competitor in the main event (seed %i)', async (seed) => {
    const { main, top, matches } = await bookCard(inMemoryDeps(seed), seed, 'living');
    expect(matches).toBeGreaterThanOrEqual(2);
    expect(main).toContain(top);
  });
});

describe('the same main event is not booked week after week (issue 36 item 4, living rules)', () => {
  it.each([1, 2, 3, 4])('headlines with a pairing the show has not remembered lately (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    await putGame(deps, { gender: 'MALE', rules: 'living' });
    const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
    const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true, status: 'SIGNED', points: 60 };
    const roster = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 12 }, (_, i) => ({ ...base, name: `W${i}`, popularity: 40 + i * 4, push: i >= 8 ? 'MAIN_EVENT' : 'MID_CARD' })));
    // The star (the last) headlined with each of the other top wrestlers lately.
    const star = roster[roster.length - 1].id;
    const recentMainEvents = roster.slice(4, -1).map((w) => pairingKey([star, w.id]));
    const show = await deps.repos.Show.create({ name: 'Weekly', type: 'TV', brandIds: [raw.id], minPoints: 40, maxPoints: 100, maxDuration: 7200, recentMainEvents });
    const { main, matches } = await randomisedMainEvent(deps, show.id, raw.id, seed);
    expect(matches).toBeGreaterThanOrEqual(2);
    expect(isRecentMainEvent(recentMainEvents, main)).toBe(false);
  });
});

describe('a promotion\'s weekly shows do not take turns headlining one pairing (issue 36 item 4, living rules)', () => {
  it.each([1, 2, 3, 4])('headlines with a pairing neither the show nor its promotion\'s other weekly show remembers (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    await putGame(deps, { gender: 'MALE', rules: 'living' });
    // One roster works both brands of one promotion, as VWU's does.
    const [voltage, surge] = await deps.repos.Brand.bulkCreate([{ name: 'Voltage', companyId: 2 }, { name: 'Surge', companyId: 2 }]);
    const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [voltage.id, surge.id], active: true, status: 'SIGNED', points: 60 };
    const roster = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 12 }, (_, i) => ({ ...base, name: `W${i}`, popularity: 40 + i * 4, push: i >= 8 ? 'MAIN_EVENT' : 'MID_CARD' })));
    const star = roster[roster.length - 1].id;
    // The other weekly show headlined the star with most of the roster lately; an event's old main events do not count.
    const recentMainEvents = roster.slice(3, -1).map((w) => pairingKey([star, w.id]));
    await deps.repos.Show.create({ name: 'Surge', type: 'CABLE', frequency: 'weekly', brandIds: [surge.id], recentMainEvents });
    await deps.repos.Show.create({ name: 'Yearly', type: 'PPV', frequency: 'yearly', brandIds: [voltage.id, surge.id], recentMainEvents: roster.slice(0, 3).map((w) => pairingKey([star, w.id])) });
    const show = await deps.repos.Show.create({ name: 'Voltage', type: 'CABLE', frequency: 'weekly', brandIds: [voltage.id], minPoints: 40, maxPoints: 100, maxDuration: 7200 });
    const { main, matches } = await randomisedMainEvent(deps, show.id, voltage.id, seed);
    expect(matches).toBeGreaterThanOrEqual(2);
    expect(isRecentMainEvent(recentMainEvents, main)).toBe(false);
  });
});
