// @vitest-environment node
import { createAppearance, createProduction, createSegment, createShow, createWrestler } from '../../src/domain/entities';
import {
  airtimeByGroup,
  airtimeByShow,
  airtimeFillMin,
  beatOrdinalMismatches,
  bookingFigures,
  presentationFigures,
  statedWeeks,
} from '../../scripts/season/figures-booking';
import { FIGURE_DEFINITIONS, LIVING_TARGETS, meetsTarget } from '../../scripts/season/definitions';
import { bookingSection } from '../../scripts/season/report-booking';

// Issue 35's booking figures on hand-made records.

type Seg = ReturnType<typeof createSegment> & { id: number };
const seg = (id: number, partial: Parameters<typeof createSegment>[0]): Seg => ({ ...createSegment({ complete: true, ...partial }), id });
const byId = (...segments: Seg[]) => new Map(segments.map((s) => [s.id, s]));
const card = (id: number, segmentIds: number[], extra: Parameters<typeof createProduction>[0] = {}) =>
  ({ ...createProduction({ date: '2027-01-05', complete: true, segmentIds, ...extra }), id });
const show = (id: number, maxDuration: number, name = `Show ${id}`) => ({ ...createShow({ maxDuration, name }), id });

describe('booking.airtimeFillMin (issue 35, DESIGN §4)', () => {
  const segments = byId(seg(1, { duration: 1800 }), seg(2, { duration: 1200 }), seg(3, { duration: 600 }), seg(4, { duration: 3600 }), seg(5, { duration: 300 }));
  const typed = (id: number, maxDuration: number, type: 'TV' | 'PPV', brandId: number, name = `Show ${id}`) => ({ ...createShow({ maxDuration, name, type, brandIds: [brandId] }), id });
  // Brands 1 and 2 are promotion 10's, brand 3 promotion 20's.
  const companies = new Map<number, number | null>([[1, 10], [2, 10], [3, 20]]);

  it('is the lowest median, per promotion and show type, of the share of the slot a card booked', () => {
    const shows = [typed(1, 3600, 'TV', 1, 'Blitz'), typed(2, 3600, 'TV', 2), typed(3, 3600, 'PPV', 1), typed(4, 0, 'TV', 3), typed(5, 3600, 'TV', 3)];
    const productions = [
      card(1, [1, 2], { showId: 1 }), // 10 TV: 3000 of 3600
      card(2, [3], { showId: 1 }), // 10 TV: 600 of 3600
      card(3, [4], { showId: 2 }), // 10 TV: 3600 of 3600 — the median of 0.17, 0.83, 1 is 0.83
      card(4, [4], { showId: 3 }), // 10 PPV: 1
      card(5, [5], { showId: 4 }), // no slot: not counted
      card(6, [3], { showId: 5 }), // 20 TV: 600 of 3600
      card(7, [5], { showId: null }), // no show
    ];
    expect(airtimeByGroup(productions, shows, segments, companies)).toEqual([
      { companyId: 10, type: 'PPV', productions: 1, fill: 1 },
      { companyId: 10, type: 'TV', productions: 3, fill: 3000 / 3600 },
      { companyId: 20, type: 'TV', productions: 1, fill: 600 / 3600 },
    ]);
    expect(airtimeFillMin(productions, shows, segments, companies)).toBe(600 / 3600);
    // The report's detail: every show's mean.
    expect(airtimeByShow(productions, shows, segments)[0]).toEqual({ showId: 1, name: 'Blitz', slot: 3600, productions: 2, fill: 0.5 });
  });

  it('is null when no show with a slot ran a card', () => {
    expect(airtimeFillMin([card(1, [1], { showId: 3 })], [typed(3, 0, 'TV', 1)], segments, companies)).toBeNull();
    expect(airtimeFillMin([], [typed(1, 3600, 'TV', 1)], segments, companies)).toBeNull();
  });

  it('reads an empty card as filling nothing', () => {
    expect(airtimeFillMin([card(1, [], { showId: 1 })], [typed(1, 3600, 'TV', 1)], segments, companies)).toBe(0);
  });
});

describe('booking.presentationShare and ratings.presentationVsMatch (issue 35)', () => {
  it('counts talking segments among the completed segments with people, and compares their ratings with the matches\'', () => {
    const segments = byId(
      seg(1, { type: 'PROMO', rating: 3, appearanceIds: [1] }),
      seg(2, { type: 'INTERVIEW', rating: 2, appearanceIds: [2, 3] }),
      seg(3, { type: 'SINGLES', rating: 3.5, appearanceIds: [4, 5] }),
      seg(4, { type: 'TAG_TEAM', rating: 1.5, appearanceIds: [6, 7, 8, 9] }),
      seg(5, { type: 'MUSIC_PERFORMANCE', rating: 1, appearanceIds: [10] }), // people, not talking, not a match
      seg(6, { type: 'ADVERT', rating: 0, appearanceIds: [] }), // nobody: not counted
      seg(7, { type: 'PROMO', rating: 5, appearanceIds: [] }), // a promo with nobody: not counted
      seg(8, { type: 'PROMO', rating: 5, appearanceIds: [11], complete: false }), // not completed
    );
    const { share, vsMatch } = presentationFigures([card(1, [1, 2, 3, 4, 5, 6, 7, 8])], segments);
    expect(share).toBe(2 / 5);
    expect(vsMatch).toBe(2.5 - 2.5);
  });

  it('is null without segments, and the difference null without talking segments or without matches', () => {
    expect(presentationFigures([], new Map())).toEqual({ share: null, vsMatch: null });
    const matchesOnly = byId(seg(1, { type: 'SINGLES', rating: 3, appearanceIds: [1, 2] }));
    expect(presentationFigures([card(1, [1])], matchesOnly)).toEqual({ share: 0, vsMatch: null });
    const talkOnly = byId(seg(1, { type: 'PROMO', rating: 3, appearanceIds: [1] }));
    expect(presentationFigures([card(1, [1])], talkOnly)).toEqual({ share: 1, vsMatch: null });
  });
});

