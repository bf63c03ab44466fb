import fc from 'fast-check';
import { kindOrDefault } from '../catalog/segment-kinds';
import { createAppearance } from '../entities/appearance';
import type { Stored } from '../entities/base';
import { createBrand } from '../entities/brand';
import { createGame } from '../entities/game';
import { createProduction } from '../entities/production';
import { createReign } from '../entities/reign';
import { readRivalries, segmentRivalryNote, type Rivalry } from '../entities/rivalry';
import { createSegment, type Segment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { showReportOf } from '../report/show-report';
import { reportMarkdown } from '../report/report-text';
import { yearAwards, type SegmentFacts } from '../rules/owner/awards';
import { tellCardStories } from '../rules/story/card-stories';
import { keepRecentStories, storyHash, storyMemoryOf, type RecentStory } from '../rules/story/recent-stories';
import { storyRequest, type RivalryChapter } from '../rules/storyline';
import { seededRng, sequenceRng } from '../rules/test-rng';
import { addDays } from '../dates';
import { rateSegments } from './completion-steps';
import { ruledStep } from './living-steps';
import { livingAssignStorylines } from './storyline-steps';
import { emptyWork } from './test-work';

// Issue 35 item 5: stories that agree with the results. Each example is the exploit it closes.

const DATE = '2027-03-07';
const veteran = { wins: 40, losses: 30, draws: 2, points: 60, popularity: 60, gender: 'MALE' as const };
const wrestler = (id: number, name: string): Stored<Wrestler> => ({ ...createWrestler({ name, ...veteran }), id });
const appear = (id: number, wrestlerId: number, fields = {}) => ({ ...createAppearance({ wrestlerId, groupId: wrestlerId, ...fields }), id });
const segment = (id: number, type: string, appearanceIds: number[], fields: Partial<Segment> = {}): Stored<Segment> => ({ ...createSegment({ type, appearanceIds, ...fields }), id });
const rivalry = (fields: Partial<Rivalry> = {}): Rivalry => ({
  id: 4, sides: [[1], [2]], origin: 'booker', startedOn: '2027-02-15', endedOn: null, endReason: '', heat: 40, heatOn: DATE,
  beats: [], segments: 0, payoffShowId: null, ...fields,
});

/** Crane (1) loses to Vale (2) in a singles match on a weekly TV show of a living game. */
function rivalsCard(rivalries: Rivalry[]) {
  return emptyWork({ date: DATE }, {
    game: { ...createGame({ rules: 'living', rivalries }), id: 1 },
    show: { ...createShow({ name: 'Blitz', type: 'TV', avgViewers: 2_000_000 }), id: 3 },
    segments: [segment(1, 'SINGLES', [11, 12])],
    appearances: [appear(11, 1, { loser: true }), appear(12, 2, { winner: true })],
    wrestlers: [wrestler(1, 'Crane'), wrestler(2, 'Vale')],
  });
}
const played = (rivalries: Rivalry[]) => {
  const rated = ruledStep('rateSegments', rateSegments)(rivalsCard(rivalries), sequenceRng([0.99]));
  return livingAssignStorylines(rated, sequenceRng([0]));
};

describe('issue 35: a rivalry\'s week and its first win', () => {
  it('a feud started 20 days before its first segment is in its week 3, not "week 1 … the night everyone waited for"', () => {
    const work = played([rivalry({ startedOn: addDays(DATE, -20) })]);
    const note = segmentRivalryNote(work.segments[0].meta)!;
    expect(note).toMatchObject({ week: 3, segment: 1 });
    expect(work.segments[0].storyline).toContain('week 3');
    expect(work.segments[0].storyline).not.toMatch(/week 1\b/i);
  });

  it('the week counts from the rivalry\'s start, not from how many segments it had', () => {
    // Met five times in its first week: still week 1.
    expect(segmentRivalryNote(played([rivalry({ startedOn: DATE, segments: 5 })]).segments[0].meta)).toMatchObject({ week: 1, segment: 6 });
  });

  it('never calls it a first win ("draws first blood") after the sides already met in the rivalry', () => {
    const chapter: RivalryChapter = { week: 2, sides: ['Crane', 'Vale'], winner: 0, payoff: false, ended: false, firstMeeting: false };
    const request = storyRequest(kindOrDefault('SINGLES'), [{ name: 'Crane', groupId: 1, winner: true }, { name: 'Vale', groupId: 2 }], { rivalry: chapter });
    // Every line a card can give it: its own pool's and its fallbacks'.
    for (const seed of [1, 2, 3]) {
      const { lines } = tellCardStories(Array.from({ length: 30 }, () => request), seededRng(seed));
      for (const line of lines) expect(line).not.toMatch(/first|another loss/i);
    }
  });

  it('a first win is told as one when it is the sides\' first meeting in the rivalry', () => {
    const work = played([rivalry({ startedOn: DATE })]);
    expect(work.segments[0].storyline).toBe('Vale draws first blood in week 1 of Crane vs. Vale, and Crane swore it will not happen twice.');
    const later = played([rivalry({ startedOn: DATE, segments: 1 })]);
    expect(later.segments[0].storyline).not.toMatch(/first/i);
  });

  it('a payoff in a rivalry\'s first weeks is not "the night everyone waited for"', () => {
    const chapter: RivalryChapter = { week: 1, sides: ['Crane', 'Vale'], winner: 0, payoff: true, ended: false };
    const request = storyRequest(kindOrDefault('SINGLES'), [{ name: 'Crane', groupId: 1, winner: true }, { name: 'Vale', groupId: 2 }], { rivalry: chapter, show: 'Clash' });
    const { lines } = tellCardStories(Array.from({ length: 6 }, () => request), seededRng(5));
    for (const line of lines) expect(line).not.toContain('waited for');
  });
});

describe('issue 35: a rivalry\'s origin', () => {
  it('an old save\'s "title" rivalry the week started (no production on its start) reads as a challenge', () => {
    const start = { date: DATE, kind: 'start' as const, heat: 30, gain: 0, productionId: null, segmentId: null };
    const [old] = readRivalries([{ ...rivalry({ origin: 'title' }), beats: [start] }]);
    expect(old.origin).toBe('challenge');
    const [real] = readRivalries([{ ...rivalry({ origin: 'title' }), beats: [{ ...start, productionId: 9 }] }]);
    expect(real.origin).toBe('title');
  });
});

describe('issue 35: a show\'s results list the night', () => {
  it('a PPV\'s report lists its title changes, debuts, turns and rivalry steps (not only the blog)', () => {
    const names = [wrestler(1, 'Crane'), wrestler(2, 'Vale'), wrestler(3, 'Ozu'), wrestler(4, 'Pike'), wrestler(5, 'Rook')];
    const note = { rivalryId: 4, week: 3, segment: 2, heatBefore: 30, heatAfter: 42, ratingBonus: 6, payoff: false, ended: false, sides: [[1], [2]] };
    const segments = [
      segment(1, 'SINGLES', [11, 12], { championshipIds: [7], meta: { rivalry: note } }),
      segment(2, 'SINGLES', [13, 14], { meta: { debuts: [5] } }),
      segment(3, 'ALIGNMENT_CHANGE', [15]),
      segment(4, 'LADDER', [16, 17], { championshipIds: [8] }),
    ];
    const appearances = [appear(11, 1), appear(12, 2, { winner: true }), appear(13, 5, { winner: true }), appear(14, 3), appear(15, 4), appear(16, 3, { winner: true }), appear(17, 4)];
    const reigns = [
      createReign({ championshipId: 7, wrestlerIds: [1], startDate: '2027-01-01', endDate: DATE }),
      createReign({ championshipId: 7, wrestlerIds: [2], startDate: DATE, segmentId: 1 }),
      createReign({ championshipId: 8, wrestlerIds: [3], startDate: DATE, segmentId: 4 }),
    ];
    const started = rivalry({ id: 9, sides: [[3], [4]], origin: 'title', beats: [{ date: DATE, kind: 'start', heat: 30, gain: 0, productionId: 1, segmentId: null }] });
    const report = showReportOf({
      production: { ...createProduction({ date: DATE }), id: 1 }, show: { name: 'Clash' }, rules: 'living', segments, appearances, wrestlers: names,
      championships: [{ id: 7, name: 'World Title' }, { id: 8, name: 'Ladder Title' }], reigns, rivalries: [started],
    });
    expect((report.events ?? []).map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'title', text: 'New champion: Vale (World Title), beating Crane' },
      { kind: 'rivalry', text: 'Rivalry: Crane vs. Vale, week 3: heat 30 → 42' },
      { kind: 'debut', text: 'Debut: Rook' },
      { kind: 'turn', text: 'Turn: Pike changed alignment' },
      { kind: 'title', text: 'New champion: Ozu (Ladder Title)' },
      { kind: 'rivalry', text: 'Rivalry begun: Ozu vs. Pike, born of the title change' },
    ]);
    // Each event carries the wrestlers it names, by id, for the results' links.
    const who = (i: number) => report.events![i]!.people.map((p) => p.name);
    expect([who(0), who(1), who(2), who(3), who(5)]).toEqual([['Crane', 'Vale'], ['Crane', 'Vale'], ['Rook'], ['Pike'], ['Ozu', 'Pike']]);
    const text = reportMarkdown(report);
    expect(text).toContain('## Debuts, turns and rivalries');
    expect(text).toContain('- Debut: Rook');
  });
});

