import fc from 'fast-check';
import { kindOrDefault, segmentKinds } from '../../catalog/segment-kinds';
import { storyRequest, writeCardStories, type StoryCastMember } from '../storyline';
import { seededRng, sequenceRng } from '../test-rng';
import { LIVING_POOLS, POOLS } from './story-pools';
import type { Situation } from './story-types';
import { tellCardStories } from './card-stories';
import { keepRecentStories, rememberedTemplates, storyHash, storyMemoryOf, type RecentStory, type StoryMemory } from './recent-stories';
import { addDays } from '../../dates';

const member = (name: string, groupId: number, extra: Partial<StoryCastMember> = {}): StoryCastMember => ({ name, groupId, ...extra });
const match = [member('Ace', 1, { winner: true }), member('Cruz', 2, { loser: true })];
const rivalry = (week: number, winner: 0 | 1 | null, payoff = false, ended = false) => ({
  week, sides: ['Crane', 'Vale'] as [string, string], winner, payoff, ended,
});

describe('a card of storylines', () => {
  it('never repeats a line, even with thirty decided matches between the same two sides', () => {
    const requests = Array.from({ length: 30 }, () => storyRequest(kindOrDefault('SINGLES'), match));
    const lines = writeCardStories(requests, sequenceRng([0]));
    expect(new Set(lines).size).toBe(30);
    expect(lines.every((line) => line.includes('Ace'))).toBe(true);
  });

  it('uses every template of a pool before it borrows from another', () => {
    const requests = Array.from({ length: POOLS.decided.length + 1 }, () => storyRequest(kindOrDefault('SINGLES'), match));
    const lines = writeCardStories(requests, seededRng(3));
    const decided = POOLS.decided.map((t) => t({ a: 'Ace', b: 'Cruz', all: 'Ace and Cruz', kind: 'Singles', title: '', from: '', show: 'the show', rivalry: '', week: 0 }));
    expect(new Set(lines.slice(0, -1))).toEqual(new Set(decided));
    expect(decided).not.toContain(lines.at(-1));
  });

  it('never repeats a line the player wrote on the same card', () => {
    const first = writeCardStories([storyRequest(kindOrDefault('PROMO'), [member('Talker', 1)])], sequenceRng([0]))[0];
    expect(writeCardStories([storyRequest(kindOrDefault('PROMO'), [member('Talker', 1)])], sequenceRng([0]), [first])[0]).not.toBe(first);
  });

  it('writes nothing for a segment nobody appears in', () => {
    expect(writeCardStories([null, storyRequest(kindOrDefault('SINGLES'), [])], sequenceRng([0.4]))).toEqual(['', '']);
  });

  it.each([
    ['won the World Title from', { titleChange: { titles: 'World Title', from: 'Old Champ' } }, ['Ace', 'World Title', 'Old Champ']],
    ['claims a vacant title', { titleChange: { titles: 'World Title', from: '' } }, ['Ace', 'World Title']],
  ])('tells a title change: %s', (_, context, names) => {
    const line = writeCardStories([storyRequest(kindOrDefault('LADDER'), match, context)], sequenceRng([0]))[0];
    for (const name of names) expect(line).toContain(name);
  });

  it('tells debuts, signings and brawls in their own words', () => {
    const debut = storyRequest(kindOrDefault('SINGLES'), [member('Rookie', 1, { debut: true, winner: true }), member('Vet', 2, { loser: true })]);
    expect(debut?.situation).toBe('debut');
    expect(storyRequest(kindOrDefault('DEBUT_PROMO'), [member('Rookie', 1, { debut: true })])?.situation).toBe('debutSolo');
    expect(storyRequest(kindOrDefault('CONTRACT_SIGNING'), [member('A', 1), member('B', 2)])?.situation).toBe('signing');
    expect(storyRequest(kindOrDefault('BACKSTAGE_BRAWL'), match)?.situation).toBe('brawl');
  });

  it.each([
    [rivalry(3, 1), 'rivalryWin'], [rivalry(2, null), 'rivalryMoment'], [rivalry(6, 0, true), 'payoff'], [rivalry(7, 0, true, true), 'ended'],
  ] as const)('tells a rivalry\'s chapter with its week and both names (%j)', (chapter, situation) => {
    const request = storyRequest(kindOrDefault('SINGLES'), [member('Crane', 1, { loser: true }), member('Vale', 2, { winner: true })], { rivalry: chapter, show: 'Clash' });
    expect(request?.situation).toBe(situation);
    // Every line the card can give it, its own pool's and the fallbacks' (a card of forty such segments).
    const lines = writeCardStories(Array.from({ length: 40 }, () => request), seededRng(chapter.week));
    for (const line of lines) {
      expect(line).toContain(`${chapter.week}`);
      expect(line).toContain('Crane');
      expect(line).toContain('Vale');
    }
    if (chapter.ended) expect(lines[0]).toMatch(/is over|finished|closed/);
    if (chapter.payoff) expect(lines[0]).toContain('Clash');
  });

  it('puts the winner of a rivalry segment first in the chapter', () => {
    const request = storyRequest(kindOrDefault('SINGLES'), [], { rivalry: rivalry(3, 1) });
    expect(request).toBeNull(); // nobody appears: no story, rivalry or not
    const line = writeCardStories([storyRequest(kindOrDefault('SINGLES'), match, { rivalry: rivalry(3, 1) })], sequenceRng([0]))[0];
    expect(line).toBe("Week 3 of Crane vs. Vale: Vale's ambush costs Crane the night, and Crane wants it back.");
  });
});

