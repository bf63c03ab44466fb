import fc from 'fast-check';
import { suggestCardOrder, type OrderedSegment } from './card-order';

const seg = (id: number, rating: number, competition = true, type = competition ? 'SINGLES' : 'PROMO'): OrderedSegment =>
  ({ id, label: `Segment ${id}`, competition, type, rating });

describe('the card\'s running order', () => {
  it('closes with the best match, opens with the second best and builds in between', () => {
    const suggestion = suggestCardOrder([seg(1, 4), seg(2, 1), seg(3, 3), seg(4, 2)])!;
    expect(suggestion.order).toEqual([3, 2, 4, 1]);
    expect(suggestion.reasons[0]).toBe('Segment 1 (4.00★) closes the show as the main event.');
    expect(suggestion.reasons[1]).toMatch(/^Segment 3 \(3\.00★\) opens it/);
  });

  it('puts presentations between matches and keeps fades at the edges', () => {
    const card = [seg(1, 0, false, 'FADE_IN'), seg(2, 0, false), seg(3, 0, false), seg(4, 3), seg(5, 2), seg(6, 1), seg(7, 0, false, 'FADE_OUT')];
    expect(suggestCardOrder(card)!.order).toEqual([1, 5, 2, 6, 3, 4, 7]);
  });

  it('suggests nothing when the card already runs so, or has no match', () => {
    expect(suggestCardOrder([seg(3, 3), seg(2, 1), seg(1, 4)])).toBeNull();
    expect(suggestCardOrder([seg(1, 0, false), seg(2, 0, false)])).toBeNull();
    expect(suggestCardOrder([])).toBeNull();
  });

  it('always holds exactly the card\'s segments, with the best match last', () => {
    const card = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), rating: fc.double({ min: 0, max: 5, noNaN: true }), competition: fc.boolean() }), { selector: (s) => s.id, maxLength: 9 });
    fc.assert(
      fc.property(card, (rows) => {
        const segments = rows.map((r) => seg(r.id, r.rating, r.competition));
        const suggestion = suggestCardOrder(segments);
        if (!suggestion) return;
        expect([...suggestion.order].sort((a, b) => a - b)).toEqual(segments.map((s) => s.id).sort((a, b) => a - b));
        const matches = segments.filter((s) => s.competition);
        const best = Math.max(...matches.map((s) => s.rating));
        const lastMatch = [...suggestion.order].reverse().map((id) => segments.find((s) => s.id === id)!).find((s) => s.competition)!;
        expect(lastMatch.rating).toBe(best);
        expect(suggestCardOrder(suggestion.order.map((id) => segments.find((s) => s.id === id)!))).toBeNull();
      }),
    );
  });
});
