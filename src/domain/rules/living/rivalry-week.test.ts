import fc from 'fast-check';
import { addDays } from '../../dates';
import { createBrand } from '../../entities/brand';
import { createChampionship } from '../../entities/championship';
import { createGame } from '../../entities/game';
import { ENDED_RIVALRIES_KEPT, type Rivalry } from '../../entities/rivalry';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { MAX_ACTIVE_RIVALRIES } from '../../production/rivalry-effects';
import { seededRng, sequenceRng } from '../test-rng';
import { FRESH_AMONG, freshOpponents, MIN_ACTIVE_PER_BRAND, rivalryWeek } from './rivalry-week';
import { LIVING_WEEK_RULES, runWeekRules, type WeekWorld } from './week-rules';

const TO = '2027-03-14';
const wrestler = (id: number, points: number, fields: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: `W${id}`, points, gender: 'MALE', brandIds: [1], contractExpires: '2030-01-01', remainingAppearances: 50, ...fields }), id,
});
const rivalry = (id: number, sides: [number[], number[]], fields: Partial<Rivalry> = {}): Rivalry => ({
  id, sides, origin: 'player', startedOn: '2027-01-03', endedOn: null, endReason: '', heat: 40, heatOn: '2027-03-07', beats: [], segments: 2, payoffShowId: null, ...fields,
});

function world(rivalries: Rivalry[] = [], wrestlers = [wrestler(1, 90), wrestler(2, 80), wrestler(3, 70), wrestler(4, 60), wrestler(5, 50), wrestler(6, 40)]): WeekWorld {
  return {
    game: { ...createGame({ rules: 'living', date: '2027-03-07', rivalries }), id: 1 },
    from: '2027-03-07', to: TO, days: 7, wrestlers,
    brands: [{ ...createBrand({ name: 'Main' }), id: 1 }],
    shows: [],
    championships: [{ ...createChampionship({ name: 'Belt', wrestlerIds: [4], brandIds: [1], gender: 'MALE', rank: 1 }), id: 9 }],
    reigns: [], news: [],
  };
}
const active = (w: WeekWorld) => w.game.rivalries.filter((r) => r.endedOn === null);

describe('the living week\'s rivalries (issue 17)', () => {
  it('is a living week rule', () => {
    expect(LIVING_WEEK_RULES.map((rule) => rule.name)).toContain('rivalries');
  });

  it('ends a rivalry gone cold, and one a side of which has retired or left', () => {
    const cold = rivalry(1, [[1], [2]], { heat: 10, heatOn: '2027-02-01' });
    const gone = rivalry(2, [[3], [4]]);
    const next = rivalryWeek(world([cold, gone], [wrestler(1, 90), wrestler(2, 80), wrestler(3, 70, { retired: true }), wrestler(4, 60)]), sequenceRng([0]));
    expect(next.game.rivalries.slice(0, 2).map((r) => [r.endedOn, r.endReason, r.beats.at(-1)?.kind])).toEqual([[TO, 'cold', 'end'], [TO, 'gone', 'end']]);
    expect(next.news.slice(0, 2)).toEqual(['The rivalry W1 vs. W2 went cold.', 'The rivalry W3 vs. W4 ended: W3 is gone.']);
  });

  it('starts rivalries where a brand has too few: its champion against a ranked contender, then two top wrestlers', () => {
    const next = rivalryWeek(world(), sequenceRng([0]));
    expect(active(next).map((r) => [r.sides, r.origin, r.startedOn])).toEqual([
      [[[1], [4]], 'challenge', TO],
      [[[2], [3]], 'booker', TO],
    ]);
    expect(next.news).toEqual(['A rivalry began: W1 vs. W4.', 'A rivalry began: W2 vs. W3.']);
    // With enough already, it starts none.
    expect(rivalryWeek(next, sequenceRng([0])).game.rivalries).toEqual(next.game.rivalries);
  });

  it('draws the contender among the best ranked with the week\'s rng', () => {
    const picks = new Set(Array.from({ length: 30 }, (_, seed) => rivalryWeek(world(), seededRng((seed + 1) * 2_654_435_761)).game.rivalries[0].sides.flat().join()));
    expect(picks.size).toBeGreaterThan(1);
    for (const pick of picks) expect(pick.split(',')).toContain('4');
  });

  it('leaves out the injured, the unsigned and other brands', () => {
    const roster = [wrestler(1, 90, { injuredUntil: '2027-04-01' }), wrestler(2, 80, { status: 'UNSIGNED' }), wrestler(3, 70, { brandIds: [2] }), wrestler(4, 60), wrestler(5, 50)];
    expect(active(rivalryWeek(world([], roster), sequenceRng([0]))).map((r) => r.sides)).toEqual([[[4], [5]]]);
  });

  it('property: a long run of weeks keeps the list bounded and each wrestler in one active rivalry at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const rng = seededRng(seed);
        const roster = Array.from({ length: 40 }, (_, i) => wrestler(i + 1, (i * 37) % 100, { brandIds: [1 + (i % 3)] }));
        let w: WeekWorld = { ...world([], roster), brands: [1, 2, 3].map((id) => ({ ...createBrand({ name: `B${id}` }), id })) };
        for (let week = 0; week < 80; week += 1) {
          w = runWeekRules({ ...w, from: w.to, to: addDays(w.to, 7) }, rng, [{ name: 'rivalries', run: rivalryWeek }]);
        }
        const busy = active(w).flatMap((r) => r.sides.flat());
        return active(w).length <= MAX_ACTIVE_RIVALRIES && active(w).length >= MIN_ACTIVE_PER_BRAND
          && new Set(busy).size === busy.length && w.game.rivalries.length - active(w).length <= ENDED_RIVALRIES_KEPT;
      }),
      { numRuns: 15 },
    );
  });
});

describe('rivalries with fresh pairs (issue 36 item 4)', () => {
  const w = (id: number) => ({ id });
  const past = (a: number, b: number) => ({ sides: [[a], [b]] as [number[], number[]] });

  it('puts opponents who never feuded with the wrestler first, then those who feuded least, near the top of the ranking', () => {
    const ranked = [w(2), w(3), w(4), w(5)];
    expect(freshOpponents(1, ranked, [past(1, 2), past(2, 1), past(3, 1)]).map((c) => c.id)).toEqual([4, 5, 3, 2]);
    expect(freshOpponents(1, ranked, [past(2, 3)]).map((c) => c.id)).toEqual([2, 3, 4, 5]);
  });

  it('keeps every candidate once and looks no further than FRESH_AMONG places for a fresh one', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 2, max: 30 }), { maxLength: 12 }), fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 })), { maxLength: 20 }), (ids, pairs) => {
      const ranked = ids.map(w);
      const fresh = freshOpponents(1, ranked, pairs.map(([a, b]) => past(a, b)));
      expect([...fresh].map((c) => c.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(fresh.slice(FRESH_AMONG)).toEqual(ranked.slice(FRESH_AMONG));
    }));
  });

  it('starts a champion’s rivalry with a contender who has not feuded with them before', () => {
    // W4 holds the belt; W1 and W2 (the best ranked) feuded with W4 already, W3 never did.
    const ended = (id: number, other: number) => rivalry(id, [[4], [other]], { endedOn: '2027-01-20', endReason: 'payoff' });
    const next = rivalryWeek(world([ended(1, 1), ended(2, 2)]), sequenceRng([0]));
    expect(active(next)[0].sides.flat().sort()).toEqual([3, 4]);
  });
});
