import { describe, expect, it } from 'vitest';
import { createAppearance } from './appearance';
import { momentumNoteOf, packMomentumNote, playedCard, readPlayedCard, standingAfter, withPackedMomentum } from './played-card';
import { segmentMomentumNote } from '../production/momentum-steps';
import { createSegment, withNotesAsText } from './segment';
import { segmentRivalryNote } from './rivalry';
import { readAirtime } from '../production/airtime-steps';

describe('the played card keeps momentum notes (issue 35)', () => {
  const segment = { ...createSegment({ type: 'SINGLES', appearanceIds: [11, 12], meta: { momentum: { 1: { momentum: 8.5, popularity: 41.25 } } } }), id: 5 };
  const appearances = [{ ...createAppearance({ wrestlerId: 1, groupId: 1, winner: true }), id: 11 }, { ...createAppearance({ wrestlerId: 2, groupId: 2, loser: true }), id: 12 }];

  it('carries each noted person’s momentum and popularity, and nothing for the others', () => {
    const [played] = playedCard([segment], appearances);
    expect(played.cast[0]).toEqual({ wrestlerId: 1, groupId: 1, manager: false, result: 'WIN', momentum: 8.5, popularity: 41.25 });
    expect(played.cast[1]).toEqual({ wrestlerId: 2, groupId: 2, manager: false, result: 'LOSS' });
  });

  it('reads them back from a save unchanged, and drops a note that is not numbers', () => {
    const card = playedCard([segment], appearances);
    expect(readPlayedCard(JSON.parse(JSON.stringify(card)))).toEqual(card);
    const bad = JSON.parse(JSON.stringify(card));
    bad[0].cast[0].momentum = 'hot';
    expect(readPlayedCard(bad)![0].cast[0]).toEqual({ wrestlerId: 1, groupId: 1, manager: false, result: 'WIN' });
  });
});

describe('a completed segment keeps its momentum note packed (issue 36)', () => {
  const note = { 3: { momentum: -6.12, popularity: 78.93 }, 17: { momentum: 11.56, popularity: 51.98000000000001 }, 40: { momentum: 0, popularity: 100 } };
  const stored = JSON.parse(JSON.stringify(withPackedMomentum(createSegment({ meta: { momentum: note, poster: true } }))));
  const appearances = [{ ...createAppearance({ wrestlerId: 3, groupId: 1, winner: true }), id: 11 }, { ...createAppearance({ wrestlerId: 17, groupId: 2, loser: true }), id: 12 }];

  it('as one short line that reads back exactly, for the played card and the momentum note alike', () => {
    expect(typeof stored.meta.momentum).toBe('string');
    expect(stored.meta.poster).toBe(true);
    expect(JSON.stringify(stored.meta.momentum, null, 2).length).toBeLessThan(JSON.stringify(note, null, 2).length / 3);
    expect(segmentMomentumNote(stored.meta)).toEqual(note);
    expect(standingAfter(stored.meta, 17)).toEqual({ momentum: 11.56, popularity: 51.98000000000001 });
    expect(standingAfter(stored.meta, 99)).toBeNull();
    const unpacked = { ...createSegment({ type: 'SINGLES', appearanceIds: [11, 12], meta: { momentum: note } }), id: 5 };
    expect(playedCard([{ ...stored, type: 'SINGLES', appearanceIds: [11, 12], id: 5 }], appearances)).toEqual(playedCard([unpacked], appearances));
  });

  it('still reads the object an older save keeps, and keeps whole a note that would not read back', () => {
    expect(segmentMomentumNote({ momentum: note })).toEqual(note);
    expect(packMomentumNote({ 3: { momentum: Number.NaN, popularity: 1 } })).toEqual({ 3: { momentum: Number.NaN, popularity: 1 } });
    expect(packMomentumNote({ x: { momentum: 1, popularity: 1 } })).toEqual({ x: { momentum: 1, popularity: 1 } });
    expect(packMomentumNote({})).toBe('');
    expect(momentumNoteOf({ momentum: '' })).toEqual({});
    expect(momentumNoteOf({ momentum: '3 1' })).toBeNull();
    expect(segmentMomentumNote({ momentum: '3 hot 1;4 2 3' })).toEqual({ 4: { momentum: 2, popularity: 3 } });
  });
});

describe('a completed segment keeps its rivalry and airtime notes as JSON text (issue 36)', () => {
  const rivalry = { rivalryId: 2, week: 1, segment: 1, heatBefore: 28, heatAfter: 42.8, ratingBonus: 17, payoff: false, ended: false, sides: [[63], [65]] };
  const airtime = { booked: 990, ran: 970 };
  const object = createSegment({ meta: { rivalry, airtime, poster: true } });
  const stored = JSON.parse(JSON.stringify(withNotesAsText(object)));

  it('reads back the same notes as the objects an older save keeps, in under half the pretty room', () => {
    expect(typeof stored.meta.rivalry).toBe('string');
    expect(typeof stored.meta.airtime).toBe('string');
    expect(stored.meta.poster).toBe(true);
    expect(segmentRivalryNote(stored.meta)).toEqual(segmentRivalryNote(object.meta));
    expect(segmentRivalryNote(stored.meta)).toMatchObject({ rivalryId: 2, heatAfter: 42.8, sides: [[63], [65]] });
    expect(readAirtime(stored)).toEqual(airtime);
    expect(readAirtime(object)).toEqual(airtime);
    // In the backup's pretty layout a note sits seven levels deep (data, tables, rows, the row, meta).
    const inFile = (note: unknown) => JSON.stringify({ a: { b: [{ c: [{ meta: { note } }] }] } }, null, 2).length;
    expect(inFile(stored.meta.rivalry) - inFile(null)).toBeLessThan((inFile(rivalry) - inFile(null)) / 2);
  });

  it('reads nothing from text that is not JSON, and leaves a segment without notes as it is', () => {
    expect(segmentRivalryNote({ rivalry: '{broken' })).toBeNull();
    expect(readAirtime({ meta: { airtime: '{"booked":1}' } })).toBeNull();
    const plain = createSegment({ meta: { poster: true } });
    expect(withNotesAsText(plain)).toBe(plain);
  });
});
