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

  it("leaves out the promotion's own history, which grows every year and no completion reads (issue 19)", () => {
    const history = {
      talentMoves: [{ wrestlerId: 9, fromCompanyId: 1, toCompanyId: 2, date: '2026-01-01' }], warTally: [{ year: 2026 }], ownerYears: [{ year: 2026 }],
      awards: [{ year: 2026 }], hallOfFame: [{ wrestlerId: 9 }], talentOffers: [{ wrestlerId: 9 }], historyIndex: 1,
    } as never;
    const snapshot = snapshotOf({ ...loaded, game: { ...loaded.game!, ...(history as object) } });
    expect(snapshot.game).toEqual({ id: 1, rules: 'living', date: '2026-11-22' });
  });
});
