import fc from 'fast-check';
import { segmentKindByType } from '../catalog/segment-kinds';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { eligibilityBrands, genderWeights, isEligible, matchShapeForKind, randomMatch, type Eligibility, type MatchShape } from './random-match';
import { canCompete } from './roster';
import { readStat } from './stats';
import { seededRng, sequenceRng } from './test-rng';

const roster = (count: number, stats: Partial<Wrestler> = {}) =>
  Array.from({ length: count }, (_, i) => ({ ...createWrestler({ points: 50, brandIds: [1], ...stats }), id: i + 1 }));
const rules: Eligibility = { gender: 'MALE', brandIds: [1] };

describe('when deciding who may be drawn (SPEC §5)', () => {
  const base = roster(1)[0];
  it.each([
    ['an active man of 50 points on the brand', {}, rules, true],
    ['a woman', { gender: 'FEMALE' }, rules, false],
    ['an inactive wrestler', { active: false }, rules, false],
    ['39 points', { points: 39 }, rules, false],
    ['exactly 40 points', { points: 40 }, rules, true],
    ['another brand', { brandIds: [2] }, rules, false],
    ['any brand when none is asked', { brandIds: [2] }, { ...rules, brandIds: [] }, true],
    ['an excluded wrestler', {}, { ...rules, excludeIds: [1] }, false],
    ['points below the show band', { points: 55 }, { ...rules, show: { minPoints: 60, maxPoints: 100 } }, false],
    ['points above the show band', { points: 75 }, { ...rules, show: { minPoints: 0, maxPoints: 70 } }, false],
    ['points inside the show band', { points: 65 }, { ...rules, show: { minPoints: 60, maxPoints: 70 } }, true],
    ['a lower minimum', { points: 20 }, { ...rules, minPoints: 10 }, true],
    ['a referee', { role: 'REFEREE' }, rules, false],
    ['a brand director', { role: 'AUTHORITY' }, rules, false],
    ['a commentator', { role: 'COMMENTATOR' }, rules, false],
    ['an announcer', { role: 'ANNOUNCER' }, rules, false],
    ['a retired wrestler still marked active', { retired: true }, rules, false],
    ['a free agent', { status: 'UNSIGNED' }, rules, false],
    ['a wrestler of the WRESTLER role', { role: 'WRESTLER' }, rules, true],
  ] as const)('%s: %s', (_, stats, eligibility, expected) => {
    expect(isEligible({ ...base, ...stats } as Wrestler, eligibility as Eligibility)).toBe(expected);
  });

  it('uses the production\'s brands, else the game\'s', () => {
    expect(eligibilityBrands([3], [1, 2])).toEqual([3]);
    expect(eligibilityBrands([], [1, 2])).toEqual([1, 2]);
  });
});

