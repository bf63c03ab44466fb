import fc from 'fast-check';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { rateSegment, ratingBounds, type RatedParticipant } from './rating';

const stat = fc.integer({ min: -30, max: 160 });
const wrestlerArb: fc.Arbitrary<Wrestler> = fc
  .record({
    points: stat, morale: stat, stamina: stat, popularity: stat, charisma: stat,
    alignment: fc.constantFrom('GOOD', 'BAD', 'NEUTRAL'),
    class: fc.constantFrom('WRESTLER', 'BRUISER', 'FIGHTER', 'BOXER', 'SPECIALIST', 'CRUISER', 'GIANT'),
    streak: fc.integer({ min: 0, max: 5 }), wins: fc.integer({ min: 0, max: 30 }), losses: fc.integer({ min: 0, max: 30 }),
  })
  .map((stats) => createWrestler(stats as Partial<Wrestler>));
const participantArb: fc.Arbitrary<RatedParticipant> = fc.record({
  wrestler: wrestlerArb,
  groupId: fc.integer({ min: 1, max: 4 }),
  winner: fc.boolean(),
  manager: fc.boolean(),
});
const participantsArb = fc.array(participantArb, { minLength: 0, maxLength: 7 });

describe('when rating arbitrary segments (properties)', () => {
  it('does not depend on the order of participants', () => {
    fc.assert(
      fc.property(
        participantsArb.chain((ps) => fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length }))),
        ([participants, shuffled]) => {
          expect(rateSegment(shuffled)).toBeCloseTo(rateSegment(participants), 10);
        },
      ),
    );
  });

  it('lies between the smallest and largest sums the rules allow', () => {
    fc.assert(
      fc.property(participantsArb, (participants) => {
        const competitors = participants.filter((p) => !p.manager).length;
        const rating = rateSegment(participants);
        if (competitors < 2) {
          expect(rating).toBe(0);
          return;
        }
        const { min, max } = ratingBounds(competitors);
        expect(rating).toBeGreaterThanOrEqual(min - 1e-9);
        expect(rating).toBeLessThanOrEqual(max + 1e-9);
      }),
    );
  });

  it('reaches the lower bound with two unknown neutral competitors', () => {
    const worst = createWrestler({ points: 0, morale: 0, popularity: 0, charisma: 0, alignment: 'NEUTRAL' });
    const { min } = ratingBounds(2);
    expect(rateSegment([{ wrestler: worst, groupId: 1 }, { wrestler: worst, groupId: 1 }])).toBeCloseTo(min, 10);
  });

  it('reaches the upper bound with five stars of five styles', () => {
    const styles = ['GIANT', 'CRUISER', 'FIGHTER', 'BRUISER', 'SPECIALIST'] as const;
    const stars = styles.map((style, i) => ({
      wrestler: createWrestler({
        points: 100, morale: 100, popularity: 100, charisma: 100, streak: 3, wins: 20, losses: 1,
        class: style, alignment: i % 2 ? 'BAD' : 'GOOD',
      }),
      groupId: i + 1,
      winner: i === 0,
    }));
    expect(rateSegment(stars)).toBeCloseTo(ratingBounds(5).max, 10);
  });

  it('never falls when one competitor\'s popularity rises', () => {
    fc.assert(
      fc.property(participantsArb, fc.nat(), fc.integer({ min: 0, max: 120 }), (participants, pick, rise) => {
        fc.pre(participants.length > 0);
        const i = pick % participants.length;
        const raised = participants.map((p, j) =>
          j === i ? { ...p, wrestler: { ...p.wrestler, popularity: p.wrestler.popularity + rise } } : p,
        );
        expect(rateSegment(raised)).toBeGreaterThanOrEqual(rateSegment(participants) - 1e-9);
      }),
    );
  });

  it('treats stats above 100 as 100', () => {
    const capped = (w: Wrestler): Wrestler => ({
      ...w,
      points: Math.min(100, w.points), morale: Math.min(100, w.morale), stamina: Math.min(100, w.stamina),
      popularity: Math.min(100, w.popularity), charisma: Math.min(100, w.charisma),
    });
    fc.assert(
      fc.property(participantsArb, (participants) => {
        const cappedParticipants = participants.map((p) => ({ ...p, wrestler: capped(p.wrestler) }));
        expect(rateSegment(cappedParticipants)).toBeCloseTo(rateSegment(participants), 10);
      }),
    );
  });
});
