import fc from 'fast-check';
import type { ChampionshipGender, Gender } from '../entities/enums';
import { championshipsToAttach, type DrawnMember } from './championship';
import { fitsTitle, titleKind } from './title-fit';

const m = (id: number, gender: Gender = 'MALE'): DrawnMember => ({ id, gender });
const t = (id: number, wrestlerIds: number[], fields: { holders?: number; gender?: ChampionshipGender; rank?: number; active?: boolean } = {}) => ({
  id, name: `Title ${id}`, wrestlerIds, holders: 1, gender: 'MALE' as ChampionshipGender, rank: 10 + id, active: true, ...fields,
});
const HEADS = () => 0.2;

describe('when the booker puts titles on a randomised segment (SPEC §4 coin, DESIGN §4 fit)', () => {
  it.each([[0.49, [1]], [0.5, []], [0, [1]]])('a coin flip of %s attaches %j of the titles held by appearing wrestlers', (draw, ids) => {
    const titles = [t(1, [4]), t(2, [8]), t(3, [4], { active: false })];
    expect(championshipsToAttach(titles, [[m(4)], [m(5)]], () => draw)).toEqual(ids);
  });

  it('attaches only a title that fits every side: no tag title in a singles match, no men\'s title with a woman', () => {
    expect(championshipsToAttach([t(1, [4, 6], { holders: 2 })], [[m(4)], [m(5)]], HEADS)).toEqual([]);
    expect(championshipsToAttach([t(1, [4, 6], { holders: 2 })], [[m(4), m(6)], [m(5), m(7)]], HEADS)).toEqual([1]);
    expect(championshipsToAttach([t(1, [4])], [[m(4)], [m(5, 'FEMALE')]], HEADS)).toEqual([]);
    expect(championshipsToAttach([t(1, [4], { gender: 'INTERGENDER' })], [[m(4)], [m(5, 'FEMALE')]], HEADS)).toEqual([1]);
    expect(championshipsToAttach([t(1, [4], { holders: 3 })], [[m(4)], [m(5)]], HEADS)).toEqual([]);
  });

  it('puts at most one title on the line, the most prestigious that fits', () => {
    const titles = [t(1, [4], { rank: 30 }), t(2, [4, 5], { holders: 2 }), t(3, [4], { rank: 12 }), t(4, [4], { rank: 12 })];
    expect(championshipsToAttach(titles, [[m(4)], [m(6)]], HEADS)).toEqual([3]);
  });

  it('never offers a title to a challenger who already holds one of its kind', () => {
    // Champion against champion: neither title goes on the line (a unification is booked by hand).
    const titles = [t(1, [4]), t(2, [5]), t(3, [6, 7], { holders: 2 })];
    expect(championshipsToAttach(titles, [[m(4)], [m(5)]], HEADS)).toEqual([]);
    // 7 holds a team title only: the singles title is on the line against him.
    expect(championshipsToAttach([titles[0], titles[2]], [[m(4)], [m(7)]], HEADS)).toEqual([1]);
    // A challenger who holds another team title cannot win this one.
    expect(championshipsToAttach([t(1, [4, 5], { holders: 2 }), t(2, [8, 9], { holders: 2 })], [[m(4), m(5)], [m(10), m(9)]], HEADS)).toEqual([]);
  });

  it('needs every holder drawn, on one side: co-holders never face each other, nor does one defend without the other', () => {
    expect(championshipsToAttach([t(1, [4, 5], { holders: 2 })], [[m(4), m(6)], [m(5), m(7)]], HEADS)).toEqual([]);
    expect(championshipsToAttach([t(1, [4, 5], { holders: 2 })], [[m(4), m(6)], [m(8), m(7)]], HEADS)).toEqual([]);
    expect(championshipsToAttach([t(1, [4, 5], { holders: 2 })], [[m(4), m(5)], [m(8), m(7)]], HEADS)).toEqual([1]);
  });
});

describe('the booker, for any titles and draw', () => {
  const IDS = [1, 2, 3, 4, 5, 6, 7, 8];
  const member = fc.record({ id: fc.constantFrom(...IDS), gender: fc.constantFrom<Gender>('MALE', 'FEMALE') });
  const sides = fc
    .array(fc.array(member, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 4 })
    // A wrestler stands on one side only, once.
    .map((drawn) => {
      const seen = new Set<number>();
      return drawn.map((side) => side.filter((w) => !seen.has(w.id) && seen.add(w.id))).filter((side) => side.length > 0);
    });
  const titles = fc.array(
    fc.record({
      wrestlerIds: fc.uniqueArray(fc.constantFrom(...IDS), { maxLength: 3 }),
      holders: fc.integer({ min: 0, max: 3 }),
      gender: fc.constantFrom<ChampionshipGender>('MALE', 'FEMALE', 'INTERGENDER'),
      rank: fc.integer({ min: 10, max: 40 }),
      active: fc.boolean(),
    }),
    { maxLength: 6 },
  ).map((rows) => rows.map((row, i) => ({ ...row, id: i + 1, name: `Title ${i + 1}` })));

  it('draws the coin once, attaches at most one active title that fits, and nobody could win a second of its kind', () => {
    fc.assert(
      fc.property(titles, sides, fc.double({ min: 0, max: 0.999, noNaN: true }), (all, drawn, coin) => {
        let draws = 0;
        const attached = championshipsToAttach(all, drawn, () => (draws++, coin));
        expect(draws).toBe(1);
        expect(attached.length).toBeLessThanOrEqual(coin < 0.5 ? 1 : 0);
        expect(championshipsToAttach(all, drawn, () => coin)).toEqual(attached);
        for (const id of attached) {
          const title = all.find((c) => c.id === id)!;
          expect(title.active).toBe(true);
          expect(drawn.every((side) => fitsTitle(title, side))).toBe(true);
          // The defending side is the holders, all of them.
          expect(drawn.filter((side) => title.wrestlerIds.every((h) => side.some((w) => w.id === h)))).toHaveLength(1);
          const others = all.filter((c) => c.id !== id && titleKind(c) === titleKind(title));
          for (const w of drawn.flat().filter((w) => !title.wrestlerIds.includes(w.id))) {
            expect(others.some((c) => c.wrestlerIds.includes(w.id))).toBe(false);
          }
        }
      }),
    );
  });
});
