import { describe, expect, it } from 'vitest';
import { movesInWeek, talentMovesPerYear } from '../../scripts/season/figures-talent';

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
