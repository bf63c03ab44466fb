import fc from 'fast-check';
import { addDays } from '../dates';
import { ENDED_RIVALRIES_KEPT, RECENT_MATCHUPS_KEPT, RIVALRY_BEATS_KEPT, type Rivalry } from '../entities/rivalry';
import { START_HEAT } from '../rules/living/rivalry-heat';
import {
  applyRivalryEffects,
  MAX_ACTIVE_RIVALRIES,
  noRivalryEffects,
  rivalryStartRefusal,
  type RivalryBeatEffect,
  type RivalryStart,
} from './rivalry-effects';

const DATE = '2027-03-07';
const rivalry = (id: number, sides: [number[], number[]], fields: Partial<Rivalry> = {}): Rivalry => ({
  id, sides, origin: 'player', startedOn: '2027-01-03', endedOn: null, endReason: '', heat: 40, heatOn: DATE, beats: [], segments: 0, payoffShowId: null, ...fields,
});
const beat = (fields: Partial<RivalryBeatEffect> = {}): RivalryBeatEffect => ({
  rivalryId: 1, date: DATE, kind: 'match', gain: 20, payoff: false, ends: false, productionId: 9, segmentId: 5, ...fields,
});
const start = (a: number[], b: number[], origin: RivalryStart['origin'] = 'repeated'): RivalryStart => ({ sides: [a, b], origin, date: DATE, productionId: 9 });

describe('applying a completion\'s rivalry effects to the Game record', () => {
  it('adds each beat\'s heat to the heat as it is then, counts the segment and keeps the beat', () => {
    const { rivalries } = applyRivalryEffects({ rivalries: [rivalry(1, [[1], [2]], { heat: 50, heatOn: addDays(DATE, -7) })] }, { ...noRivalryEffects(), beats: [beat()] }, DATE);
    // 50 faded a week to 42.5, plus 20 × (1 − 0.425).
    expect(rivalries[0]).toMatchObject({ heat: 54, heatOn: DATE, segments: 1, endedOn: null });
    expect(rivalries[0].beats).toEqual([{ date: DATE, kind: 'match', heat: 54, gain: 11.5, productionId: 9, segmentId: 5 }]);
  });

  it('ends a rivalry its payoff settled, and gives no beat to one ended meanwhile', () => {
    const record = { rivalries: [rivalry(1, [[1], [2]]), rivalry(2, [[3], [4]], { endedOn: DATE, endReason: 'player' })] };
    const { rivalries } = applyRivalryEffects(record, { ...noRivalryEffects(), beats: [beat({ payoff: true, ends: true }), beat({ rivalryId: 2 })] }, DATE);
    expect(rivalries[0]).toMatchObject({ endedOn: DATE, endReason: 'payoff', segments: 1 });
    expect(rivalries[0].beats.at(-1)?.kind).toBe('payoff');
    expect(rivalries[1]).toEqual(record.rivalries[1]);
  });

  it('starts the world\'s rivalries with the next id and the origin\'s heat, never a second one for the same sides or a busy wrestler', () => {
    const record = { rivalries: [rivalry(7, [[1], [2]]), rivalry(3, [[5], [6]], { endedOn: addDays(DATE, -40), endReason: 'cold' })] };
    const effects = { ...noRivalryEffects(), started: [start([2], [1]), start([1], [9]), start([3], [4], 'title'), start([4], [3]), start([6], [5])] };
    const { rivalries } = applyRivalryEffects(record, effects, DATE);
    expect(rivalries.slice(2).map((r) => [r.id, r.sides, r.origin, r.heat])).toEqual([
      [8, [[3], [4]], 'title', START_HEAT.title],
      [9, [[5], [6]], 'repeated', START_HEAT.repeated],
    ]);
    expect(rivalries[2].beats).toEqual([{ date: DATE, kind: 'start', heat: START_HEAT.title, gain: 0, productionId: 9, segmentId: null }]);
  });

  it('says why the world may not start one', () => {
    const rivalries = [rivalry(1, [[1], [2]]), rivalry(2, [[3], [4]], { endedOn: addDays(DATE, -3), endReason: 'payoff' })];
    expect(rivalryStartRefusal(rivalries, [2], [1], DATE)).toBe('already active');
    expect(rivalryStartRefusal(rivalries, [3], [4], DATE)).toBe('recently ended');
    expect(rivalryStartRefusal(rivalries, [1], [8], DATE)).toBe('busy');
    expect(rivalryStartRefusal(rivalries, [8], [8, 9], DATE)).toBe('same wrestler');
    expect(rivalryStartRefusal(rivalries, [8], [9], DATE)).toBeNull();
  });

  it('remembers the matchups of the last four weeks only', () => {
    const recentMatchups = [{ key: '1|2', date: addDays(DATE, -30) }, { key: '3|4', date: addDays(DATE, -10) }];
    const { recentMatchups: kept } = applyRivalryEffects({ recentMatchups }, { ...noRivalryEffects(), matchups: [{ key: '5|6', date: DATE }] }, DATE);
    expect(kept).toEqual([{ key: '3|4', date: addDays(DATE, -10) }, { key: '5|6', date: DATE }]);
  });

  it('property: the lists stay bounded and ids stay unique, whatever the effects', () => {
    const ids = fc.integer({ min: 1, max: 120 });
    const arbitraryStart = fc.record({ a: ids, b: ids, days: fc.integer({ min: 0, max: 200 }) });
    fc.assert(
      fc.property(fc.array(fc.array(arbitraryStart, { maxLength: 8 }), { maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), (cards, payoffs) => {
        let record: { rivalries: Rivalry[]; recentMatchups: { key: string; date: string }[] } = { rivalries: [], recentMatchups: [] };
        let date = DATE;
        cards.forEach((starts, i) => {
          date = addDays(date, 7);
          const beats = record.rivalries.filter((r) => r.endedOn === null).map((r) => beat({ rivalryId: r.id, date, payoff: true, ends: payoffs[i] ?? false }));
          const started = starts.map((s) => ({ sides: [[s.a], [s.b]] as [number[], number[]], origin: 'repeated' as const, date, productionId: null }));
          const matchups = starts.map((s) => ({ key: `${s.a}|${s.b}`, date: addDays(date, -(s.days % 40)) }));
          record = applyRivalryEffects(record, { beats, started, matchups }, date);
        });
        const active = record.rivalries.filter((r) => r.endedOn === null);
        const busy = active.flatMap((r) => r.sides.flat());
        return (
          new Set(record.rivalries.map((r) => r.id)).size === record.rivalries.length &&
          active.length <= MAX_ACTIVE_RIVALRIES &&
          new Set(busy).size === busy.length &&
          record.rivalries.length - active.length <= ENDED_RIVALRIES_KEPT &&
          record.recentMatchups.length <= RECENT_MATCHUPS_KEPT &&
          record.rivalries.every((r) => r.beats.length <= RIVALRY_BEATS_KEPT && r.heat >= 0 && r.heat <= 100)
        );
      }),
      { numRuns: 60 },
    );
  });
});