describe('issue 35: show of the year weighs the whole show', () => {
  it('a one-match weekly show does not beat a full PPV card', () => {
    const fact = (id: number, productionId: number, rating: number, duration: number): SegmentFacts => ({
      id, productionId, productionName: `Show ${productionId}`, rating, match: true, wrestlerIds: [id], winnerIds: [id], duration,
    });
    const weekly = [fact(1, 1, 4.8, 20 * 60)];
    const ppv = [2, 3, 4, 5, 6, 7].map((id) => fact(id, 2, 3.9, 12 * 60));
    const awards = yearAwards({
      year: 2027, segments: [...weekly, ...ppv], rivalries: [], names: new Map(),
      productions: [{ id: 1, name: 'Blitz', viewers: 2_000_000, showType: 'TV' }, { id: 2, name: 'Clash', viewers: 1_000_000, showType: 'PPV' }],
    });
    const show = awards.find((a) => a.category === 'show')!;
    expect(show.winner).toBe('Clash');
    expect(show.reason).toBe('Averaged 3.90★ over 6 segments (72 minutes, a PPV), 1,000,000 viewers');
  });
});

describe('issue 35: no storyline repeats within a promotion for eight weeks', () => {
  const decided = (a: string, b: string) => storyRequest(kindOrDefault('SINGLES'), [{ name: a, groupId: 1, winner: true }, { name: b, groupId: 2 }]);

  it('the same match a week later gets another sentence and another template (the handshake line does not come back)', () => {
    const first = tellCardStories([decided('Ace', 'Cruz')], sequenceRng([0.9]));
    const memory = storyMemoryOf([{ companyId: 1, date: DATE, templates: first.templates, lines: first.lines.map(storyHash) }], 1, addDays(DATE, 7));
    const second = tellCardStories([decided('Ace', 'Cruz')], sequenceRng([0.9]), [], memory);
    expect(second.lines[0]).not.toBe(first.lines[0]);
    expect(second.templates[0]).not.toBe(first.templates[0]);
    // Another promotion, or nine weeks later, is free to tell it.
    expect(storyMemoryOf([{ companyId: 1, date: DATE, templates: first.templates, lines: first.lines.map(storyHash) }], 2, addDays(DATE, 7)).lines.size).toBe(0);
    expect(storyMemoryOf([{ companyId: 1, date: DATE, templates: first.templates, lines: first.lines.map(storyHash) }], 1, addDays(DATE, 63)).lines.size).toBe(0);
  });

  it('a card completed after a later card of its promotion does not tell that card\'s sentences (the player plays Saturday before Tuesday)', () => {
    const saturday = tellCardStories([decided('Ace', 'Cruz')], sequenceRng([0.9]));
    const remembered = [{ companyId: 1, date: addDays(DATE, 4), templates: saturday.templates, lines: saturday.lines.map(storyHash) }];
    const tuesday = tellCardStories([decided('Ace', 'Cruz')], sequenceRng([0.9]), [], storyMemoryOf(remembered, 1, DATE));
    expect(tuesday.lines[0]).not.toBe(saturday.lines[0]);
    // Eight weeks or more apart, either way, it is free again.
    expect(storyMemoryOf(remembered, 1, addDays(DATE, 4 - 56)).lines.size).toBe(0);
  });

  it('a living completion remembers its card\'s storylines for the commit, keyed by its promotion', () => {
    const work = { ...played([]), brands: [{ ...createBrand({ name: 'AWE', companyId: 6 }), id: 1 }] };
    const again = livingAssignStorylines({ ...work, segments: work.segments.map((s) => ({ ...s, storyline: '' })), effects: { ...work.effects, stories: [] } }, sequenceRng([0]));
    expect(again.effects.stories).toEqual([{ companyId: 6, date: DATE, templates: [expect.any(String)], lines: [storyHash(again.segments[0].storyline)] }]);
  });

  it('property: over eight weeks of random cards, no sentence repeats within a promotion while templates remain', () => {
    const names = ['Ace', 'Blaze', 'Cruz', 'Dee', 'Eve', 'Fox'];
    const castArb = fc.tuple(fc.constantFrom(...names), fc.constantFrom(...names)).filter(([a, b]) => a !== b);
    const kindArb = fc.constantFrom('SINGLES', 'PROMO', 'BRAWL', 'INTERVIEW');
    const cardArb = fc.array(fc.tuple(kindArb, castArb, fc.boolean()), { minLength: 1, maxLength: 4 });
    // Eight weeks, one or two cards a week, for two promotions.
    const weeksArb = fc.array(fc.array(fc.tuple(fc.constantFrom(1, 2), cardArb), { minLength: 1, maxLength: 2 }), { minLength: 8, maxLength: 8 });
    fc.assert(fc.property(weeksArb, fc.integer(), (weeks, seed) => {
      const rng = seededRng(seed);
      let kept: RecentStory[] = [];
      const told = new Map<number, string[]>();
      weeks.forEach((cards, week) => {
        const date = addDays(DATE, week * 7);
        for (const [companyId, card] of cards) {
          const requests = card.map(([type, [a, b], won]) =>
            storyRequest(kindOrDefault(type), [{ name: a, groupId: 1, winner: won }, { name: b, groupId: 2 }]));
          const { lines, templates } = tellCardStories(requests, rng, [], storyMemoryOf(kept, companyId, date));
          kept = keepRecentStories(kept, [{ companyId, date, templates: templates.filter(Boolean), lines: lines.filter(Boolean).map(storyHash) }], date);
          told.set(companyId, [...(told.get(companyId) ?? []), ...lines.filter(Boolean)]);
        }
      });
      for (const lines of told.values()) expect(new Set(lines).size).toBe(lines.length);
    }), { numRuns: 60 });
  });
});
