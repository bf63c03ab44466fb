import fc from 'fast-check';
import { createWrestler } from '../entities/wrestler';
import { isTournamentEligible, seedByPoints, seedOrder } from './tournament-field';

describe('seeding a bracket', () => {
  it.each([
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
  ])('places %i seeds so the best two meet only in the final: %j', (size, order) => {
    expect(seedOrder(size)).toEqual(order);
  });

  it('keeps the top seeds in opposite halves of any bracket (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 8, 16, 32), (size) => {
        const order = seedOrder(size);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
        const half = size / 2;
        expect(order.indexOf(1) < half).not.toBe(order.indexOf(2) < half);
        // Round one pairs seed s with seed size + 1 - s.
        for (let i = 0; i < size; i += 2) expect(order[i] + order[i + 1]).toBe(size + 1);
      }),
    );
  });

  it('seeds by points, ties to the lower id, and leaves the rest out', () => {
    const roster = [
      { id: 1, points: 50 }, { id: 2, points: 90 }, { id: 3, points: 70 }, { id: 4, points: 70 }, { id: 5, points: 10 },
    ];
    // Seeds: 2 (90), 3 (70, lower id), 4 (70), 1 (50); 5 is out.
    expect(seedByPoints(roster, 4)).toEqual([2, 1, 3, 4]);
  });

  it('returns the fewer wrestlers there are, best first, for the caller to refuse', () => {
    expect(seedByPoints([{ id: 1, points: 5 }, { id: 2, points: 9 }], 4)).toEqual([2, 1]);
  });
});

describe('who may enter', () => {
  const field = { gender: 'FEMALE' as const, brandIds: [3] };
  it.each([
    ['an active wrestler of the gender and brand', {}, true],
    ['another gender', { gender: 'MALE' as const }, false],
    ['another brand', { brandIds: [4] }, false],
    ['a retired wrestler', { retired: true }, false],
    ['an inactive wrestler', { active: false }, false],
    ['a referee', { role: 'REFEREE' as const }, false],
    ['a brand director', { role: 'AUTHORITY' as const }, false],
    ['a free agent (unsigned)', { status: 'UNSIGNED' as const }, false],
  ])('%s: %s', (_, partial, eligible) => {
    const wrestler = { ...createWrestler({ gender: 'FEMALE', brandIds: [3], ...partial }), id: 1 };
    expect(isTournamentEligible(wrestler, field)).toBe(eligible);
  });

  it('lets anyone in an intergender field of every brand', () => {
    expect(isTournamentEligible({ ...createWrestler({ brandIds: [9] }), id: 1 }, { gender: 'INTERGENDER', brandIds: [] })).toBe(true);
  });
});
