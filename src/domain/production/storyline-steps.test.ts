import { createAppearance } from '../entities/appearance';
import type { Stored } from '../entities/base';
import { createChampionship } from '../entities/championship';
import { createGame } from '../entities/game';
import { createReign } from '../entities/reign';
import { createSegment, type Segment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { seededRng, sequenceRng } from '../rules/test-rng';
import { completionSteps } from './completion-pipeline';
import { ruledStep } from './living-steps';
import { assignCardStorylines, livingAssignStorylines, segmentDebuts } from './storyline-steps';
import { emptyWork } from './test-work';

// Issue 17: step 12 writes the card's storylines together (never the same sentence twice), tells
// title changes and debuts, and on a living game a segment between rivals tells its chapter.

const veteran = { wins: 40, losses: 30, draws: 2 };
const wrestler = (id: number, name: string, fields: Partial<Wrestler> = veteran): Stored<Wrestler> => ({ ...createWrestler({ name, ...fields }), id });
const appearance = (id: number, wrestlerId: number, groupId: number, fields = {}) => ({ ...createAppearance({ wrestlerId, groupId, ...fields }), id });
const segment = (id: number, type: string, appearanceIds: number[], fields: Partial<Segment> = {}): Stored<Segment> =>
  ({ ...createSegment({ type, appearanceIds, ...fields }), id });
const crane = wrestler(1, 'Crane');
const vale = wrestler(2, 'Vale');

/** Five singles matches between the same two: the card of the first show played. */
const sameFive = (meta: Record<string, unknown> = {}, rules?: 'classic' | 'living') => emptyWork({}, {
  game: rules ? { ...createGame({ rules }), id: 1 } : null,
  show: { ...createShow({ name: 'Clash' }), id: 3 },
  segments: [1, 2, 3, 4, 5].map((id) => segment(id, 'SINGLES', [id * 2 - 1, id * 2], { meta })),
  appearances: [1, 2, 3, 4, 5].flatMap((id) => [appearance(id * 2 - 1, 1, 1, { loser: true }), appearance(id * 2, 2, 2, { winner: true })]),
  wrestlers: [crane, vale],
});
const rivalryNote = (week: number, extra = {}) => ({
  rivalry: { rivalryId: 4, week, heatBefore: 20, heatAfter: 31, ratingBonus: 6, payoff: false, ended: false, sides: [[1], [2]], ...extra },
});
const stories = (work: ReturnType<typeof emptyWork>) => work.segments.map((s) => s.storyline);

describe('step 12: the card\'s storylines', () => {
  it.each([0, 0.3, 0.99])('never writes the same sentence twice on one card (draw %s)', (draw) => {
    const lines = stories(completionSteps.assignStorylines(sameFive(), sequenceRng([draw])));
    expect(new Set(lines).size).toBe(5);
    expect(lines.every((line) => line.includes('Crane') && line.includes('Vale'))).toBe(true);
  });

  it('is the same card for the same seed', () => {
    expect(stories(assignCardStorylines(sameFive(), seededRng(5)))).toEqual(stories(assignCardStorylines(sameFive(), seededRng(5))));
  });

  it('tells a title change with the holders it was won from', () => {
    const title = { ...createChampionship({ name: 'World Title' }), id: 9 };
    const held = { ...createReign({ championshipId: 9, wrestlerIds: [1], startDate: '2026-01-01' }), id: 1 };
    const work = { ...emptyWork({}, {
      segments: [segment(1, 'LADDER', [1, 2], { championshipIds: [9] })],
      appearances: [appearance(1, 1, 1, { loser: true }), appearance(2, 2, 2, { winner: true })],
      wrestlers: [crane, vale], championships: [title], reigns: [held],
    }) };
    const changed = { ...work, reigns: [{ ...held, endDate: '2026-11-22' }, createReign({ championshipId: 9, wrestlerIds: [2], segmentId: 1, startDate: '2026-11-22' })] };
    const [line] = stories(assignCardStorylines(changed, sequenceRng([0])));
    expect(line).toBe('Vale won the World Title from Crane, and the arena shook.');
  });

  it('marks a wrestler\'s first match ever as their debut, once, and stores it for the blog', () => {
    const rookie = wrestler(3, 'Rookie', { wins: 0, losses: 0, draws: 0 });
    const work = emptyWork({}, {
      segments: [segment(1, 'PROMO', [1]), segment(2, 'SINGLES', [2, 3]), segment(3, 'TAG_TEAM', [4, 5, 6, 7])],
      appearances: [appearance(1, 3, 1), appearance(2, 3, 1, { winner: true }), appearance(3, 1, 2, { loser: true }),
        appearance(4, 3, 1, { winner: true }), appearance(5, 2, 1, { winner: true }), appearance(6, 1, 2), appearance(7, 4, 2)],
      wrestlers: [crane, vale, rookie, wrestler(4, 'Dray')],
    });
    const next = assignCardStorylines(work, sequenceRng([0]));
    expect(next.segments.map((s) => segmentDebuts(s.meta))).toEqual([[], [3], []]);
    expect(next.segments[1].storyline).toBe('Rookie made a debut nobody will forget, and Crane found out the hard way.');
  });
});

describe('step 12 on a living game: rivalries', () => {
  it('tells week 3 of the rivalry with both names, and never the same chapter twice on a card', () => {
    const lines = stories(livingAssignStorylines(sameFive(rivalryNote(3)), seededRng(8)));
    expect(new Set(lines).size).toBe(5);
    for (const line of lines) expect(line).toMatch(/Week 3 of Crane vs\. Vale|Crane vs\. Vale, week 3|week 3 of Crane vs\. Vale|Crane vs\. Vale reaches week 3/);
  });

  it('settles it at the show on a payoff, and says it is over when the payoff ended it', () => {
    const [payoff] = stories(livingAssignStorylines(sameFive(rivalryNote(6, { payoff: true })), sequenceRng([0])));
    expect(payoff).toBe('Vale and Crane settle it at Clash: week 6 of Crane vs. Vale, the night everyone waited for.');
    const [ended] = stories(livingAssignStorylines(sameFive(rivalryNote(7, { payoff: true, ended: true })), sequenceRng([0])));
    expect(ended).toBe('Vale and Crane settle it at Clash after 7 weeks of Crane vs. Vale, and it is over.');
  });

  it('runs on a living game only: the classic step ignores the note', () => {
    const step = ruledStep('assignStorylines', completionSteps.assignStorylines);
    expect(stories(step(sameFive(rivalryNote(3), 'living'), sequenceRng([0]))).every((l) => l.includes('week 3') || l.includes('Week 3'))).toBe(true);
    expect(stories(step(sameFive(rivalryNote(3), 'classic'), sequenceRng([0]))).some((l) => /week 3/i.test(l))).toBe(false);
  });
});
