import fc from 'fast-check';
import { createChampionship, type Championship } from '../../entities/championship';
import type { Gender } from '../../entities/enums';
import { normaliseSides, type Rivalry } from '../../entities/rivalry';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { seededRng } from '../test-rng';
import { planCard, rivalryMatchType, type BookingPlanInput } from './booking-plan';
import { rankContenders } from './contenders';
import { pairingKey } from './main-event-memory';

const DATE = '2027-03-07';
const wrestler = (id: number, gender: Gender, points: number, extra: Partial<Wrestler> = {}) =>
  ({ ...createWrestler({ name: `W${id}`, gender, points, brandIds: [1], ...extra }), id });
const title = (id: number, extra: Partial<Championship>) =>
  ({ ...createChampionship({ name: `T${id}`, brandIds: [1], active: true, rank: 10 + id, ...extra }), id });
const rivalry = (id: number, a: number[], b: number[], heat: number, extra: Partial<Rivalry> = {}): Rivalry => ({
  id, sides: normaliseSides(a, b), origin: 'player', startedOn: '2027-02-28', endedOn: null, endReason: '',
  heat, heatOn: DATE, beats: [], segments: 0, payoffShowId: null, ...extra,
});
const slots = (count: number) => Array.from({ length: count }, (_, i) => ({ id: 100 + i, type: 'DEFAULT' }));

// Men 1..12 with points 40 + 5 × id: 12 tops the ranking.
const men = Array.from({ length: 12 }, (_, i) => wrestler(i + 1, 'MALE', 40 + 5 * (i + 1)));
const input = (extra: Partial<BookingPlanInput>): BookingPlanInput => ({
  showType: 'TV', showId: 1, date: DATE, slots: slots(5), mainEventId: 104, wrestlers: men,
  eligibility: { brandIds: [1] }, rivalries: [], titles: [], busyIds: [], busyTitleIds: [], ...extra,
});

