import { createAppearance } from '../entities/appearance';
import type { Stored } from '../entities/base';
import { createSegment, type Segment } from '../entities/segment';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { rateSegment } from '../rules/rating';
import { sequenceRng } from '../rules/test-rng';
import { completionSteps } from './completion-pipeline';
import { previewRating, storedRatingExplanation, withPackedRating, withRatingExplanation, withRatingLine, type RatingExplanation } from './rating-explanation';
import { emptyWork } from './test-work';

const wrestler = (id: number, fields: Partial<Wrestler> = {}): Stored<Wrestler> => ({ ...createWrestler({ name: `W${id}`, ...fields }), id });
const star = wrestler(1, { points: 95, morale: 70, popularity: 92, charisma: 80, alignment: 'GOOD', class: 'GIANT' });
const rookie = wrestler(2, { points: 15, morale: 10, popularity: 3, charisma: 5, alignment: 'BAD', class: 'CRUISER' });

describe('the rating explanation', () => {
  it('lists each family, every rule that fired and a total that is the rating times 100', () => {
    const participants = [{ wrestler: star, groupId: 1 }, { wrestler: rookie, groupId: 2 }];
    const explanation = previewRating(participants);
    expect(explanation.total / 100).toBeCloseTo(rateSegment(participants));
    expect(explanation.families.roles).toBe(50); // giant with cruiser +30, two teams and styles +20
    expect(explanation.families.alignment).toBe(100); // a mix +50, nobody neutral +50
    expect(explanation.fired).toContainEqual(expect.objectContaining({ id: 'points.per90', amount: 100 }));
    const sum = Object.values(explanation.families).reduce((a, b) => a + b, 0);
    expect(sum).toBe(explanation.total);
    expect(explanation.fired.reduce((a, rule) => a + rule.amount, 0)).toBe(explanation.total);
  });

  it('survives a JSON round trip through segment.meta and keeps the other meta keys', () => {
    const explanation = previewRating([{ wrestler: star, groupId: 1 }, { wrestler: rookie, groupId: 2 }]);
    const segment = withRatingExplanation(createSegment({ meta: { poster: true } }), explanation);
    const stored = JSON.parse(JSON.stringify(segment));
    expect(stored.meta.poster).toBe(true);
    expect(storedRatingExplanation(stored)).toEqual(explanation);
  });

  it.each([
    ['no meta', createSegment()],
    ['a number', createSegment({ meta: { rating: 3 } })],
    ['a rule of an unknown family', createSegment({ meta: { rating: { total: 10, fired: [{ id: 'x', family: 'luck', label: 'x', amount: 10 }] } } })],
  ])('reads nothing back from %s', (_name, segment) => {
    expect(storedRatingExplanation(segment)).toBeNull();
  });

  it('is stored by the completion\'s rating step, judged on the stats the wrestlers walked in with', () => {
    const work = emptyWork({}, {
      segments: [{ ...createSegment({ type: 'SINGLES', appearanceIds: [1, 2] }), id: 1 }],
      appearances: [{ ...createAppearance({ wrestlerId: 1, groupId: 1, winner: true }), id: 1 }, { ...createAppearance({ wrestlerId: 2, groupId: 2, loser: true }), id: 2 }],
      wrestlers: [star, rookie],
    });
    // After the match the star's stats dropped; the stored breakdown must not see that.
    const afterMatch = { ...work, wrestlers: [{ ...star, points: 10, popularity: 10 }, rookie] };
    const [rated] = completionSteps.rateSegments(afterMatch, sequenceRng([0.5])).segments;
    const explanation = storedRatingExplanation(rated);
    expect(explanation).not.toBeNull();
    expect(explanation!.total / 100).toBeCloseTo(rated.rating);
    expect(explanation).toEqual(previewRating([{ wrestler: star, groupId: 1, winner: true }, { wrestler: rookie, groupId: 2 }]));
    expect(rated.complete).toBe(true);
  });

  describe('as a completed segment keeps it (issue 36: packed)', () => {
    const spec = previewRating([{ wrestler: star, groupId: 1, winner: true }, { wrestler: rookie, groupId: 2 }], true);
    const living = withRatingLine(withRatingLine(spec, { id: 'WORKRATE', family: 'roles', label: 'In-ring skill: workers averaging 77 (weakest 63) carry the match', amount: 25 }),
      { id: 'RIVALRY_HEAT', family: 'popularity', label: 'Their rivalry, heat 41 ★ (week 3) +0.12★', amount: 12.5 });
    const keep = (explanation: RatingExplanation) => JSON.parse(JSON.stringify(withPackedRating(withRatingExplanation(createSegment({ meta: { poster: true } }), explanation)))) as Segment;

    it.each([['the spec\'s rules', spec], ['living lines in their own words', living], ['no rule', { ...spec, fired: [], families: { ...spec.families, ...Object.fromEntries(Object.keys(spec.families).map((f) => [f, 0])) }, total: 0 }]])(
      'reads back exactly what the screens read: %s', (_name, explanation) => {
        const stored = keep(explanation);
        expect(stored.meta.poster).toBe(true);
        expect(stored.meta.rating).toHaveProperty('lines');
        expect(stored.meta.rating).not.toHaveProperty('fired');
        expect(storedRatingExplanation(stored)).toEqual(explanation);
      },
    );

    it('keeps the spec rules\' words out of the save, and takes a fraction of the space', () => {
      const stored = keep(living);
      expect(JSON.stringify(stored.meta.rating)).not.toContain(spec.fired[0]!.label);
      expect(JSON.stringify(stored.meta.rating)).toContain('In-ring skill: workers averaging 77');
      expect(JSON.stringify(stored.meta.rating).length).toBeLessThan(JSON.stringify(living).length * 0.45);
      // Pretty-printed as the backup writes it, the gain is larger.
      expect(JSON.stringify(stored.meta.rating, null, 2).length).toBeLessThan(JSON.stringify(living, null, 2).length * 0.3);
    });

    it('keeps families that are not the sums of their lines, and leaves whole what would not read back', () => {
      const odd = { ...spec, families: { ...spec.families, points: spec.families.points + 1 } };
      expect(storedRatingExplanation(keep(odd))).toEqual(odd);
      const multiline = { ...spec, fired: [...spec.fired, { id: 'X', family: 'roles' as const, label: 'two\nlines', amount: 0 }] };
      expect((keep(multiline).meta.rating as { fired?: unknown }).fired).toBeDefined();
      expect(storedRatingExplanation(keep(multiline))).toEqual(multiline);
    });

    it('still reads the full form an older save holds', () => {
      const old = JSON.parse(JSON.stringify(withRatingExplanation(createSegment(), living))) as Segment;
      expect(storedRatingExplanation(old)).toEqual(living);
    });

    it.each([
      ['an unknown spec rule', { lines: 'points.nope 50', total: 50 }],
      ['a line of an unknown family', { lines: 'X 5 luck Lucky', total: 5 }],
      ['a line without an amount', { lines: 'points.any50', total: 50 }],
    ])('reads nothing back from %s', (_name, rating) => {
      expect(storedRatingExplanation(createSegment({ meta: { rating } }))).toBeNull();
    });
  });
});
