import { createBrand, createChampionship, createProduction, createReign, createSegment, createWrestler } from '../../src/domain/entities';
import { DESIGN_FIGURE_NAMES } from '../../scripts/season/definitions';
import { computeFigures } from '../../scripts/season/figures';
import type { SeasonRecords } from '../../scripts/season/season-records';

// computeFigures over a small hand-made run: what belongs to the run, and what is not modelled.

const man = (id: number) => ({ ...createWrestler({ gender: 'MALE', role: 'WRESTLER' }), id });
const brand = (id: number, balance: number) => ({ ...createBrand({ balance }), id });

function records(): SeasonRecords {
  const week = (n: number, date: string, held: number) => ({
    week: n, date, productions: 1, failed: 0, balances: { 1: 150 }, maxHeldByOne: held, outOfRange: 0,
    bookings: { appearances: 2, byGender: { MALE: 2, FEMALE: 0 }, staff: 0, unfit: 0 },
    injuries: { roster: 2, injured: 0 },
  });
  return {
    seed: 1,
    rules: 'classic',
    weeks: [week(1, '2027-01-03', 1), week(2, '2027-01-10', 2)],
    start: { date: '2027-01-03', reignIds: [1], brands: [brand(1, 100)], wrestlers: [man(1), man(2)], maxHeldByOne: 1, outOfRange: 3 },
    endDate: '2027-01-17',
    loggedErrors: 0,
    championships: [{ ...createChampionship({ holders: 1, gender: 'MALE', wrestlerIds: [2] }), id: 1 }],
    reigns: [
      { ...createReign({ championshipId: 1, wrestlerIds: [1], startDate: '2026-06-01', endDate: '2027-01-05' }), id: 1 }, // the seed's: not the run's
      { ...createReign({ championshipId: 1, wrestlerIds: [1, 2], startDate: '2027-01-05', endDate: '2027-01-10' }), id: 2 },
      { ...createReign({ championshipId: 1, wrestlerIds: [2], startDate: '2027-01-10' }), id: 3 },
    ],
    wrestlers: [man(1), man(2)],
    brands: [brand(1, 150)],
    shows: [],
    venues: [],
    productions: [
      { ...createProduction({ date: '2026-12-30', complete: true, payout: -1, segmentIds: [] }), id: 1 }, // before the run
      { ...createProduction({ date: '2027-01-05', complete: true, payout: 5, segmentIds: [1] }), id: 2 },
      { ...createProduction({ date: '2027-01-12', complete: true, payout: -5, segmentIds: [2] }), id: 3 },
    ],
    segments: [
      { ...createSegment({ type: 'SINGLES', rating: 5, appearanceIds: [1, 2], championshipIds: [1] }), id: 1 },
      { ...createSegment({ type: 'SINGLES', rating: 3, appearanceIds: [3, 4] }), id: 2 },
    ],
    appearances: [],
  };
}

describe('computeFigures', () => {
  it('measures the run only: its reigns, its productions, its weeks', () => {
    const figures = computeFigures(records());
    expect(figures).toMatchObject({
      'titles.misfitReigns': 1, // two men on a singles title
      'titles.maxHeldByOne': 2,
      'titles.changes': 2,
      'titles.medianReignWeeks': 0.8571, // 5 and 7 days
      'titles.shortReignShare': 0.5, // the one that ended after 5 days (a current reign is never short)
      'titles.idle': 0,
      'divisions.minAppearanceShare': 1, // the only division with a title
      'rating.monthlyAvgMin': 4,
      'rating.monthlyAvgMax': 4,
      'rating.fiveStarShare': 0.5,
      'money.losingShowShare': 0.5,
      'money.balanceRatioMin': 1.5,
      'stats.outOfRange': 3,
      'productions.failed': 0,
    });
  });

  it('writes every DESIGN §4 name, null for what the classic rules do not model', () => {
    const figures = computeFigures(records());
    for (const name of DESIGN_FIGURE_NAMES) expect(figures).toHaveProperty([name]);
    expect(figures['injuries.shareMin']).toBeNull();
    expect(figures['injuries.shareMax']).toBeNull();
    expect(figures['attendance.overCapacity']).toBeNull();
    expect(figures['viewers.showRatioMin']).toBeNull(); // no show ran in both quarters
  });
});
