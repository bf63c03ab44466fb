import { createAppearance } from '../entities/appearance';
import { createChampionship } from '../entities/championship';
import { createGame } from '../entities/game';
import { createReign } from '../entities/reign';
import type { RecentMatchup, Rivalry } from '../entities/rivalry';
import { createSegment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler } from '../entities/wrestler';
import { sequenceRng } from '../rules/test-rng';
import { rateSegments } from './completion-steps';
import { ruledStep } from './living-steps';
import { makeWorldRivalries } from './rivalry-world-steps';
import { emptyWork } from './test-work';

const DATE = '2027-03-07';
// The world's rivalries draw nothing at random.
const rng = sequenceRng([0.5]);
const wrestlers = [1, 2, 3, 4].map((id) => ({ ...createWrestler({ name: `W${id}`, points: 50 }), id }));
const appear = (id: number, wrestlerId: number, groupId: number, winner = false) => ({ ...createAppearance({ wrestlerId, groupId, winner }), id });

function card(type: string, game: { rivalries?: Rivalry[]; recentMatchups?: RecentMatchup[] } = {}, rules: 'living' | 'classic' = 'living') {
  return emptyWork({ date: DATE }, {
    game: { ...createGame({ rules, ...game }), id: 1 },
    segments: [{ ...createSegment({ type, appearanceIds: [11, 12] }), id: 1 }],
    appearances: [appear(11, 1, 1, true), appear(12, 2, 2)],
    wrestlers,
  });
}

describe('rivalries the world makes at a completion (issue 17, living rules)', () => {
  it('remembers a decided match, and makes a rivalry when the same sides met within four weeks', () => {
    const first = makeWorldRivalries(card('SINGLES'), rng);
    expect(first.effects.rivalries).toEqual({ beats: [], started: [], matchups: [{ key: '1|2', date: DATE }] });
    const again = makeWorldRivalries(card('SINGLES', { recentMatchups: [{ key: '1|2', date: '2027-02-21' }] }), rng);
    expect(again.effects.rivalries?.started).toEqual([{ sides: [[1], [2]], origin: 'repeated', date: DATE, productionId: 1 }]);
    const longAgo = makeWorldRivalries(card('SINGLES', { recentMatchups: [{ key: '1|2', date: '2027-01-21' }] }), rng);
    expect(longAgo.effects.rivalries?.started).toEqual([]);
  });

  it('makes one of a title change, the new holder against the old', () => {
    const work = card('CHAMPIONSHIP');
    const title = { ...createChampionship({ name: 'Belt', wrestlerIds: [2] }), id: 5 };
    const won = createReign({ championshipId: 5, wrestlerIds: [1], segmentId: 1, startDate: DATE });
    const changed = { ...work, asRead: { ...work.asRead, championships: [title] }, championships: [{ ...title, wrestlerIds: [1] }], reigns: [won] };
    expect(makeWorldRivalries(changed, rng).effects.rivalries?.started[0]).toMatchObject({ sides: [[1], [2]], origin: 'title' });
  });

  it('issue 35: a card on which no title changed hands makes no title-change rivalry, whatever the holders read', () => {
    // The exploit: the title's holders differ from what the card read (another step, another
    // screen), but no segment of this card won it. Before, that was 'born of a title change'.
    const work = card('CHAMPIONSHIP');
    const title = { ...createChampionship({ name: 'Belt', wrestlerIds: [2] }), id: 5 };
    const elsewhere = createReign({ championshipId: 5, wrestlerIds: [1], segmentId: 99, startDate: DATE, id: 7 });
    const unchanged = { ...work, asRead: { ...work.asRead, championships: [title] }, championships: [{ ...title, wrestlerIds: [1] }], reigns: [elsewhere] };
    const started = makeWorldRivalries(unchanged, rng).effects.rivalries?.started ?? [];
    expect(started.filter((s) => s.origin === 'title')).toEqual([]);
  });

  it('makes a betrayal of an alignment change between two wrestlers', () => {
    expect(makeWorldRivalries(card('ALIGNMENT_CHANGE'), rng).effects.rivalries?.started[0]).toMatchObject({ sides: [[1], [2]], origin: 'betrayal' });
  });

  it('never a second rivalry for the same sides, nor one for a wrestler already in a rivalry', () => {
    const active = (sides: [number[], number[]]): Rivalry => ({
      id: 1, sides, origin: 'player', startedOn: DATE, endedOn: null, endReason: '', heat: 30, heatOn: DATE, beats: [], segments: 0, payoffShowId: null,
    });
    for (const sides of [[[1], [2]], [[2], [4]]] as [number[], number[]][]) {
      expect(makeWorldRivalries(card('ALIGNMENT_CHANGE', { rivalries: [active(sides)] }), rng).effects.rivalries?.started ?? []).toEqual([]);
    }
  });

  it('a payoff that ended the rivalry on this card does not start it again', () => {
    const rivalry: Rivalry = {
      id: 1, sides: [[1], [2]], origin: 'player', startedOn: '2027-02-01', endedOn: null, endReason: '', heat: 60, heatOn: DATE, beats: [], segments: 3, payoffShowId: null,
    };
    const work = card('SINGLES', { rivalries: [rivalry], recentMatchups: [{ key: '1|2', date: '2027-02-28' }] });
    const ppv = { ...work, show: { ...createShow({ name: 'Payoff', type: 'PPV' }), id: 3 } };
    const done = ruledStep('rateSegments', rateSegments)(ppv, sequenceRng([0]));
    expect(done.effects.rivalries?.beats[0]).toMatchObject({ ends: true });
    expect(done.effects.rivalries?.started).toEqual([]);
  });

  it('a classic game makes none', () => {
    const work = card('ALIGNMENT_CHANGE', {}, 'classic');
    expect(ruledStep('rateSegments', rateSegments)(work, rng).effects.rivalries).toBeUndefined();
  });
});
