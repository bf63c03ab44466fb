import { buildRecap, type RecapInput, type RecapSegmentInput } from '../../../src/application/blog';

const person = (name: string, groupId: number, result: 'winner' | 'loser' | 'draw' | null = null, manager = false) => ({
  name, groupId, manager, winner: result === 'winner', loser: result === 'loser', draw: result === 'draw',
});
const segment = (id: number, type: string, rating: number, cast: RecapSegmentInput['cast'], extra: Partial<RecapSegmentInput> = {}): RecapSegmentInput => ({
  segment: { id, type, rating, storyline: '' }, cast, championships: [], newChampionships: [], ...extra,
});
const input = (segments: RecapSegmentInput[], fields: Partial<RecapInput> = {}): RecapInput => ({
  production: { id: 7, date: '2026-11-23', viewers: 2_100_000, attendance: 13_000, payout: 1_250_000 },
  showName: 'Raw',
  venue: 'Harbour Hall, Portsmouth',
  segments,
  ...fields,
});

describe('when a show is recapped', () => {
  it('names the last match as the main event, its winners, the best segment and the money', () => {
    const recap = buildRecap(input([
      segment(1, 'SINGLES', 4.1, [person('Ada Strong', 1, 'winner'), person('Bo Small', 2, 'loser')]),
      segment(2, 'PROMO', 0, [person('Cy Vance', 1)], { segment: { id: 2, type: 'PROMO', rating: 0, storyline: 'Cy Vance called out the locker room.' } }),
      segment(3, 'TAG_TEAM', 2.5, [person('Dee', 1, 'loser'), person('Eve', 1, 'loser'), person('Fay', 2, 'winner'), person('Gus', 2, 'winner'), person('Hal', 2, null, true)]),
    ]));
    expect(recap.mainEvent).toMatchObject({ kindName: 'Tag Team', winners: ['Fay & Gus'], losers: ['Dee & Eve'], draw: false });
    expect(recap.bestSegment).toMatchObject({ kindName: 'Singles', rating: 4.1, sides: ['Ada Strong', 'Bo Small'] });
    expect(recap.storylines).toEqual(['Cy Vance called out the locker room.']);
    expect(recap.headline).toBe('Fay & Gus win the main event of Raw');
    expect(recap.paragraphs).toEqual([
      'Raw came to Harbour Hall, Portsmouth in front of 13,000 fans, with 2.1M more watching at home.',
      'In the main event, a Tag Team match, Fay & Gus defeated Dee & Eve.',
      'The segment of the night was the Singles with Ada Strong and Bo Small, rated 4.10 stars.',
      'The show paid out $1,250,000 to its brands.',
    ]);
  });

  it('says when the main event was also the best segment, and when a title changed hands', () => {
    const recap = buildRecap(input([
      segment(1, 'SINGLES', 1.2, [person('Ada', 1, 'winner'), person('Bo', 2, 'loser')]),
      segment(2, 'LADDER', 3.5, [person('Cy', 1, 'loser'), person('Di', 2, 'winner')], { championships: ['World Title'], newChampionships: ['World Title'] }),
    ]));
    expect(recap.headline).toBe('New champion crowned at Raw');
    expect(recap.paragraphs[1]).toBe('In the main event, a Ladder match for the World Title, Di defeated Cy. The World Title changed hands.');
    expect(recap.paragraphs[2]).toBe('That main event was also the best-rated segment of the night at 3.50 stars.');
  });

  it('tells a retained title, a draw and an undecided match apart', () => {
    const retained = buildRecap(input([segment(1, 'SINGLES', 2, [person('Ada', 1, 'winner'), person('Bo', 2, 'loser')], { championships: ['Tag Titles'] })]));
    expect(retained.paragraphs[1]).toBe('In the main event, a Singles match for the Tag Titles, Ada defeated Bo. Ada retained the Tag Titles.'); // issue 35: a singles winner is never "the champions"

    const draw = buildRecap(input([segment(1, 'IRON_MAN', 2, [person('Ada', 1, 'draw'), person('Bo', 2, 'draw')])]));
    expect(draw.headline).toBe('Raw main event ends in a draw');
    expect(draw.mainEvent).toMatchObject({ winners: [], draw: true });
    expect(draw.paragraphs[1]).toMatch(/Ada and Bo fought to a draw\.$/);

    const open = buildRecap(input([segment(1, 'SINGLES', 0, [person('Ada', 1), person('Bo', 2)])]));
    expect(open.paragraphs[1]).toBe('In the main event, a Singles match, Ada and Bo went at it with no clear winner.');
  });

  it('recaps a show without matches, venue, crowd or profit', () => {
    const recap = buildRecap(input([segment(1, 'PROMO', 0, [person('Cy', 1)]), segment(2, 'SINGLES', 0, [])], {
      venue: null,
      production: { id: 8, date: '2026-11-24', viewers: 0, attendance: 0, payout: -4_500 },
    }));
    expect(recap).toMatchObject({ mainEvent: null, bestSegment: null, headline: 'Raw in review', productionId: 8, date: '2026-11-24' });
    expect(recap.paragraphs).toEqual(['Raw went on the air.', 'The show lost $4,500.']);
  });

  it('is the same recap every time for the same show', () => {
    const show = input([segment(1, 'SINGLES', 3, [person('Ada', 1, 'winner'), person('Bo', 2, 'loser')])]);
    expect(buildRecap(show)).toEqual(buildRecap(show));
  });
});

describe('who a recap names (issue 35)', () => {
  it('lists everyone on the card by id once, and a run-in\'s interferer off the card, for the links', () => {
    const cast = (name: string, wrestlerId: number, groupId: number) => ({ ...person(name, groupId), wrestlerId });
    const runIn = { interfererId: 9, interferer: 'Ivy Rook', wrongedId: 1, wronged: 'Ada Strong', winnerId: 2, winner: 'Bo Small', disqualification: false, rivalryId: null };
    const recap = buildRecap(input([
      segment(1, 'SINGLES', 3, [cast('Ada Strong', 1, 1), cast('Bo Small', 2, 2)], { segment: { id: 1, type: 'SINGLES', rating: 3, storyline: '', meta: { runIn } } }),
      segment(2, 'PROMO', 0, [cast('Bo Small', 2, 1)]),
    ]));
    expect(recap.people).toEqual([{ id: 1, name: 'Ada Strong' }, { id: 2, name: 'Bo Small' }, { id: 9, name: 'Ivy Rook' }]);
  });
});
