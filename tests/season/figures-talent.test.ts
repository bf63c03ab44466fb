import { describe, expect, it } from 'vitest';
import { longUnsignedShare, movesInWeek, talentMovesPerYear, talentMovesPerYearMin } from '../../scripts/season/figures-talent';
import { createWrestler } from '../../src/domain/entities/wrestler';

describe('talent.moves (issue 18 item 4)', () => {
  it('counts the moves dated within the week: after the date before, up to the date after', () => {
    const moves = [{ date: '2027-01-03' }, { date: '2027-01-05' }, { date: '2027-01-10' }, { date: '2027-01-11' }];
    expect(movesInWeek(moves, '2027-01-03', '2027-01-10')).toBe(2);
  });

  it('is the moves per year over the sampled weeks, and null when no week was sampled (no rivals)', () => {
    expect(talentMovesPerYear([{ talentMoves: 1 }, { talentMoves: 0 }, { talentMoves: 3 }, { talentMoves: 0 }])).toBe(52);
    expect(talentMovesPerYear([{}, {}])).toBeNull();
    expect(talentMovesPerYear([])).toBeNull();
  });
});

describe('talent.movesPerYearMin and talent.longUnsignedShare (issue 36)', () => {
  it('is the fewest moves in a whole sampled year, null without one', () => {
    const year = (moves: number) => Array.from({ length: 52 }, (_, i) => ({ talentMoves: i === 0 ? moves : 0 }));
    expect(talentMovesPerYearMin([...year(12), ...year(5), ...year(9), { talentMoves: 0 }])).toBe(5);
    expect(talentMovesPerYearMin(year(3).slice(0, 51))).toBeNull();
    expect(talentMovesPerYearMin([{}, {}])).toBeNull();
  });

  it('shares the free agents who waited more than a year, staff and the retired left out', () => {
    const agent = (unsignedSince: string, fields: Partial<ReturnType<typeof createWrestler>> = {}) =>
      createWrestler({ status: 'UNSIGNED', brandIds: [], unsignedSince, ...fields });
    const end = '2030-01-05';
    const wrestlers = [
      agent('2028-06-01'), // 83 weeks
      agent('2029-06-01'), // 31 weeks
      agent('2029-12-29'),
      agent('2027-01-01', { role: 'MANAGER' }), // staff: not counted
      agent('2027-01-01', { retired: true }), // retired: not counted
      createWrestler({ status: 'SIGNED', unsignedSince: '' }),
    ];
    expect(longUnsignedShare(wrestlers, end, true)).toBeCloseTo(1 / 3);
    expect(longUnsignedShare(wrestlers, end, false)).toBeNull();
    expect(longUnsignedShare([createWrestler({ status: 'SIGNED' })], end, true)).toBeNull();
  });
});
