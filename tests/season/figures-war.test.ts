// @vitest-environment node
import { topNightShare, upsetShare } from '../../scripts/season/figures-war';
import type { ProductionWar } from '../../src/domain/entities/ratings-war';

// Issue 18's war.topNightShare on hand-made records.

const war = (night: string, companyId: number, won: boolean): { war: ProductionWar } => ({
  war: { night, companyId, won, share: won ? 0.6 : 0.4, nightAudience: 1_000_000, draw: 0.5 },
});

describe('war.topNightShare', () => {
  it('is the share of contested nights won by the promotion that won most', () => {
    const productions = [
      war('2027-01-06', 1, true), war('2027-01-06', 2, false),
      war('2027-01-13', 2, true), war('2027-01-13', 1, false),
      war('2027-01-20', 1, true), war('2027-01-20', 3, false),
      // A forfeit: the lone rival takes the night.
      war('2027-01-27', 3, true),
      { war: null },
    ];
    expect(topNightShare(productions)).toBe(0.5);
  });

  it('is null without a contested night (no rivals)', () => {
    expect(topNightShare([{ war: null }, { war: null }])).toBeNull();
    expect(topNightShare([])).toBeNull();
  });

  it('is 1 when one promotion wins every night', () => {
    expect(topNightShare([war('2027-01-06', 2, true), war('2027-01-06', 1, false), war('2027-01-13', 2, true)])).toBe(1);
  });
});

describe('war.upsetShare (issue 35)', () => {
  const show = (night: string, companyId: number, won: boolean, viewers: number) => ({ viewers, ...war(night, companyId, won) });

  it('is the share of nights of two played shows won by the show with fewer viewers', () => {
    const productions = [
      show('2027-01-06', 1, true, 1_600_000), show('2027-01-06', 2, false, 444_000),
      show('2027-01-13', 2, true, 500_000), show('2027-01-13', 1, false, 520_000),
      // A forfeit is no upset and not counted.
      show('2027-01-20', 3, true, 100_000),
    ];
    expect(upsetShare(productions)).toBe(0.5);
  });

  it('is null without a night of two played shows', () => {
    expect(upsetShare([show('2027-01-20', 3, true, 100_000), { war: null, viewers: 5 }])).toBeNull();
  });
});
