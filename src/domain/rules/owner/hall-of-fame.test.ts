import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HALL_OF_FAME_PER_YEAR, deservesHallOfFame, hallOfFameInductees } from './hall-of-fame';

describe('the Hall of Fame (issue 18)', () => {
  it('inducts retired stars with 300 wins and working legends with 600, most wins first, at most two', () => {
    const wrestlers = [
      { id: 1, name: 'Old Timer', wins: 320, retired: true },
      { id: 2, name: 'Journeyman', wins: 320, retired: false },
      { id: 3, name: 'Legend', wins: 700, retired: false },
      { id: 4, name: 'Icon', wins: 650, retired: true },
    ];
    expect(hallOfFameInductees(wrestlers, [], 2027)).toEqual([
      { wrestlerId: 3, year: 2027, reason: '700 career wins, still competing' },
      { wrestlerId: 4, year: 2027, reason: '650 career wins, retired' },
    ]);
    expect(hallOfFameInductees(wrestlers, [{ wrestlerId: 3 }, { wrestlerId: 4 }], 2028).map((e) => e.wrestlerId)).toEqual([1]);
  });

  it('never inducts twice, never more than the yearly limit, only the deserving', () => {
    const candidate = fc.record({ id: fc.integer({ min: 1, max: 30 }), name: fc.string(), wins: fc.integer({ min: 0, max: 1000 }), retired: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { selector: (w) => w.id }), fc.array(fc.integer({ min: 1, max: 30 })), (wrestlers, hallIds) => {
        const hall = hallIds.map((wrestlerId) => ({ wrestlerId }));
        const inducted = hallOfFameInductees(wrestlers, hall, 2030);
        expect(inducted.length).toBeLessThanOrEqual(HALL_OF_FAME_PER_YEAR);
        for (const entry of inducted) {
          expect(hallIds).not.toContain(entry.wrestlerId);
          expect(deservesHallOfFame(wrestlers.find((w) => w.id === entry.wrestlerId)!)).toBe(true);
        }
        expect(hallOfFameInductees([...wrestlers].reverse(), hall, 2030)).toEqual(inducted);
      }),
    );
  });
});
