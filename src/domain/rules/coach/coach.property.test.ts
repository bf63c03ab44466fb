import fc from 'fast-check';
import type { Stored } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { applyChange, candidateChanges } from './changes';
import { person, rivalry, scene, title } from './coach-test-world';
import { expectedRating, expectedScore, type CoachSegment } from './expected-rating';
import { suggestChange } from './suggest';

const stat = fc.integer({ min: 0, max: 100 });
const personArb = (id: number): fc.Arbitrary<Stored<Wrestler>> =>
  fc
    .record({
      points: stat, morale: stat, popularity: stat, charisma: stat,
      alignment: fc.constantFrom('GOOD', 'BAD', 'NEUTRAL'),
      gender: fc.constantFrom('MALE', 'MALE', 'FEMALE'),
      class: fc.constantFrom('WRESTLER', 'BRUISER', 'FIGHTER', 'SPECIALIST', 'CRUISER', 'GIANT'),
      streak: fc.integer({ min: 0, max: 3 }), wins: fc.integer({ min: 0, max: 20 }), losses: fc.integer({ min: 0, max: 20 }),
    })
    .map((stats) => person(id, stats as Partial<Wrestler>));

/** A segment of 2–5 of the first wrestlers, a roster of the rest, rivalries among all, a title or two. */
const worldArb = fc.integer({ min: 2, max: 5 }).chain((castSize) =>
  fc.record({
    people: fc.tuple(...Array.from({ length: castSize + 8 }, (_, i) => personArb(i + 1))),
    groups: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: castSize, maxLength: castSize }),
    managerOf: fc.array(fc.boolean(), { minLength: castSize, maxLength: castSize }),
    type: fc.constantFrom('SINGLES', 'TAG_TEAM', 'LADDER', 'PROMO', 'FACE_TO_FACE', 'DEFAULT'),
    living: fc.boolean(),
    showType: fc.constantFrom('TV', 'CABLE', 'PPV', 'MAJOR_PPV'),
    feuds: fc.array(fc.tuple(fc.integer({ min: 1, max: castSize + 8 }), fc.integer({ min: 1, max: castSize + 8 }), fc.integer({ min: 0, max: 100 })), { maxLength: 4 }),
    holders: fc.array(fc.integer({ min: 1, max: castSize + 8 }), { maxLength: 2 }),
  }).map(({ people, groups, managerOf, type, living, showType, feuds, holders }) => {
    const cast = people.slice(0, castSize);
    const segment: CoachSegment = {
      id: 1, type, championshipIds: [],
      cast: cast.map((w, i) => ({ wrestlerId: w.id, groupId: groups[i], manager: managerOf[i] && i > 1 })),
    };
    const rivalries = feuds.filter(([a, b]) => a !== b).map(([a, b, heat], i) => rivalry(i + 1, [a], [b], { heat }));
    const championships = holders.map((id, i) => title(i + 1, { wrestlerIds: [id], holders: 1, gender: people[id - 1].gender }));
    return { segment, world: scene(cast, people.slice(castSize), { living, showType, rivalries, championships }) };
  }),
);

describe('the coach (properties)', () => {
  it('never lowers the expected rating, and a suggestion strictly raises it', () => {
    fc.assert(
      fc.property(worldArb, ({ segment, world }) => {
        const before = expectedRating(segment, world).rating;
        const suggestion = suggestChange(segment, world);
        if (!suggestion) return;
        const after = expectedRating(applyChange(segment, suggestion.change, world), world).rating;
        expect(after).toBeGreaterThan(before);
        expect(after).toBe(suggestion.after.rating);
      }),
      { numRuns: 80 },
    );
  });

  it('suggests the best candidate, and nothing only when no candidate beats the segment as it is', () => {
    fc.assert(
      fc.property(worldArb, ({ segment, world }) => {
        const before = expectedRating(segment, world).rating;
        const best = Math.max(before, ...candidateChanges(segment, world).map((c) => expectedRating(applyChange(segment, c, world), world).rating));
        const suggestion = suggestChange(segment, world);
        expect(suggestion?.after.rating ?? before).toBe(best);
      }),
      { numRuns: 40 },
    );
  });

  it('scores a segment exactly as it explains it', () => {
    fc.assert(
      fc.property(worldArb, ({ segment, world }) => {
        expect(expectedScore(segment, world)).toBe(expectedRating(segment, world).rating);
      }),
      { numRuns: 80 },
    );
  });
});