describe('planCard: the living booker books like a booker (issue 17 item 5)', () => {
  it('puts rivals against each other, hottest nearest the top of a weekly card, and leaves the main event', () => {
    const plan = planCard(input({ rivalries: [rivalry(1, [1], [2], 20), rivalry(2, [3], [4], 60)] }), seededRng(1));
    const rivals = plan.filter((b) => b.rivalryId !== null);
    expect(rivals.map((b) => [b.rivalryId, b.segmentId, b.type])).toEqual([[2, 103, 'SINGLES'], [1, 102, 'SINGLES']]);
    expect(rivals.map((b) => b.teams)).toEqual([[[3], [4]], [[1], [2]]]);
    expect(plan.some((b) => b.segmentId === 104)).toBe(false);
  });

  it('pays off the hottest rivalry in a PPV main event, with the title when one side holds it', () => {
    const belt = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [4] });
    const rivalries = [rivalry(1, [1], [2], 20), rivalry(2, [3], [4], 60)];
    const plan = planCard(input({ showType: 'PPV', rivalries, titles: [belt] }), seededRng(1));
    expect(plan[0]).toMatchObject({ segmentId: 104, rivalryId: 2, payoff: true, championshipIds: [1], type: 'CHAMPIONSHIP' });
    expect(planCard(input({ showType: 'PPV', rivalries, titles: [belt], busyTitleIds: [1] }), seededRng(1))[0].championshipIds).toEqual([]);
    // A challenger holding another singles title never challenges for this one.
    const other = title(2, { gender: 'MALE', holders: 1, wrestlerIds: [3] });
    expect(planCard(input({ showType: 'PPV', rivalries, titles: [belt, other] }), seededRng(1))[0].championshipIds).toEqual([]);
  });

  it('pays off on the show the player chose, and keeps a rivalry chosen for another show off an event', () => {
    const rivalries = [rivalry(1, [1], [2], 20, { payoffShowId: 1 }), rivalry(2, [3], [4], 60, { payoffShowId: 9 })];
    const plan = planCard(input({ showType: 'MAJOR_PPV', rivalries }), seededRng(1));
    expect(plan[0]).toMatchObject({ segmentId: 104, rivalryId: 1, payoff: true });
    expect(plan.some((b) => b.rivalryId === 2)).toBe(false);
  });

  it('pays off a rivalry that headlined the promotion lately lower on an event, unless the player chose the show (issue 36)', () => {
    const rivalries = [rivalry(1, [1], [2], 20), rivalry(2, [3], [4], 60)];
    const plan = planCard(input({ showType: 'PPV', rivalries, recentMainEvents: ['3-4'] }), seededRng(1));
    expect(plan.find((b) => b.segmentId === 104)).toMatchObject({ rivalryId: 1, payoff: true });
    expect(plan.find((b) => b.rivalryId === 2)).toMatchObject({ payoff: true });
    expect(plan.find((b) => b.rivalryId === 2)?.segmentId).not.toBe(104);
    // The only rivalry remembered: paid off below the main event, which is left to the draw.
    const alone = planCard(input({ showType: 'PPV', rivalries: [rivalries[1]], recentMainEvents: ['3-4'] }), seededRng(1));
    expect(alone.some((b) => b.segmentId === 104)).toBe(false);
    expect(alone.find((b) => b.rivalryId === 2)).toMatchObject({ payoff: true });
    const chosen = [rivalry(2, [3], [4], 60, { payoffShowId: 1 })];
    expect(planCard(input({ showType: 'PPV', rivalries: chosen, recentMainEvents: ['3-4'] }), seededRng(1))[0]).toMatchObject({ segmentId: 104, rivalryId: 2 });
  });

  it('books no rivalry whose side is unfit, out of the brand, booked elsewhere or cold', () => {
    const fit = men.filter((w) => w.id !== 2);
    expect(planCard(input({ wrestlers: fit, rivalries: [rivalry(1, [1], [2], 50)] }), seededRng(1)).some((b) => b.rivalryId)).toBe(false);
    const away = men.map((w) => (w.id === 1 ? { ...w, brandIds: [2] } : w));
    expect(planCard(input({ wrestlers: away, rivalries: [rivalry(1, [1], [2], 50)] }), seededRng(1)).some((b) => b.rivalryId)).toBe(false);
    expect(planCard(input({ eligibility: { brandIds: [1], excludeIds: [1] }, rivalries: [rivalry(1, [1], [2], 50)] }), seededRng(1)).some((b) => b.rivalryId)).toBe(false);
    const cold = rivalry(1, [1], [2], 5, { startedOn: '2027-01-01' });
    expect(planCard(input({ rivalries: [cold] }), seededRng(1)).some((b) => b.rivalryId)).toBe(false);
  });

  it('gives a weekly rivalry worn by matches a promo instead', () => {
    const beat = { date: '2027-02-28', kind: 'match' as const, heat: 30, gain: 10, productionId: 1, segmentId: 1 };
    const once = planCard(input({ rivalries: [rivalry(1, [1], [2], 30, { beats: [beat] })] }), seededRng(1));
    expect(once.find((b) => b.rivalryId === 1)?.type).toBe('SINGLES');
    const twice = [{ ...beat, date: '2027-02-21' }, beat];
    const plan = planCard(input({ rivalries: [rivalry(1, [1], [2], 30, { beats: twice })] }), seededRng(1));
    expect(plan.find((b) => b.rivalryId === 1)?.type).toBe('PROMO');
  });

  it('fits a rivalry to the slot: tag teams to a tag match, nothing to a triple threat', () => {
    expect(rivalryMatchType({ id: 1, type: 'DEFAULT' }, [[1, 2], [3, 4]])).toBe('TAG_TEAM');
    expect(rivalryMatchType({ id: 1, type: 'TAG_TEAM' }, [[1], [3]])).toBeNull();
    expect(rivalryMatchType({ id: 1, type: 'TRIPLE_THREAT' }, [[1], [3]])).toBeNull();
    expect(rivalryMatchType({ id: 1, type: 'LADDER' }, [[1], [3]])).toBe('LADDER');
    expect(rivalryMatchType({ id: 1, type: 'PROMO' }, [[1], [3]])).toBeNull();
  });

  it('books the top contenders of a title in a number-one-contenders match on a weekly show', () => {
    const belt = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [12] });
    expect(rankContenders(belt, [belt], men).slice(0, 3)).toEqual([11, 10, 9]);
    const bouts = Array.from({ length: 40 }, (_, i) => planCard(input({ titles: [belt] }), seededRng(1000 + 7919 * i)).find((b) => b.type === 'NUMBER_ONE_CONTENDERS'));
    // About every other weekly card (BOOKING_PLAN.contendersShare), always from the top of the ranking.
    expect(bouts.filter(Boolean).length).toBeGreaterThan(10);
    expect(bouts.filter(Boolean).length).toBeLessThan(30);
    for (const bout of bouts.filter((b) => b !== undefined)) {
      expect(bout.teams.flat().every((id) => [11, 10, 9, 8].includes(id))).toBe(true);
      expect(bout.segmentId).not.toBe(104);
    }
    expect(planCard(input({ showType: 'PPV', titles: [belt] }), seededRng(1))).toEqual([]);
  });

  it('leaves the rest of the card enough people: a rivalry waits rather than empty a slot', () => {
    const six = men.slice(0, 6);
    const rivalries = [rivalry(1, [1], [2], 60), rivalry(2, [3], [4], 50)];
    // Three slots, six wrestlers: one rivalry still leaves four for two slots; a second would not.
    const plan = planCard(input({ showType: 'PPV', wrestlers: six, slots: slots(3), mainEventId: 102, rivalries }), seededRng(1));
    expect(plan.map((b) => b.rivalryId)).toEqual([1]);
  });

  const arbitrary = fc.record({
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    showType: fc.constantFrom('TV', 'CABLE', 'X', 'PPV', 'MAJOR_PPV', 'WORLD' as const),
    slotCount: fc.integer({ min: 1, max: 8 }),
    unfit: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }),
    excluded: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
    pairs: fc.array(fc.tuple(fc.uniqueArray(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 2 }), fc.uniqueArray(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 2 }), fc.integer({ min: 0, max: 100 })), { maxLength: 6 }),
    remembered: fc.array(fc.nat({ max: 5 }), { maxLength: 4 }),
  });

  it('property (issue 36): no card headlines with a rivalry its promotion remembers (none chosen for the show)', () => {
    fc.assert(fc.property(arbitrary, ({ seed, showType, slotCount, pairs, remembered }) => {
      const rivalries = pairs
        .filter(([a, b]) => !a.some((id) => b.includes(id)))
        .map(([a, b, heat], i) => rivalry(i + 1, a, b, heat));
      const recentMainEvents = remembered.flatMap((i) => (rivalries[i] ? [pairingKey(rivalries[i].sides.flat())] : []));
      const given = input({ showType, slots: slots(slotCount), mainEventId: 100 + slotCount - 1, rivalries, recentMainEvents });
      const plan = planCard(given, seededRng(seed));
      const main = plan.find((b) => b.segmentId === given.mainEventId && b.rivalryId !== null);
      if (main) expect(recentMainEvents).not.toContain(pairingKey(main.teams.flat()));
      expect(new Set(plan.map((b) => b.segmentId)).size).toBe(plan.length);
    }), { numRuns: 200 });
  });

  it('property: never books a wrestler twice, nor anyone unfit or excluded, and a seed gives the same plan', () => {
    fc.assert(fc.property(arbitrary, ({ seed, showType, slotCount, unfit, excluded, pairs }) => {
      const rivalries = pairs
        .filter(([a, b]) => !a.some((id) => b.includes(id)))
        .map(([a, b, heat], i) => rivalry(i + 1, a, b, heat));
      const belt = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [12] });
      const fit = men.filter((w) => !unfit.includes(w.id));
      const given = input({ showType, slots: slots(slotCount), mainEventId: 100 + slotCount - 1, wrestlers: fit, rivalries, titles: [belt], eligibility: { brandIds: [1], excludeIds: excluded } });
      const plan = planCard(given, seededRng(seed));
      const ids = plan.flatMap((b) => b.teams.flat());
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => fit.some((w) => w.id === id) && !excluded.includes(id))).toBe(true);
      expect(new Set(plan.map((b) => b.segmentId)).size).toBe(plan.length);
      expect(plan.every((b) => given.slots.some((s) => s.id === b.segmentId))).toBe(true);
      // A title goes on the line only when every side fits it (DESIGN §4).
      for (const bout of plan.filter((b) => b.championshipIds.length > 0)) {
        expect(bout.championshipIds).toEqual([belt.id]);
        expect(bout.teams.every((side) => side.length === 1)).toBe(true);
      }
      const eligibleLeft = fit.filter((w) => !excluded.includes(w.id) && !ids.includes(w.id)).length;
      if (plan.length > 0) expect(eligibleLeft).toBeGreaterThanOrEqual(2 * (slotCount - plan.length));
      expect(planCard(given, seededRng(seed))).toEqual(plan);
    }), { numRuns: 200 });
  });
});
