import { createBrand, createProduction, createSegment, createVenue } from '../../src/domain/entities';
import { balanceRatios, emptyCards, losingShowShare, monthlyRatings, overCapacity, ratingFigures, viewerRatios } from '../../scripts/season/figures-shows';

// The season report's rating, money, viewers and attendance figures on hand-made records.

const segment = (id: number, type: string, rating: number, people = 2) =>
  ({ ...createSegment({ type, rating, appearanceIds: Array.from({ length: people }, (_, i) => id * 10 + i) }), id });
const production = (id: number, date: string, segmentIds: number[], fields = {}) => ({ ...createProduction({ date, segmentIds, ...fields }), id });

describe('rating figures', () => {
  const segments = new Map(
    [
      segment(1, 'SINGLES', 6),
      segment(2, 'TAG_TEAM', 2),
      segment(3, 'PROMO', 9), // not a match
      segment(4, 'SINGLES', 9, 0), // a match nobody was in
      segment(5, 'SINGLES', -1),
      segment(6, 'SINGLES', 5),
    ].map((s) => [s.id, s]),
  );
  const productions = [
    production(1, '2027-01-05', [1, 2, 3, 4]), // rated 4
    production(2, '2027-01-20', [6]), // rated 5
    production(3, '2027-02-03', [5]), // rated -1
    production(4, '2027-02-10', [3]), // no matches: no rating
  ];

  it('averages each month\'s production ratings, a production being its matches\' mean', () => {
    expect(monthlyRatings(productions, segments)).toEqual(new Map([['2027-01', 4.5], ['2027-02', -1]]));
  });

  it('gives the lowest and highest month and the shares of five-star and negative matches', () => {
    expect(ratingFigures(productions, segments)).toEqual({ monthlyAvgMin: -1, monthlyAvgMax: 4.5, fiveStarShare: 0.5, negativeShare: 0.25 });
    expect(ratingFigures([], segments)).toEqual({ monthlyAvgMin: null, monthlyAvgMax: null, fiveStarShare: null, negativeShare: null });
  });
});

describe('money, viewers and attendance figures', () => {
  it('counts productions that paid out less than they cost', () => {
    expect(losingShowShare([{ payout: -1 }, { payout: 0 }, { payout: 10 }, { payout: -5 }])).toBe(0.5);
    expect(losingShowShare([])).toBeNull();
  });

  it('divides each brand\'s end balance by its start balance, for brands that started with money', () => {
    const start = [{ ...createBrand({ balance: 100 }), id: 1 }, { ...createBrand({ balance: 0 }), id: 2 }, { ...createBrand({ balance: 50 }), id: 3 }];
    const end = [{ ...createBrand({ balance: 250 }), id: 1 }, { ...createBrand({ balance: 10 }), id: 2 }, { ...createBrand({ balance: -25 }), id: 3 }];
    expect(balanceRatios(start, end)).toEqual([2.5, -0.5]);
  });

  it('compares each show\'s last-quarter viewers with its first quarter', () => {
    // A 28-day run: the first quarter is days 0–6, the last days 21–27.
    const shows = [
      { showId: 1, date: '2027-01-01', viewers: 100 },
      { showId: 1, date: '2027-01-06', viewers: 300 },
      { showId: 1, date: '2027-01-15', viewers: 9999 }, // the middle counts for nothing
      { showId: 1, date: '2027-01-28', viewers: 400 },
      { showId: 2, date: '2027-01-02', viewers: 100 },
      { showId: 2, date: '2027-01-10', viewers: 50 }, // nothing in the last quarter
      { showId: null, date: '2027-01-02', viewers: 100 },
    ];
    expect(viewerRatios(shows, '2027-01-01', '2027-01-29')).toEqual([2]);
  });

  it('counts productions over their venue\'s capacity, and is null when no production had a venue', () => {
    const venues = [{ ...createVenue({ capacity: 1000 }), id: 1 }];
    expect(overCapacity([{ venueId: 1, attendance: 1001 }, { venueId: 1, attendance: 1000 }, { venueId: null, attendance: 5000 }], venues)).toBe(1);
    expect(overCapacity([{ venueId: null, attendance: 5000 }], venues)).toBeNull();
  });
});

describe('cards.emptyCompleted (issue 33)', () => {
  it('counts the completed cards with nobody on them', () => {
    const segments = new Map([
      [1, { appearanceIds: [] }],
      [2, { appearanceIds: [7] }],
      [3, { appearanceIds: [] }],
    ]);
    expect(emptyCards([{ segmentIds: [1, 3] }, { segmentIds: [1, 2] }, { segmentIds: [] }], segments)).toBe(2);
  });
});
