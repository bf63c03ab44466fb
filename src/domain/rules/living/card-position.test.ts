import fc from 'fast-check';
import { starSwap, type PositionedMatch } from './card-position';

const popularity = (id: number) => id * 10;
const m = (id: number, wrestlerIds: number[], movable = true): PositionedMatch => ({ id, wrestlerIds, movable });

describe('cards built by position (issue 36 item 4)', () => {
  it('swaps an ordinary main event with the match of the card\'s most popular competitor', () => {
    expect(starSwap(3, [m(1, [9, 1]), m(2, [4, 5]), m(3, [2, 3])], popularity)).toBe(1);
  });

  it('keeps a main event that holds the star, a title or planned main event, and a star in a match it may not move', () => {
    expect(starSwap(3, [m(1, [1, 2]), m(3, [9, 3])], popularity)).toBeNull();
    expect(starSwap(3, [m(1, [9, 2]), m(3, [4, 3], false)], popularity)).toBeNull();
    expect(starSwap(3, [m(1, [9, 2], false), m(3, [4, 3])], popularity)).toBeNull();
    expect(starSwap(null, [m(1, [9, 2])], popularity)).toBeNull();
    expect(starSwap(3, [m(3, [])], popularity)).toBeNull();
  });

  it('after a swap, the main event holds one of the most popular competitors of the card', () => {
    const card = fc.array(fc.record({ ids: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 2, maxLength: 4 }), movable: fc.boolean() }), { minLength: 1, maxLength: 8 });
    fc.assert(fc.property(card, (drawn) => {
      const matches = drawn.map((d, i) => m(i + 1, d.ids, d.movable));
      const main = matches[matches.length - 1];
      const swap = starSwap(main.id, matches, popularity);
      if (swap === null) return;
      const top = Math.max(...matches.flatMap((x) => x.wrestlerIds).map(popularity));
      expect(main.movable).toBe(true);
      expect(matches.find((x) => x.id === swap)!.wrestlerIds.map(popularity)).toContain(top);
    }));
  });
});