describe('when drawing a random match (SPEC §9)', () => {
  it.each([
    // draws: gender, side count, grouping, then one per pick
    ['a men\'s singles match', [0.1, 0.1, 0.9, 0, 0], 'MALE', [[1], [2]]],
    ['a women\'s triple threat', [0.8, 0.8, 0.9, 0, 0, 0], 'FEMALE', [[11], [12], [13]]],
    ['a men\'s fatal four-way', [0.1, 0.95, 0.9, 0, 0, 0, 0], 'MALE', [[1], [2], [3], [4]]],
    ['a men\'s tag match', [0.1, 0.1, 0.1, 0, 0, 0, 0], 'MALE', [[1, 2], [3, 4]]],
  ])('draws %s', (_, draws, gender, teams) => {
    const wrestlers = [...roster(10), ...roster(10, { gender: 'FEMALE' }).map((w) => ({ ...w, id: w.id + 10 }))];
    const match = randomMatch({ wrestlers, brandIds: [1] }, sequenceRng(draws));
    expect(match.gender).toBe(gender);
    expect(match.teams).toEqual(teams);
    expect(match.participants).toEqual(teams.flatMap((team, i) => team.map((wrestlerId) => ({ wrestlerId, groupId: i + 1 }))));
  });

  it('draws 2, 3 and 4 sides about 70/20/10% of the time', () => {
    const rng = seededRng(42);
    const counts = { 2: 0, 3: 0, 4: 0 } as Record<number, number>;
    // 2,000 draws put each share within ±0.03 (three standard deviations); one roster serves them all.
    const wrestlers = roster(20);
    for (let i = 0; i < 2_000; i += 1) counts[randomMatch({ wrestlers, brandIds: [], gender: 'MALE', perTeam: 1 }, rng).teams.length] += 1;
    expect(counts[2] / 2_000).toBeCloseTo(0.7, 1);
    expect(counts[3] / 2_000).toBeCloseTo(0.2, 1);
    expect(counts[4] / 2_000).toBeCloseTo(0.1, 1);
  });

  it('returns no match when fewer than two sides can be filled', () => {
    expect(randomMatch({ wrestlers: roster(1), brandIds: [], gender: 'MALE' }, () => 0).participants).toEqual([]);
  });

  it.each([
    ['TAG_TEAM', { teams: 2, perTeam: 2 }],
    ['SPECIAL_REFEREE', { minParticipants: 3 }],
    ['SINGLES', { minParticipants: 2 }],
  ])('shapes a %s match as %j', (type, shape) => {
    expect(matchShapeForKind(segmentKindByType(type)!)).toEqual(shape);
  });

  it('adds sides to reach a kind\'s minimum', () => {
    const match = randomMatch({ wrestlers: roster(10), brandIds: [], gender: 'MALE', perTeam: 1, minParticipants: 3 }, () => 0);
    expect(match.teams).toHaveLength(3);
  });

  it('never breaks the eligibility rules (property)', () => {
    const wrestlerArb = fc.record({
      gender: fc.constantFrom('MALE', 'FEMALE'), active: fc.boolean(), points: fc.integer({ min: -10, max: 130 }),
      brandIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    });
    const inputArb = fc.record({
      wrestlers: fc.array(wrestlerArb, { maxLength: 30 }),
      brandIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      excludeIds: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
      show: fc.option(fc.record({ minPoints: fc.integer({ min: 0, max: 60 }), maxPoints: fc.integer({ min: 40, max: 100 }) }), { nil: undefined }),
      minPoints: fc.option(fc.integer({ min: 0, max: 80 }), { nil: undefined }),
      maxTeams: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      minParticipants: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const wrestlers = input.wrestlers.map((w, i) => ({ ...createWrestler(w as Partial<Wrestler>), id: i + 1 }));
        const match = randomMatch({ ...input, wrestlers }, seededRng(seed));
        const ids = match.participants.map((p) => p.wrestlerId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(match.teams.length).toBeLessThanOrEqual(input.maxTeams ?? 4);
        for (const team of match.teams) expect(team.length).toBeLessThanOrEqual(2);
        for (const id of ids) {
          const w = wrestlers[id - 1];
          expect(isEligible(w, { ...input, gender: match.gender })).toBe(true);
          expect(w.gender).toBe(match.gender);
          expect(w.active).toBe(true);
          expect(readStat(w, 'points')).toBeGreaterThanOrEqual(input.minPoints ?? 40);
          expect(input.excludeIds).not.toContain(id);
          if (input.brandIds.length > 0) expect(w.brandIds.some((b) => input.brandIds.includes(b))).toBe(true);
          if (input.show) expect(readStat(w, 'points')).toBeGreaterThanOrEqual(input.show.minPoints);
          if (input.show) expect(readStat(w, 'points')).toBeLessThanOrEqual(input.show.maxPoints);
        }
      }),
    );
  });
});