const storyKinds = segmentKinds.filter((k) => k.hasStory).map((k) => k.type);
const castArb = fc.array(
  fc.record({
    name: fc.constantFrom('Ace', 'Blaze', 'Cruz', 'Dee', 'Eve'),
    groupId: fc.integer({ min: 1, max: 3 }),
    winner: fc.boolean(),
    manager: fc.boolean(),
    debut: fc.boolean(),
  }),
  { maxLength: 5 },
);
const contextArb = fc.record({
  rivalry: fc.option(fc.record({
    week: fc.integer({ min: 1, max: 30 }),
    sides: fc.constant(['Crane', 'Vale'] as [string, string]),
    winner: fc.constantFrom(0 as const, 1 as const, null),
    payoff: fc.boolean(),
    ended: fc.boolean(),
  }), { nil: undefined }),
  titleChange: fc.option(fc.record({ titles: fc.constant('World Title'), from: fc.constantFrom('', 'Old Champ') }), { nil: undefined }),
});
const cardArb = fc.array(fc.tuple(fc.constantFrom(...storyKinds), castArb, contextArb), { maxLength: 40 });

describe('storyline properties', () => {
  it('for any card and seed, no two storylines on it are equal', () => {
    fc.assert(fc.property(cardArb, fc.integer(), (card, seed) => {
      const lines = writeCardStories(card.map(([type, cast, context]) => storyRequest(kindOrDefault(type), cast, context)), seededRng(seed)).filter(Boolean);
      expect(new Set(lines).size).toBe(lines.length);
    }));
  });

  it('writes the same card for the same seed', () => {
    fc.assert(fc.property(cardArb, fc.integer(), (card, seed) => {
      const write = () => writeCardStories(card.map(([type, cast, context]) => storyRequest(kindOrDefault(type), cast, context)), seededRng(seed));
      expect(write()).toEqual(write());
    }));
  });

  it('gives every situation a pool of at least four templates', () => {
    for (const [situation, pool] of Object.entries(POOLS) as [Situation, unknown[]][]) expect(pool.length, situation).toBeGreaterThanOrEqual(4);
  });
});

describe("a promotion's storylines rotate (issue 36)", () => {
  const names = (a: string, b: string) => storyRequest(kindOrDefault('SINGLES'), [member(a, 1, { winner: true }), member(b, 2, { loser: true })]);

  it('picks the template the promotion used least lately, whatever the draw', () => {
    const keys = POOLS.decided.map((_, i) => `decided:${i}`);
    const memory: StoryMemory = { templates: new Map(keys.map((key, i) => [key, i === 5 ? 1 : 3])), lines: new Set() };
    for (const draw of [0, 0.5, 0.99]) expect(tellCardStories([names('Ace', 'Cruz')], sequenceRng([draw]), [], memory).templates).toEqual(['decided:5']);
  });

  it('a living card draws from larger pools that keep every classic template\'s id; a classic card from the classic pools', () => {
    for (const situation of Object.keys(POOLS) as Situation[]) {
      expect(LIVING_POOLS[situation].slice(0, POOLS[situation].length)).toEqual(POOLS[situation]);
    }
    expect(LIVING_POOLS.decided.length).toBeGreaterThanOrEqual(20);
    const requests = Array.from({ length: 20 }, () => names('Ace', 'Cruz'));
    const living = tellCardStories(requests, seededRng(5), [], undefined, LIVING_POOLS);
    expect(new Set(living.templates)).toEqual(new Set(LIVING_POOLS.decided.map((_, i) => `decided:${i}`)));
    expect(tellCardStories(requests, seededRng(5)).lines).toEqual(writeCardStories(requests, seededRng(5)));
  });

  it('remembers how often (a replay\'s one-entry memory counts the same)', () => {
    const kept = [
      { companyId: 1, date: '2030-01-01', templates: ['decided:1', 'decided:2'], lines: [] },
      { companyId: 1, date: '2030-01-08', templates: ['decided:1'], lines: [] },
    ];
    const memory = storyMemoryOf(kept, 1, '2030-01-15');
    expect([...memory.templates]).toEqual([['decided:1', 2], ['decided:2', 1]]);
    expect(rememberedTemplates(memory)).toEqual(['decided:1*2', 'decided:2']);
    expect(storyMemoryOf([{ companyId: 1, date: '2030-01-15', templates: rememberedTemplates(memory), lines: [] }], 1, '2030-01-15').templates).toEqual(memory.templates);
  });

  it('property: over weeks of cards, no template of a pool comes round again before every other was used as often', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (seed) => {
        const rng = seededRng(seed);
        const pairs = [['Ace', 'Cruz'], ['Bo', 'Dax'], ['Eli', 'Fay'], ['Gus', 'Hal']];
        let kept: RecentStory[] = [];
        for (let week = 0; week < 6; week += 1) {
          const date = addDays('2030-01-01', week * 7);
          const requests = Array.from({ length: 5 }, (_, i) => names(pairs[(week + i) % 4][0], pairs[(week + i) % 4][1]));
          const { lines, templates } = tellCardStories(requests, rng, [], storyMemoryOf(kept, 1, date));
          kept = keepRecentStories(kept, [{ companyId: 1, date, templates: templates.filter(Boolean), lines: lines.map(storyHash) }], date);
        }
        const uses = storyMemoryOf(kept, 1, '2030-02-05').templates;
        const counts = POOLS.decided.map((_, i) => uses.get(`decided:${i}`) ?? 0);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  });
});
