import { describe, expect, it } from 'vitest';
import { longUnsignedShare, movesOfWeek, talentMovesPerYear, talentMovesPerYearMin } from '../../scripts/season/figures-talent';
import { createWrestler } from '../../src/domain/entities/wrestler';

describe('talent.moves (issue 18 item 4)', () => {
  it('counts the moves the week added, a signing dated the week\'s first day (the standing orders\') among them', () => {
    const move = (wrestlerId: number, date: string, toCompanyId: number | null = 1) => ({ wrestlerId, fromCompanyId: null, toCompanyId, date });
    const before = [move(1, '2027-01-01'), move(2, '2027-01-03')];
    const after = [...before, move(3, '2027-01-03'), move(2, '2027-01-03', null), move(4, '2027-01-09')];
    expect(movesOfWeek(before, after)).toEqual([move(3, '2027-01-03'), move(2, '2027-01-03', null), move(4, '2027-01-09')]);
    // The list keeps only the newest moves: one dropped from its head is not a move of the week.
    expect(movesOfWeek(before, after.slice(1))).toHaveLength(3);
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
