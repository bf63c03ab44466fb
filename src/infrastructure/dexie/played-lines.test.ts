import fc from 'fast-check';
import { playedAsLines, playedFromLines } from './played-lines';

const person = fc.record(
  { wrestlerId: fc.nat(), groupId: fc.nat(9), manager: fc.boolean(), result: fc.constantFrom('WIN', 'LOSS', 'DRAW', 'NONE') },
  { requiredKeys: ['wrestlerId', 'groupId', 'manager', 'result'] },
);
const standing = fc.record({ momentum: fc.double({ min: -100, max: 100, noNaN: true }), popularity: fc.double({ min: 0, max: 100, noNaN: true }) });
const segment = fc.record({
  segmentId: fc.nat(),
  type: fc.constantFrom('SINGLES', 'TAG_TEAM', 'PROMO', 'CHAMPIONSHIP'),
  rating: fc.double({ min: 0, max: 5, noNaN: true }),
  duration: fc.nat(4000),
  complete: fc.boolean(),
  championshipIds: fc.array(fc.nat(), { maxLength: 2 }),
  cast: fc.array(fc.tuple(person, fc.option(standing)).map(([p, s]) => (s ? { ...p, ...s } : p)), { maxLength: 6 }),
  rivalry: fc.option(fc.record({ rivalryId: fc.nat(), heatBefore: fc.double({ min: 0, max: 100, noNaN: true }), heatAfter: fc.double({ min: 0, max: 100, noNaN: true }) })),
});

describe('a played card as lines (issue 36)', () => {
  it('reads back exactly what its JSON text would, or is not written so', () => {
    fc.assert(fc.property(fc.array(segment, { maxLength: 8 }), (card) => {
      const text = playedAsLines(card);
      if (text === null) return;
      // What its JSON text reads back as (JSON has no -0 either).
      expect(playedFromLines(text)).toEqual(JSON.parse(JSON.stringify(card)));
    }));
  });

  it('writes a played card at a third of its JSON text or less', () => {
    const card = [
      { segmentId: 7559, type: 'SINGLES', rating: 2.68, duration: 840, complete: true, championshipIds: [],
        cast: [{ wrestlerId: 63, groupId: 1, manager: false, result: 'WIN', momentum: -56.34, popularity: 68.47 }, { wrestlerId: 61, groupId: 2, manager: false, result: 'LOSS', momentum: 13.37, popularity: 82.62 }],
        rivalry: { rivalryId: 196, heatBefore: 32, heatAfter: 33 } },
      { segmentId: 7560, type: 'PROMO', rating: 2.79, duration: 510, complete: true, championshipIds: [34], cast: [{ wrestlerId: 77, groupId: 1, manager: true, result: 'NONE' }], rivalry: null },
      { segmentId: 7561, type: 'DEFAULT', rating: 0, duration: 0, complete: false, championshipIds: [], cast: [], rivalry: null },
    ];
    const text = playedAsLines(card)!;
    expect(text).toBe('PC1\n7559 SINGLES 2.68 840 1 - 196,32,33 63,1,0,W,-56.34,68.47;61,2,0,L,13.37,82.62\n7560 PROMO 2.79 510 1 34 - 77,1,1,N\n7561 DEFAULT 0 0 0 - - -');
    expect(playedFromLines(text)).toEqual(card);
    expect(JSON.stringify(text).length * 3).toBeLessThanOrEqual(JSON.stringify(JSON.stringify(card)).length);
  });

  it('keeps the JSON text of a card that would not read back: a type with a space, a key of its own', () => {
    const base = { segmentId: 1, type: 'SINGLES', rating: 1, duration: 60, complete: true, championshipIds: [], cast: [], rivalry: null };
    expect(playedAsLines([{ ...base, type: 'TWO WORDS' }])).toBeNull();
    expect(playedAsLines([{ ...base, note: 'mine' }])).toBeNull();
    expect(playedAsLines([])).toBe('PC1');
    expect(playedFromLines('PC1')).toEqual([]);
    expect(playedFromLines('[]')).toBeUndefined();
  });
});