describe('when the game\'s gender focus weights the divisions (issue 13, DESIGN §4)', () => {
  const men = (count: number, first = 1) => roster(count).map((w, i) => ({ ...w, id: first + i }));
  const women = (count: number, first = 101) => roster(count, { gender: 'FEMALE' }).map((w, i) => ({ ...w, id: first + i }));

  it.each([
    ['MALE', [0.75, 0.25]],
    ['FEMALE', [0.25, 0.75]],
  ] as const)('gives the %s focus 0.75 and the other division 0.25', (focus, weights) => {
    expect(genderWeights(focus)).toEqual(weights);
  });

  it('keeps the spec\'s MALE 0.75 / FEMALE 0.25 with no focus', () => {
    expect(genderWeights()).toEqual([0.75, 0.25]);
  });

  it.each(['MALE', 'FEMALE'] as const)('books the %s focus about three matches in four and the other division the rest', (focus) => {
    const rng = seededRng(2026);
    const wrestlers = [...men(20), ...women(20)];
    // 2,000 draws (about a year of cards) put the share within ±0.03 (three standard deviations).
    let focused = 0;
    for (let i = 0; i < 2_000; i += 1) if (randomMatch({ wrestlers, brandIds: [], focus }, rng).gender === focus) focused += 1;
    expect(focused / 2_000).toBeGreaterThan(0.72);
    expect(focused / 2_000).toBeLessThan(0.78);
  });

  it('falls back to the other division when the drawn one has nobody', () => {
    // 0.9 draws FEMALE under a men's focus; then two sides, singles.
    const match = randomMatch({ wrestlers: men(5), brandIds: [], focus: 'MALE' }, sequenceRng([0.9, 0.1, 0.9, 0, 0]));
    expect(match.gender).toBe('MALE');
    expect(match.teams).toEqual([[1], [2]]);
  });

  it('falls back when the drawn division cannot fill a tag match and the other can', () => {
    const wrestlers = [...men(4), ...women(3)];
    const match = randomMatch({ wrestlers, brandIds: [], focus: 'FEMALE', teams: 2, perTeam: 2 }, sequenceRng([0.5, 0]));
    expect(match.gender).toBe('MALE');
    expect(match.participants).toHaveLength(4);
  });

  it('keeps the drawn division when neither can fill the shape but it has more', () => {
    const wrestlers = [...men(2), ...women(3)];
    const match = randomMatch({ wrestlers, brandIds: [], focus: 'FEMALE', teams: 2, perTeam: 2 }, sequenceRng([0.5, 0]));
    expect(match.gender).toBe('FEMALE');
    expect(match.participants).toHaveLength(3);
  });

  it('makes a drawn pairing one-on-one when the pool cannot give two pairs', () => {
    // Draws: MALE, two sides, pairs (0.1 < 0.3), then the picks.
    const match = randomMatch({ wrestlers: men(3), brandIds: [], focus: 'MALE', minParticipants: 2 }, sequenceRng([0.1, 0.1, 0.1, 0, 0]));
    expect(match.teams).toEqual([[1], [2]]);
  });

  it('never falls back from a fixed gender', () => {
    expect(randomMatch({ wrestlers: women(6), brandIds: [], gender: 'MALE' }, () => 0).participants).toEqual([]);
  });

  it('fills the shape whenever either division alone can, and only with people who compete (property)', () => {
    const personArb = fc.record({
      gender: fc.constantFrom('MALE' as const, 'FEMALE' as const),
      role: fc.constantFrom('WRESTLER' as const, 'DEFAULT' as const, 'REFEREE' as const, 'AUTHORITY' as const, 'COMMENTATOR' as const),
      status: fc.constantFrom('SIGNED' as const, 'UNSIGNED' as const),
      retired: fc.boolean(),
      points: fc.integer({ min: 30, max: 100 }),
    });
    // Each shape with the wrestlers it needs.
    const shapeArb = fc.constantFrom<[MatchShape, number]>([{ teams: 2, perTeam: 1 }, 2], [{ teams: 2, perTeam: 2 }, 4], [{ minParticipants: 3 }, 3], [{ minParticipants: 4 }, 4]);
    fc.assert(
      fc.property(fc.array(personArb, { maxLength: 16 }), shapeArb, fc.constantFrom('MALE' as const, 'FEMALE' as const), fc.integer(), (people, [shape, need], focus, seed) => {
        const wrestlers = people.map((p, i) => ({ ...createWrestler({ ...p, brandIds: [1] }), id: i + 1 }));
        const match = randomMatch({ wrestlers, brandIds: [1], focus, ...shape }, seededRng(seed));
        const again = randomMatch({ wrestlers, brandIds: [1], focus, ...shape }, seededRng(seed));
        expect(again).toEqual(match);
        const fit = (g: 'MALE' | 'FEMALE') => wrestlers.filter((w) => isEligible(w, { gender: g, brandIds: [1] })).length;
        if (Math.max(fit('MALE'), fit('FEMALE')) >= need) expect(match.participants.length).toBeGreaterThanOrEqual(need);
        for (const { wrestlerId } of match.participants) expect(canCompete(wrestlers[wrestlerId - 1])).toBe(true);
      }),
    );
  });
});
