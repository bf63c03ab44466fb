import fc from 'fast-check';
import { cardDraw, FLAT_WEIGHT, nightShares, ratingsDraw, rivalriesDraw, scoreNight, warDraw } from './ratings-war';
import { boundedWarFactor, MAX_WAR_SWING, warViewersFactor } from './war-viewers';
import { topCompany, updateTallies } from './war-tally';

const draws = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 6 });
const rivalry = (sides: [number[], number[]], heat: number, endedOn: string | null = null) => ({ sides, heat, heatOn: '2026-11-29', endedOn });

describe('the ratings war for one night', () => {
  it('draws from the card: the mean popularity and the top stars count alike', () => {
    expect(cardDraw([100, 100, 100])).toBe(1);
    expect(cardDraw([])).toBe(0);
    expect(cardDraw([90, 80, 70, 0, 0, 0])).toBeCloseTo((0.4 + 0.8) / 2);
  });

  it('draws from the recent ratings: the last four cards, newest first', () => {
    expect(ratingsDraw([5, 5, 5, 5, 0])).toBe(1);
    expect(ratingsDraw([2.5])).toBe(0.5);
    expect(ratingsDraw([])).toBe(0);
  });

  it('draws from the active rivalries with both sides on the card, their heat on the night', () => {
    const onCard = new Set([1, 2, 3]);
    expect(rivalriesDraw([rivalry([[1], [2]], 50)], onCard, '2026-11-29')).toBe(0.5);
    expect(rivalriesDraw([rivalry([[1], [9]], 50)], onCard, '2026-11-29')).toBe(0);
    expect(rivalriesDraw([rivalry([[1], [2]], 50, '2026-11-01')], onCard, '2026-11-29')).toBe(0);
    expect(rivalriesDraw([rivalry([[1], [2]], 80), rivalry([[3], [2]], 80)], onCard, '2026-11-29')).toBe(1);
    expect(rivalriesDraw([rivalry([[1], [2]], 50)], onCard, '2026-12-06')).toBeCloseTo(0.425);
  });

  it('gives the night to the better draw, without all of the audience', () => {
    const results = scoreNight([
      { key: 10, companyId: 1, draw: 0.3 },
      { key: 11, companyId: 2, draw: 0.6 },
    ]);
    expect(results.map((r) => r.won)).toEqual([false, true]);
    expect(results[1].share).toBeGreaterThan(0.5);
    expect(results[1].share).toBeLessThan(0.65);
    // Nothing against everything: the flat part keeps a seventh of the night for the weaker show.
    expect(nightShares([0, 1])[0]).toBeCloseTo(FLAT_WEIGHT / (2 * FLAT_WEIGHT + 1));
  });

  it('breaks an exact tie by the lower company id', () => {
    const results = scoreNight([{ key: 1, companyId: 4, draw: 0.5 }, { key: 2, companyId: 3, draw: 0.5 }]);
    expect(results.map((r) => r.won)).toEqual([false, true]);
  });

  it('has shares in 0..1 adding up to 1, and exactly one winner with the largest share', () => {
    fc.assert(
      fc.property(draws, (values) => {
        const results = scoreNight(values.map((draw, i) => ({ key: i, companyId: i + 1, draw })));
        const total = results.reduce((s, r) => s + r.share, 0);
        expect(total).toBeCloseTo(1, 9);
        for (const r of results) expect(r.share).toBeGreaterThanOrEqual(0);
        for (const r of results) expect(r.share).toBeLessThanOrEqual(1);
        const winners = results.filter((r) => r.won);
        expect(winners).toHaveLength(1);
        expect(winners[0].share).toBe(Math.max(...results.map((r) => r.share)));
      }),
    );
  });

  it('never lowers a show\'s share when its draw rises', () => {
    fc.assert(
      fc.property(draws, fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (values, pick, more) => {
        const i = pick % values.length;
        const higher = values.map((v, j) => (j === i ? Math.min(1, v + more) : v));
        expect(nightShares(higher)[i]).toBeGreaterThanOrEqual(nightShares(values)[i] - 1e-12);
      }),
    );
  });

  it('is deterministic, and a draw is always within 0..1', () => {
    fc.assert(
      fc.property(draws, fc.double({ min: -5, max: 5 }), fc.double({ min: -5, max: 5 }), fc.double({ min: -5, max: 5 }), (values, card, ratings, rivalries) => {
        const shows = values.map((draw, i) => ({ key: i, companyId: i + 1, draw }));
        expect(scoreNight(shows)).toEqual(scoreNight(shows));
        const draw = warDraw({ card, ratings, rivalries });
        expect(draw).toBeGreaterThanOrEqual(0);
        expect(draw).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the war\'s effect on viewers', () => {
  it('moves the winner up and the loser down by the margin, at most 5%', () => {
    expect(warViewersFactor(0.55, [0.55, 0.45], true)).toBeCloseTo(1.0125);
    expect(warViewersFactor(0.45, [0.55, 0.45], false)).toBeCloseTo(0.9875);
    expect(warViewersFactor(0.75, [0.75, 0.25], true)).toBeCloseTo(1.05);
    expect(warViewersFactor(1, [1], true)).toBe(1);
    expect(boundedWarFactor(1.05, 0.5, 1.02)).toBe(1.02);
  });

  it('stays within ±MAX_WAR_SWING whatever the night', () => {
    fc.assert(
      fc.property(draws, fc.nat(), (values, pick) => {
        const results = scoreNight(values.map((draw, i) => ({ key: i, companyId: i + 1, draw })));
        const r = results[pick % results.length];
        const factor = warViewersFactor(r.share, results.map((x) => x.share), r.won);
        expect(Math.abs(factor - 1)).toBeLessThanOrEqual(MAX_WAR_SWING + 1e-12);
        expect(factor >= 1).toBe(r.won || factor === 1);
      }),
    );
  });
});

describe('the season\'s tally', () => {
  it('counts a night once, takes an old result out, keeps two years', () => {
    let tallies = updateTallies([], [], [{ year: 2026, winner: 1 }, { year: 2026, winner: 2 }], 2026);
    tallies = updateTallies(tallies, [{ year: 2026, winner: 2 }], [{ year: 2026, winner: 1 }], 2026);
    expect(tallies).toEqual([{ year: 2026, nights: 2, wonBy: { '1': 2 } }]);
    tallies = updateTallies(tallies, [], [{ year: 2027, winner: 3 }], 2027);
    tallies = updateTallies(tallies, [], [{ year: 2028, winner: 3 }], 2028);
    expect(tallies.map((t) => t.year)).toEqual([2027, 2028]);
    expect(topCompany({ wonBy: { '4': 2, '2': 2, '1': 1 } })).toEqual({ companyId: 2, nights: 2 });
    expect(topCompany({ wonBy: {} })).toBeNull();
  });
});
