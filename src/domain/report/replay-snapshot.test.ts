import { createAppearance } from '../entities/appearance';
import { createGame } from '../entities/game';
import { createProduction } from '../entities/production';
import { createSegment } from '../entities/segment';
import { createWrestler } from '../entities/wrestler';
import type { LoadedProduction } from '../production/completion-work';
import { isReplaySnapshot, loadedFromSnapshot, snapshotOf, storedReplaySnapshot, withReplaySnapshot } from './replay-snapshot';

const loaded: LoadedProduction = {
  production: { ...createProduction({ date: '2026-11-22', segmentIds: [5] }), id: 3 },
  show: null,
  game: { ...createGame({ rules: 'living', date: '2026-11-22', careerWrestlerIds: [1, 2], decidedDialogs: ['x'] }), id: 1 },
  venue: null,
  brands: [],
  segments: [{ ...createSegment({ type: 'SINGLES', appearanceIds: [7], meta: { rating: { total: 1 } } }), id: 5 }],
  appearances: [{ ...createAppearance({ wrestlerId: 9, groupId: 1 }), id: 7 }],
  wrestlers: [{ ...createWrestler({ name: 'Crane', points: 77, popularity: 61, image: 'data:image/png;base64,AAAA' }), id: 9 }],
  championships: [],
  reigns: [],
};

describe('the replay snapshot', () => {
  it('keeps only what differs from the defaults, and comes back whole without pictures or bookkeeping', () => {
    const snapshot = snapshotOf(loaded);
    expect(snapshot.wrestlers).toEqual([{ id: 9, name: 'Crane', points: 77, popularity: 61 }]);
    expect(snapshot.game).toEqual({ id: 1, rules: 'living', date: '2026-11-22' });
    const back = loadedFromSnapshot(JSON.parse(JSON.stringify(snapshot)));
    expect(back.wrestlers).toEqual([{ ...loaded.wrestlers[0], image: '' }]);
    expect(back.segments).toEqual(loaded.segments);
    expect(back.appearances).toEqual(loaded.appearances);
    expect(back.production).toEqual(loaded.production);
    expect(back.game).toEqual({ ...loaded.game, careerWrestlerIds: [], decidedDialogs: [] });
  });

  it('is kept on the first segment only, never inside itself', () => {
    const snapshot = snapshotOf(loaded);
    const [first] = withReplaySnapshot(loaded.segments, snapshot);
    expect(storedReplaySnapshot([first!])).toEqual(snapshot);
    expect(snapshotOf({ ...loaded, segments: [first!] }).segments[0]!.meta).toEqual({ rating: { total: 1 } });
    expect(storedReplaySnapshot([createSegment()])).toBeNull();
    expect(isReplaySnapshot({ ...snapshot, wrestlers: [{ name: 'no id' }] })).toBe(false);
  });

  it("leaves out the Game's histories no completion reads (the talent war, the ratings war, the owner)", () => {
    const move = { wrestlerId: 1, fromCompanyId: 1, toCompanyId: 2, date: '2026-11-22', reason: 'why' };
    const game = {
      ...loaded.game!, talentMoves: [move], talentOffers: [{ id: 1, wrestlerId: 1, fromCompanyId: 2, cost: 100, made: '2026-11-22', expires: '2026-12-22', status: 'open' as const }],
      warTally: [{ year: 2026, nights: 1, wonBy: { '1': 1 } }], ownerYears: [{ year: 2026, objectives: [], verdict: '' }],
      awards: [{ year: 2026, date: '2026-12-31', awards: [] }], hallOfFame: [{ wrestlerId: 1, year: 2026, reason: 'why' }],
      difficulty: 'HARD' as const, playerCompanyId: 1,
    };
    const kept = snapshotOf({ ...loaded, game }).game!;
    for (const key of ['talentMoves', 'talentOffers', 'warTally', 'ownerYears', 'awards', 'hallOfFame']) expect(kept).not.toHaveProperty(key);
    expect(kept).toMatchObject({ difficulty: 'HARD', playerCompanyId: 1 });
  });

  it('is kept as JSON text, and a copy kept as an object (an earlier build) still reads', () => {
    const snapshot = snapshotOf(loaded);
    const [first] = withReplaySnapshot(loaded.segments, snapshot);
    expect(typeof first!.meta.replay).toBe('string');
    expect(storedReplaySnapshot([{ meta: { replay: snapshot } }])).toEqual(snapshot);
    expect(storedReplaySnapshot([{ meta: { replay: '{not json' } }])).toBeNull();
  });
});
