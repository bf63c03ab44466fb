import { createProduction, createSegment } from '../../src/domain/entities';
import { repeatedOnCard, sentenceRepeatMax } from '../../scripts/season/figures-stories';
import { computeFigures } from '../../scripts/season/figures';
import { FIGURE_DEFINITIONS } from '../../scripts/season/definitions';

// Issue 17's storylines.repeatedOnCard on hand-made cards.

const segment = (id: number, storyline: string) => [id, { ...createSegment({ type: 'SINGLES', storyline }), id }] as const;
const segments = new Map([
  segment(1, 'Ace won.'), segment(2, 'Ace won.'), // the same storyline twice
  segment(3, 'Cruz lost. Ace won.'), // a sentence repeating another segment's
  segment(4, 'Dee smiled.'), segment(5, ''), segment(6, ''), // empty storylines repeat nothing
  segment(7, 'Eve ran. Eve ran.'), // twice within one storyline
  // The same pair named in two different sentences: "vs." ends no sentence.
  segment(8, 'Ace & Bo vs. Cy & Di, week 2: a win for Cy & Di.'), segment(9, 'Ace & Bo vs. Cy & Di reaches week 3: it got personal.'),
]);
const card = (...segmentIds: number[]) => createProduction({ segmentIds });

describe('storylines.repeatedOnCard', () => {
  it('counts the cards on which a storyline sentence appears twice', () => {
    expect(repeatedOnCard([card(1, 2), card(1, 3), card(1, 4, 5, 6), card(7), card(99)], segments)).toBe(3);
    expect(repeatedOnCard([], segments)).toBe(0);
    expect(repeatedOnCard([card(8, 9)], segments)).toBe(0);
  });

  it('is a figure of health.json held to 0 in every rule set', () => {
    expect(FIGURE_DEFINITIONS.find((d) => d.name === 'storylines.repeatedOnCard')).toMatchObject({ target: '0' });
    const figures = computeFigures({
      seed: 1, rules: 'living', weeks: [], endDate: '2027-02-01', loggedErrors: 0,
      start: { date: '2027-01-03', reignIds: [], brands: [], wrestlers: [], maxHeldByOne: 0, outOfRange: 0 },
      championships: [], reigns: [], wrestlers: [], brands: [], shows: [], venues: [], appearances: [],
      productions: [{ ...createProduction({ date: '2027-01-05', complete: true, segmentIds: [1, 2] }), id: 1 }],
      segments: [...segments.values()],
    });
    expect(figures['storylines.repeatedOnCard']).toBe(1);
  });
});

describe('storylines.sentenceRepeatMax (issue 36)', () => {
  it('is the most times one promotion told one sentence in one year, a card counting once', () => {
    const at = (date: string, brandIds: number[], ...segmentIds: number[]) => createProduction({ date, brandIds, segmentIds });
    const companies = new Map<number, number | null>([[1, 10], [2, 20]]);
    const cards = [
      at('2027-01-01', [1], 1, 2), // "Ace won." twice on one card: once
      at('2027-06-01', [1], 1),
      at('2027-12-01', [1], 3), // "Ace won." again: three in 2027 for promotion 10
      at('2028-01-05', [1], 1), // another year
      at('2027-03-01', [2], 1), // another promotion
    ];
    expect(sentenceRepeatMax(cards, segments, companies)).toBe(3);
    expect(sentenceRepeatMax([], segments, companies)).toBe(0);
  });
});
