import fc from 'fast-check';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { rateSegment, rateSegmentBreakdown, type RatedParticipant } from './rating';
import { summariseCompetitors } from './rating-summary';

const stat = fc.oneof(fc.integer({ min: -30, max: 160 }), fc.constantFrom(Number.NaN, Infinity, -Infinity, 49.5, 90));
const participantArb: fc.Arbitrary<RatedParticipant> = fc.record({
  wrestler: fc
    .record({
      points: stat, morale: stat, popularity: stat, charisma: stat,
      alignment: fc.constantFrom('GOOD', 'BAD', 'NEUTRAL'),
      class: fc.constantFrom('WRESTLER', 'BRUISER', 'FIGHTER', 'BOXER', 'SPECIALIST', 'CRUISER', 'GIANT'),
      streak: fc.integer({ min: 0, max: 3 }), wins: fc.integer({ min: 0, max: 30 }), losses: fc.integer({ min: 0, max: 30 }),
    })
    .map((stats) => createWrestler(stats as Partial<Wrestler>)),
  groupId: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(Number.NaN)),
  winner: fc.option(fc.boolean(), { nil: undefined }),
  manager: fc.boolean(),
});

describe('when rating takes its fast path', () => {
  it('gives the breakdown\'s total, which is the sum of the rules that fired', () => {
    fc.assert(
      fc.property(fc.array(participantArb, { maxLength: 9 }), (participants) => {
        const breakdown = rateSegmentBreakdown(participants);
        expect(rateSegment(participants)).toBe(breakdown.total / 100);
        expect(breakdown.fired.reduce((sum, rule) => sum + rule.amount, 0)).toBe(breakdown.total);
      }),
      { numRuns: 500 },
    );
  });
});

describe('when summarising the competitors once per segment', () => {
  const competitor = (stats: Partial<Wrestler>, groupId: number, winner?: boolean) => ({
    wrestler: createWrestler(stats), groupId, winner,
  });

  it('reads capped spreads, counts distinct alignments, styles and teams, and spots the pairings', () => {
    const summary = summariseCompetitors([
      competitor({ points: 120, popularity: 10, alignment: 'GOOD', class: 'GIANT', streak: 2, wins: 11, losses: 1 }, 1, true),
      competitor({ points: 30, popularity: 50, alignment: 'GOOD', class: 'CRUISER', streak: 1 }, 1),
      competitor({ points: 60, popularity: -5, alignment: 'NEUTRAL', class: 'GIANT', streak: 1 }, 2),
    ]);
    expect(summary.points).toEqual({ min: 30, max: 100, avg: (100 + 30 + 60) / 3 });
    expect(summary.popularity).toEqual({ min: 0, max: 50, avg: 20 });
    expect(summary).toMatchObject({
      pointsAt90: 1, alignments: 2, classes: 2, groups: 2, hasNeutral: true,
      giantAndCruiser: true, fighterAndBruiser: false, specialist: false, hotWinner: true, allOnStreak: true,
    });
  });

  it('counts teams as a Set would, a missing group id once however often it appears', () => {
    const summary = summariseCompetitors([competitor({}, Number.NaN), competitor({}, Number.NaN), competitor({}, 3)]);
    expect(summary.groups).toBe(2);
    expect(summary.allOnStreak).toBe(false);
    expect(summary.hotWinner).toBe(false);
  });
});
