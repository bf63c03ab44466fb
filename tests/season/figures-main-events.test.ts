// @vitest-environment node
import { createAppearance, createProduction, createSegment, createWrestler } from '../../src/domain/entities';
import { mainEventRepeatMax, mainEventStarShare } from '../../scripts/season/figures-main-events';

// Issue 36's figures on who headlines, on hand-made cards.

let nextAppearance = 1;
const appearances = new Map<number, ReturnType<typeof createAppearance> & { id: number }>();
/** A match between single wrestlers (each their own side), with popularity notes when given. */
function match(id: number, ids: number[], popularity: Record<number, number> = {}) {
  const appearanceIds = ids.map((wrestlerId, i) => {
    const a = { ...createAppearance({ wrestlerId, groupId: i + 1 }), id: nextAppearance++ };
    appearances.set(a.id, a);
    return a.id;
  });
  const notes = Object.fromEntries(Object.entries(popularity).map(([w, p]) => [w, { momentum: 0, popularity: p }]));
  return { ...createSegment({ type: 'SINGLES', appearanceIds, meta: Object.keys(notes).length ? { momentum: notes } : {} }), id };
}
const promo = (id: number) => ({ ...createSegment({ type: 'PROMO', appearanceIds: [] }), id });
const card = (id: number, date: string, segmentIds: number[]) => ({ ...createProduction({ date, complete: true, segmentIds }), id });
const wrestlers = new Map([1, 2, 3, 4, 5].map((id) => [id, { ...createWrestler({ popularity: id * 10 }), id }]));

describe('booking.mainEventStarShare (issue 36)', () => {
  it('shares the cards whose main event holds the card\'s most popular competitor, read from the notes', () => {
    const segments = new Map([
      // Card 1: 5 (50) headlines: yes.
      match(1, [1, 2]), match(2, [5, 3]),
      // Card 2: 4 and 3 headline; 5 is on the undercard: no.
      match(3, [5, 1]), promo(4), match(5, [4, 3]),
      // Card 3: by the notes 2 is the most popular now (90): yes.
      match(6, [5, 1], { 5: 40, 1: 20 }), match(7, [2, 3], { 2: 90, 3: 30 }),
      // Card 4: one match only: not counted.
      match(8, [1, 2]),
    ].map((s) => [s.id, s]));
    const productions = [card(1, '2027-01-03', [1, 2]), card(2, '2027-01-10', [3, 4, 5]), card(3, '2027-01-17', [6, 7]), card(4, '2027-01-24', [8])];
    expect(mainEventStarShare(productions, segments, appearances, wrestlers)).toBeCloseTo(2 / 3);
    expect(mainEventStarShare([card(4, '2027-01-24', [8])], segments, appearances, wrestlers)).toBeNull();
  });
});

describe('booking.mainEventRepeatMax (issue 36)', () => {
  it('counts one pairing\'s main events per calendar year, in any order', () => {
    const segments = new Map([match(11, [1, 2]), match(12, [2, 1]), match(13, [1, 2]), match(14, [1, 3]), match(15, [2, 1])].map((s) => [s.id, s]));
    const productions = [
      card(11, '2027-02-01', [11]), card(12, '2027-03-01', [12]), card(13, '2027-04-01', [13]), card(14, '2027-05-01', [14]),
      card(15, '2028-01-05', [15]),
    ];
    expect(mainEventRepeatMax(productions, segments, appearances)).toBe(3);
    expect(mainEventRepeatMax([], segments, appearances)).toBeNull();
  });
});