describe('storylines.beatOrdinalMismatches (issue 35)', () => {
  const note = (rivalryId: number, week: number) => ({ rivalry: { rivalryId, week, segment: 1, heatBefore: 10, heatAfter: 20, sides: [[1], [2]] } });

  it('reads the week a storyline states', () => {
    expect(statedWeeks('Week 3 of Ace vs. Bo: Ace takes this round.')).toEqual([3]);
    expect(statedWeeks('Ace vs. Bo, week 12: a win for Ace.')).toEqual([12]);
    expect(statedWeeks('After 5 weeks, Ace vs. Bo is finished.')).toEqual([5]);
    expect(statedWeeks('They settle it after 1 week of Ace vs. Bo.')).toEqual([1]);
    expect(statedWeeks('Ace stood tall, vowing revenge next week.')).toEqual([]);
  });

  it('counts rivalry segments whose stated or stored week is not the rivalry\'s calendar week', () => {
    const segments = byId(
      seg(1, { meta: note(1, 1), storyline: 'Week 1 of Ace vs. Bo: words.' }), // right: started that day
      seg(2, { meta: note(1, 3), storyline: 'Ace vs. Bo, week 3: a win for Ace.' }), // right: 15 days on
      seg(3, { meta: note(1, 3), storyline: 'Week 2 of Ace vs. Bo: a win for Bo.' }), // the sentence says 2
      seg(4, { meta: note(2, 1), storyline: 'Week 1 of Cy vs. Di: first meeting.' }), // started 20 days earlier: week 3
      seg(5, { meta: note(2, 3), storyline: 'Cy and Di were separated.' }), // no week in the text: the note's is right
      seg(6, { meta: note(9, 7), storyline: 'Week 7 of Ed vs. Fa.' }), // start unknown: not judged
      seg(7, { storyline: 'Week 40 of nothing.' }), // no rivalry note: not a beat
    );
    const productions = [card(1, [1], { date: '2027-01-05' }), card(2, [2, 3, 4, 5, 6, 7], { date: '2027-01-20' })];
    expect(beatOrdinalMismatches(productions, segments, { 1: '2027-01-05', 2: '2026-12-31' })).toBe(2);
  });

  it('is 0 without rivalry beats, and null under the classic rules', () => {
    expect(beatOrdinalMismatches([], new Map(), {})).toBe(0);
    const records = { rules: 'classic' as const, shows: [], appearances: [], wrestlers: [], rivalryStarts: {}, brands: [] };
    expect(bookingFigures(records, [], new Map())['storylines.beatOrdinalMismatches']).toBeNull();
    expect(bookingFigures({ ...records, rules: 'living' }, [], new Map())['storylines.beatOrdinalMismatches']).toBe(0);
  });
});

describe('the booking figures in health.json (issue 35)', () => {
  it('are defined, with their living targets', () => {
    const names = ['booking.airtimeFillMin', 'ratings.shortMatchGap', 'booking.presentationShare', 'ratings.presentationVsMatch', 'storylines.beatOrdinalMismatches'] as const;
    for (const name of names) expect(FIGURE_DEFINITIONS.some((d) => d.name === name), name).toBe(true);
    expect(names.map((name) => LIVING_TARGETS[name])).toEqual(['≥ 0.75', '≥ 1', '0.15–0.35', '-1–1', '0']);
    expect(meetsTarget('-1–1', -0.8)).toBe(true);
    expect(meetsTarget('-1–1', 1.2)).toBe(false);
  });

  it('are computed from the records', () => {
    const wrestler = (id: number) => ({ ...createWrestler({ popularity: 50 }), id });
    const records = {
      rules: 'living' as const,
      shows: [show(1, 600)],
      appearances: [1, 2].map((id) => ({ ...createAppearance({ wrestlerId: id }), id })),
      wrestlers: [wrestler(1), wrestler(2)],
      rivalryStarts: {},
      brands: [],
    };
    const segments = byId(seg(1, { type: 'SINGLES', duration: 480, rating: 2, appearanceIds: [1, 2] }), seg(2, { type: 'PROMO', duration: 120, rating: 3, appearanceIds: [1] }));
    expect(bookingFigures(records, [card(1, [1, 2], { showId: 1 })], segments)).toEqual({
      'booking.airtimeFillMin': 1,
      'ratings.shortMatchGap': null,
      'booking.presentationShare': 0.5,
      'ratings.presentationVsMatch': 1,
      'storylines.beatOrdinalMismatches': 0,
    });
  });
});

describe('the report\'s booking detail (issue 35)', () => {
  it('lists every show\'s airtime, lowest first, and the short and long matches per tier', () => {
    const html = bookingSection({
      airtime: [{ showId: 1, name: 'Blitz <TV>', slot: 3600, productions: 3, fill: 0.9 }, { showId: 2, name: 'Voltage', slot: 480, productions: 2, fill: 0.25 }],
      lengths: [{ tier: 'stars', short: { count: 0, rating: null }, long: { count: 4, rating: 3.25 } }],
    }, 'living');
    expect(html).toContain('Blitz &lt;TV&gt;');
    expect(html.indexOf('Voltage')).toBeLessThan(html.indexOf('Blitz'));
    expect(html).toContain('25.0%');
    expect(html).toContain('3.25★');
    expect(bookingSection(undefined, 'living')).toBe('');
  });
});
