// @vitest-environment node
import { activeRivalries, activeRivalriesMin, mainEventOfCard, payoffShare, rivalryPayoffShare } from '../../scripts/season/figures-rivalries';
import { normaliseSides, type Rivalry } from '../../src/domain/entities/rivalry';

// Issue 17's season figures on hand-made records.

const rivalry = (id: number, extra: Partial<Rivalry> = {}): Rivalry => ({
  id, sides: normaliseSides([1], [2]), origin: 'player', startedOn: '2027-01-03', endedOn: null, endReason: '',
  heat: 40, heatOn: '2027-01-03', beats: [], segments: 0, payoffShowId: null, ...extra,
});

describe('rivalries.activeMin', () => {
  it('counts the active rivalries that have not gone cold on the day', () => {
    const rivalries = [rivalry(1), rivalry(2, { endedOn: '2027-01-10', endReason: 'player' }), rivalry(3, { heat: 9 })];
    expect(activeRivalries(rivalries, '2027-01-10')).toBe(2);
    // Three weeks on, the cool one has faded under 8 and counts no more.
    expect(activeRivalries(rivalries, '2027-01-31')).toBe(1);
  });

  it('takes the fewest of the weeks after the first month, and none when no week was sampled', () => {
    const weeks = [1, 2, 3, 4, 5, 6, 7].map((week) => ({ week, rivalries: week <= 4 ? 0 : 10 - week }));
    expect(activeRivalriesMin(weeks)).toBe(3);
    expect(activeRivalriesMin([{ week: 5 }])).toBeNull();
  });
});

describe('ppv.payoffShare', () => {
  const seg = (id: number, type: string, extra: Partial<{ championshipIds: number[]; meta: Record<string, unknown>; appearanceIds: number[] }> = {}) =>
    ({ id, type, appearanceIds: [1, 2], championshipIds: [], meta: {}, ...extra });
  const payoff = { rivalry: { rivalryId: 1, heatAfter: 50, payoff: true } };
  const segments = new Map([
    seg(1, 'SINGLES', { championshipIds: [4] }), seg(2, 'PROMO'),
    seg(3, 'SINGLES', { meta: payoff }), seg(4, 'SINGLES', { appearanceIds: [] }),
    seg(5, 'SINGLES'), seg(6, 'SINGLES', { championshipIds: [4] }),
    seg(7, 'SINGLES', { championshipIds: [4] }),
  ].map((s) => [s.id, s]));
  const shows = [{ id: 1, type: 'PPV' as const }, { id: 2, type: 'WORLD' as const }, { id: 3, type: 'TV' as const }];

  it('reads the main event as the last competition segment with people in it', () => {
    expect(mainEventOfCard({ segmentIds: [1, 3, 4, 2] }, segments)?.id).toBe(3);
  });

  it('counts event main events that are a payoff or a title match, over all event main events', () => {
    const productions = [
      { showId: 1, segmentIds: [5, 1, 2] }, // title match on top
      { showId: 2, segmentIds: [1, 3, 4] }, // payoff on top
      { showId: 1, segmentIds: [6, 5] }, // an ordinary match on top
      { showId: 3, segmentIds: [7] }, // weekly TV: not counted
    ];
    expect(payoffShare(productions, shows, segments)).toBeCloseTo(2 / 3);
    expect(payoffShare([productions[3]], shows, segments)).toBeNull();
    // ppv.rivalryPayoffShare: only the payoff counts, not the title match.
    expect(rivalryPayoffShare(productions, shows, segments)).toBeCloseTo(1 / 3);
  });
});
