import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWrestler } from '../../entities/wrestler';
import { seededRng, sequenceRng } from '../test-rng';
import { SQUASH, squashLength, squashPair, squashSlots } from './squash';

const person = (id: number, points: number, gender: 'MALE' | 'FEMALE' = 'MALE', push = '') => ({ ...createWrestler({ name: `W${id}`, gender, points, popularity: points, push }), id });

describe('squash matches (issue 35, living rules)', () => {
  it('books one at most a card, only on a card of five segments or more', () => {
    expect(squashSlots([1, 2, 3], 4, sequenceRng([0, 0, 0]))).toEqual([]);
    expect(squashSlots([1, 2, 3], 5, sequenceRng([0, 0, 0]))).toEqual([1]);
    expect(squashSlots([1, 2, 3], 9, sequenceRng([0.5, SQUASH.share - 0.01, 0]))).toEqual([2]);
    expect(squashSlots([1, 2, 3], 9, sequenceRng([0.5, 0.5, 0.5]))).toEqual([]);
  });

  it('sets a pushed wrestler against the lowest enhancement talent of the same gender', () => {
    const roster = [person(1, 90), person(2, 50), person(3, 10), person(4, 15), person(5, 5, 'FEMALE'), person(6, 30)];
    const pair = squashPair(roster, sequenceRng([0, 0]))!;
    expect(pair.winnerId).toBe(1);
    expect([3, 4]).toContain(pair.loserId);
    // The player's push counts: a mid-card wrestler pushed to the main event can squash.
    expect(squashPair([person(2, 50, 'MALE', 'MAIN_EVENT'), person(3, 10)], sequenceRng([0, 0]))).toEqual({ winnerId: 2, loserId: 3 });
    // Nobody pushed, or nobody to squash: no squash.
    expect(squashPair([person(2, 50), person(3, 10)], sequenceRng([0, 0]))).toBeNull();
    expect(squashPair([person(1, 90), person(5, 5, 'FEMALE')], sequenceRng([0, 0]))).toBeNull();
  });

  it('property: a squash is booked under three minutes (with its ±12% still under), between a pushed winner and a low-card loser of one gender', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.constantFrom('MALE' as const, 'FEMALE' as const)), { maxLength: 12 }), fc.integer(), (stats, seed) => {
      const roster = stats.map(([points, gender], i) => person(i + 1, points, gender));
      const rng = seededRng(seed);
      expect(squashLength(rng) * 1.12).toBeLessThan(180);
      const pair = squashPair(roster, rng);
      if (!pair) return;
      const [winner, loser] = [roster.find((w) => w.id === pair.winnerId)!, roster.find((w) => w.id === pair.loserId)!];
      expect(winner.gender).toBe(loser.gender);
      expect((winner.points + winner.popularity) / 2).toBeGreaterThanOrEqual(65);
      expect((loser.points + loser.popularity) / 2).toBeLessThan(40);
    }));
  });
});
