import { createWrestler, type Wrestler } from '../entities/wrestler';
import type { RatedParticipant } from './rating';
import { positionWeight, productionViewers, viewersBreakdown, viewerTraits, wrestlerAppeal, type ViewerSegment } from './viewers';

// popularity 0, charisma 10, points 30, morale 30, stamina 30: appeal 0 + 5 + 9 + 6 + 12 = 32; fires no trait.
const plain: Partial<Wrestler> = { points: 30 };
const people = (...stats: Partial<Wrestler>[]): RatedParticipant[] =>
  stats.map((s, i) => ({ wrestler: createWrestler({ ...plain, ...s }), groupId: i + 1 }));
const segment = (participants: RatedParticipant[], extra: Partial<ViewerSegment> = {}): ViewerSegment => ({
  type: 'SINGLES', duration: 300, championshipIds: [], participants, ...extra,
});
const traitIds = (segments: ViewerSegment[], maxDuration = 0) =>
  viewerTraits({ show: { avgViewers: 0, maxDuration }, segments }).map((t) => t.id);

describe('when weighing segment positions', () => {
  it.each([
    [0, 1, 1.1], [0, 2, 1.1], [1, 2, 1.1], [0, 3, 1.1], [1, 3, 0.9], [2, 3, 1.1],
    [0, 5, 1.1], [1, 5, 0.9], [2, 5, 1], [3, 5, 0.9], [4, 5, 1.1], [3, 8, 1],
  ])('segment %d of %d weighs %s', (index, count, weight) => {
    expect(positionWeight(index, count)).toBe(weight);
  });
});

describe('when counting viewers (SPEC §9 Viewers)', () => {
  it.each([
    [{}, 32],
    [{ popularity: 100, charisma: 100, points: 100, morale: 100, stamina: 100 }, 230],
    [{ popularity: 250, charisma: 100, points: 100, morale: 100, stamina: 100 }, 230],
    [{ popularity: 50 }, 32 + 45],
  ])('a wrestler with %j has an appeal of %s', (stats, appeal) => {
    expect(wrestlerAppeal(createWrestler({ ...plain, ...stats }))).toBeCloseTo(appeal, 10);
  });

  it.each([
    // one men's singles match: mix 1.1 × 64 = 70.4; (1000 + 2112) × 1.15
    ['one singles match', 1_000, [segment(people({}, {}))], 3_579],
    // mix = 1.1×32 + 0.9×32 + 1×32 + 0.9×32 + 1.1×32 = 160; (0 + 4800) × 1.15
    ['five one-man segments', 0, [1, 2, 3, 4, 5].map(() => segment(people({}), { type: 'INTERVIEW' })), 5_520],
    ['an empty show', 2_100_000, [], 2_100_000],
  ])('%s on a show averaging %d draws %d', (_, avgViewers, segments, viewers) => {
    expect(productionViewers({ show: { avgViewers, maxDuration: 0 }, segments })).toBe(viewers);
  });

  it('explains the mix, the bonus and the traits', () => {
    const breakdown = viewersBreakdown({ show: { avgViewers: 1_000, maxDuration: 0 }, segments: [segment(people({}, {}))] });
    expect(breakdown).toMatchObject({ bonus: 15, viewers: 3_579 });
    expect(breakdown.mix).toBeCloseTo(70.4, 10);
    expect(breakdown.traits).toEqual([{ id: 'men', label: "Men's show", amount: 15 }]);
  });

  it.each([
    ['men only', [segment(people({}, {}))], 0, ['men']],
    ['women only', [segment(people({ gender: 'FEMALE' }, { gender: 'FEMALE' }))], 0, ['women']],
    ['men and women', [segment(people({}, { gender: 'FEMALE' }))], 0, ['both']],
    ['running 90% of its time', [segment(people({}), { duration: 900 })], 1_000, ['men', 'fullTime']],
    ['running exactly its time', [segment(people({}), { duration: 1_000 })], 1_000, ['men', 'fullTime']],
    ['running under 90%', [segment(people({}), { duration: 899 })], 1_000, ['men']],
    ['running over time', [segment(people({}), { duration: 1_001 })], 1_000, ['men', 'overTime']],
    ['a wrestler at 20 points', [segment(people({ points: 20 }))], 0, ['men', 'lowPoints']],
    ['a wrestler above 80 points', [segment(people({ points: 81 }))], 0, ['men', 'highPoints']],
    ['a wrestler at 80 points', [segment(people({ points: 80 }))], 0, ['men']],
    ['a wrestler above 80 charisma', [segment(people({ charisma: 81 }))], 0, ['men', 'highCharisma']],
    ['a title match', [segment(people({}, {}), { championshipIds: [3] })], 0, ['men', 'championship']],
    ['a title on a promo', [segment(people({}), { type: 'PROMO', championshipIds: [3] })], 0, ['men', 'promo']],
    ['a debut promo', [segment(people({}), { type: 'DEBUT_PROMO' })], 0, ['men', 'promo']],
    ['a Tag Team match', [segment(people({}, {}), { type: 'TAG_TEAM' })], 0, ['men', 'tag']],
    ['a match with a team of two', [segment(people({}, {}, {}).map((p) => ({ ...p, groupId: Math.min(p.groupId, 2) })))], 0, ['men', 'tag']],
    ['a manager beside a wrestler', [segment([...people({}, {}), { ...people({})[0], manager: true }])], 0, ['men']],
    ['nobody at all', [segment([])], 0, []],
  ])('a show with %s has traits %j', (_, segments, maxDuration, ids) => {
    expect(traitIds(segments, maxDuration)).toEqual(ids);
  });

  it('applies a penalty as a negative bonus', () => {
    const segments = [segment(people({}), { duration: 2_000 })];
    // mix 1.1 × 32 = 35.2; (1000 + 1056) × (1 + 5/100)
    expect(productionViewers({ show: { avgViewers: 1_000, maxDuration: 1_000 }, segments })).toBe(2_159);
  });
});
