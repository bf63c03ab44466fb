import fc from 'fast-check';
import { segmentKindByType, segmentKinds } from '../catalog/segment-kinds';
import { createWrestler } from '../entities/wrestler';
import { competitorsNeeded, eligibleInBestDivision, fillProblem } from './card-fill';
import { matchShapeForKind, randomMatch } from './random-match';
import { seededRng } from './test-rng';

const kind = (type: string) => segmentKindByType(type)!;

describe('what a drawn segment needs (issue 13)', () => {
  it.each([
    ['TAG_TEAM', 4],
    ['SINGLES', 2],
    ['TRIPLE_THREAT', 3],
    ['FATAL_FOUR_WAY', 4],
    ['SPECIAL_REFEREE', 3],
    ['DEFAULT', 2],
  ])('a %s needs %i competitors', (type, needed) => {
    expect(competitorsNeeded(kind(type))).toBe(needed);
  });

  it('asks every competition kind for at least two and at least its minimum appearances', () => {
    for (const k of segmentKinds.filter((k) => k.competition)) {
      expect(competitorsNeeded(k)).toBeGreaterThanOrEqual(Math.max(2, k.minAppearances));
    }
  });
});

describe('whether a segment is filled', () => {
  it.each([
    [{ needed: 2, booked: 2, fit: 9 }, null],
    [{ needed: 2, booked: 3, fit: 0 }, null],
    [{ needed: 4, booked: 0, fit: 2 }, 'TOO_FEW_ELIGIBLE'],
    [{ needed: 4, booked: 3, fit: 3 }, 'TOO_FEW_ELIGIBLE'],
    [{ needed: 2, booked: 0, fit: 5 }, 'EMPTY'],
    [{ needed: 4, booked: 2, fit: 8 }, 'SHORT'],
  ] as const)('%j is %s', (fill, problem) => {
    expect(fillProblem(fill)).toBe(problem);
  });

  it('is a problem exactly when fewer than needed are booked (property)', () => {
    const n = fc.integer({ min: 0, max: 12 });
    fc.assert(
      fc.property(n, n, n, (needed, booked, fit) => {
        const problem = fillProblem({ needed, booked, fit });
        expect(problem === null).toBe(booked >= needed);
        if (problem !== null) expect(problem === 'TOO_FEW_ELIGIBLE').toBe(fit < needed);
      }),
    );
  });
});

describe('how many a random match could draw from', () => {
  const person = (id: number, fields: Parameters<typeof createWrestler>[0]) => ({ ...createWrestler({ points: 60, brandIds: [1], ...fields }), id });

  it('counts the better-stocked division, without staff or those excluded', () => {
    const wrestlers = [
      person(1, {}), person(2, {}), person(3, { role: 'REFEREE' }),
      person(4, { gender: 'FEMALE' }), person(5, { gender: 'FEMALE' }), person(6, { gender: 'FEMALE' }),
    ];
    expect(eligibleInBestDivision(wrestlers, { brandIds: [1] })).toBe(3);
    expect(eligibleInBestDivision(wrestlers, { brandIds: [1], excludeIds: [4, 5] })).toBe(2);
    expect(eligibleInBestDivision([], { brandIds: [] })).toBe(0);
  });

  it('says Randomise can fill a kind exactly when the draw does fill it (property)', () => {
    const types = ['SINGLES', 'TAG_TEAM', 'TRIPLE_THREAT', 'FATAL_FOUR_WAY', 'SPECIAL_REFEREE'];
    const personArb = fc.record({ gender: fc.constantFrom('MALE' as const, 'FEMALE' as const), points: fc.integer({ min: 20, max: 100 }) });
    fc.assert(
      fc.property(fc.array(personArb, { maxLength: 12 }), fc.constantFrom(...types), fc.constantFrom('MALE' as const, 'FEMALE' as const), fc.integer(), (people, type, focus, seed) => {
        const wrestlers = people.map((p, i) => person(i + 1, p));
        const fit = eligibleInBestDivision(wrestlers, { brandIds: [1] });
        const match = randomMatch({ wrestlers, brandIds: [1], focus, ...matchShapeForKind(kind(type)) }, seededRng(seed));
        const needed = competitorsNeeded(kind(type));
        expect(match.participants.length >= needed).toBe(fit >= needed);
      }),
    );
  });
});
