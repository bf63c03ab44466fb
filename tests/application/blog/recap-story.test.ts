import fc from 'fast-check';
import { buildRecap, type RecapInput, type RecapSegmentInput } from '../../../src/application/blog';

// Issue 17: each show's recap tells its story (rivalries advanced or paid off, new champions,
// debuts) and never says the same sentence twice.

const person = (name: string, wrestlerId: number, groupId: number, result: 'winner' | 'loser' | null = null) => ({
  name, wrestlerId, groupId, manager: false, winner: result === 'winner', loser: result === 'loser', draw: false,
});
const crane = (result: 'winner' | 'loser' | null = null) => person('Crane', 1, 1, result);
const vale = (result: 'winner' | 'loser' | null = null) => person('Vale', 2, 2, result);
const note = (rivalryId: number, week: number, extra = {}) => ({
  rivalry: { rivalryId, week, heatBefore: 10, heatAfter: 20, ratingBonus: 5, payoff: false, ended: false, sides: [[1], [2]], ...extra },
});
const segment = (id: number, type: string, cast: RecapSegmentInput['cast'], fields: Partial<RecapSegmentInput['segment']> = {}, extra: Partial<RecapSegmentInput> = {}): RecapSegmentInput => ({
  segment: { id, type, rating: 2, storyline: '', meta: {}, ...fields }, cast, championships: [], newChampionships: [], ...extra,
});
const input = (segments: RecapSegmentInput[]): RecapInput => ({
  production: { id: 7, date: '2026-11-23', viewers: 0, attendance: 0, payout: 0 }, showName: 'Clash', venue: null, segments,
});

describe('a recap telling the show\'s story', () => {
  it('names the rivalries the show advanced, with their week, in its lead', () => {
    const recap = buildRecap(input([
      segment(1, 'PROMO', [crane(), vale()], { meta: note(4, 2) }),
      segment(2, 'SINGLES', [crane('winner'), vale('loser')], { meta: note(4, 3) }),
    ]));
    expect(recap.story.rivalries).toEqual([{ name: 'Crane vs. Vale', week: 3, payoff: false, ended: false }]);
    expect(recap.lead).toBe('Crane vs. Vale reached week 3.');
    expect(recap.headline).toBe('Crane wins the main event of Clash');
  });

  it('heads the recap with a rivalry paid off, and says when it is over', () => {
    const ended = buildRecap(input([segment(1, 'SINGLES', [crane('loser'), vale('winner')], { meta: note(4, 6, { payoff: true, ended: true }) })]));
    expect(ended.headline).toBe('Crane vs. Vale settled at Clash');
    expect(ended.lead).toBe('Crane vs. Vale was settled at Clash in week 6, and it is over.');
    const open = buildRecap(input([segment(1, 'SINGLES', [crane('loser'), vale('winner')], { meta: note(4, 6, { payoff: true }) })]));
    expect(open.headline).toBe('Crane vs. Vale boils over at Clash');
    expect(open.lead).toMatch(/not over yet/);
  });

  it('tells the titles that changed hands and who debuted', () => {
    const recap = buildRecap(input([
      segment(1, 'SINGLES', [person('Rookie', 3, 1, 'winner'), person('Dray', 4, 2, 'loser')], { meta: { debuts: [3] } }),
      segment(2, 'TAG_TEAM', [person('Di', 5, 1, 'winner'), person('Em', 6, 1, 'winner'), person('Crane', 1, 2, 'loser')], {}, { championships: ['Tag Titles'], newChampionships: ['Tag Titles'] }),
    ]));
    expect(recap.lead).toBe('Di & Em won the Tag Titles. Rookie made a debut.');
    expect(recap.story.debuts).toEqual(['Rookie']);
  });

  it('has no lead for a show that told no story', () => {
    expect(buildRecap(input([segment(1, 'SINGLES', [crane('winner'), vale('loser')])])).lead).toBeNull();
  });

  it('never says a sentence twice: an old card of five equal storylines is told once', () => {
    const line = 'After the bell, Vale attacked Crane from behind and left them laid out in the ring.';
    const recap = buildRecap(input([1, 2, 3, 4, 5].map((id) => segment(id, 'SINGLES', [crane('winner'), vale('loser')], { storyline: line }))));
    expect(recap.storylines).toEqual([line]);
  });

  it('for any card of storylines, no sentence appears twice in the whole recap', () => {
    const sentence = fc.constantFrom('Crane won.', 'Vale lost.', 'The show broke even.', 'Crane vs. Vale reached week 2.', 'It was loud.');
    const storyline = fc.array(sentence, { minLength: 1, maxLength: 3 }).map((s) => s.join(' '));
    fc.assert(fc.property(fc.array(fc.tuple(storyline, fc.integer({ min: 1, max: 3 })), { maxLength: 8 }), (card) => {
      const recap = buildRecap(input(card.map(([story, week], i) => segment(i + 1, 'SINGLES', [crane('winner'), vale('loser')], { storyline: story, meta: note(1, week) }))));
      const said = [recap.lead ?? '', ...recap.paragraphs, ...recap.storylines].flatMap((block) => block.split(/(?<=[.!?])\s+/)).filter(Boolean);
      expect(new Set(said).size).toBe(said.length);
    }));
  });
});
