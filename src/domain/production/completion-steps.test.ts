import { createAppearance } from '../entities/appearance';
import type { Stored } from '../entities/base';
import { createChampionship } from '../entities/championship';
import { createReign } from '../entities/reign';
import { createSegment, type Segment } from '../entities/segment';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { sequenceRng } from '../rules/test-rng';
import { completionSteps } from './completion-pipeline';
import { emptyWork } from './test-work';

const half = sequenceRng([0.5]);
const wrestler = (id: number, fields: Partial<Wrestler> = {}): Stored<Wrestler> => ({ ...createWrestler({ name: `W${id}`, ...fields }), id });
const appearance = (id: number, wrestlerId: number, groupId: number, fields = {}) => ({ ...createAppearance({ wrestlerId, groupId, ...fields }), id });
const segment = (id: number, type: string, appearanceIds: number[], fields: Partial<Segment> = {}): Stored<Segment> =>
  ({ ...createSegment({ type, appearanceIds, ...fields }), id });

describe('completion steps', () => {
  it('records a draw with the draw effects for each competitor (no fuzz, streak kept)', () => {
    const work = emptyWork({}, {
      segments: [segment(1, 'SINGLES', [1, 2])],
      appearances: [appearance(1, 1, 1, { draw: true }), appearance(2, 2, 2, { draw: true })],
      wrestlers: [wrestler(1, { streak: 4 }), wrestler(2)],
    });
    const next = completionSteps.recordResults(work, half);
    expect(next.wrestlers[0]).toMatchObject({ draws: 1, streak: 4, followers: 1750, remainingAppearances: 51, wins: 0, losses: 0 });
    expect(next.wrestlers[0].charisma).toBeCloseTo(11.1);
    expect(next.wrestlers[0].morale).toBeCloseTo(28.9);
    expect(work.wrestlers[0].draws).toBe(0); // the input work is never mutated
  });

  it('records nothing for segments whose kind registers no victory, such as a promo', () => {
    const work = emptyWork({}, {
      segments: [segment(1, 'PROMO', [1, 2])],
      appearances: [appearance(1, 1, 1, { winner: true }), appearance(2, 2, 2, { loser: true })],
      wrestlers: [wrestler(1), wrestler(2)],
    });
    expect(completionSteps.recordResults(work, half).wrestlers).toEqual(work.wrestlers);
  });

  it('turns and retires everyone appearing in alignment change and retirement segments', () => {
    const work = emptyWork({}, {
      segments: [segment(1, 'ALIGNMENT_CHANGE', [1, 2]), segment(2, 'RETIREMENT', [3])],
      appearances: [appearance(1, 1, 1), appearance(2, 2, 1), appearance(3, 3, 1)],
      wrestlers: [wrestler(1, { alignment: 'GOOD' }), wrestler(2, { alignment: 'BAD' }), wrestler(3)],
    });
    const turned = completionSteps.changeAlignments(work, half);
    expect(turned.wrestlers.map((w) => w.alignment)).toEqual(['BAD', 'GOOD', 'NEUTRAL']);
    const retired = completionSteps.applyRetirements(turned, half);
    expect(retired.wrestlers.map((w) => [w.active, w.retired])).toEqual([[true, false], [true, false], [false, true]]);
  });

  it('adds a defence when the champion keeps the title, once per title match', () => {
    const reign = { ...createReign({ championshipId: 5, wrestlerIds: [1], defenses: 2, startDate: '2026-01-01' }), id: 9 };
    const work = emptyWork({ date: '2026-11-22' }, {
      segments: [segment(1, 'SINGLES', [1, 2], { championshipIds: [5] }), segment(2, 'LADDER', [3, 4], { championshipIds: [5] })],
      appearances: [appearance(1, 1, 1, { winner: true }), appearance(2, 2, 2, { loser: true }),
        appearance(3, 1, 1, { winner: true }), appearance(4, 3, 2, { loser: true })],
      wrestlers: [wrestler(1), wrestler(2), wrestler(3)],
      championships: [{ ...createChampionship({ wrestlerIds: [1] }), id: 5 }],
      reigns: [reign],
    });
    const next = completionSteps.updateReigns(completionSteps.updateChampionships(work, half), half);
    expect(next.reigns).toEqual([{ ...reign, defenses: 4 }]);
    expect(next.championships[0].wrestlerIds).toEqual([1]);
  });

  it('starts a first reign for a vacant title, leaves titles of undecided or presentation segments alone', () => {
    const work = emptyWork({ date: '2026-11-22' }, {
      segments: [segment(1, 'TAG_TEAM', [1, 2, 3], { championshipIds: [5] }), segment(2, 'SINGLES', [4, 5], { championshipIds: [6] }),
        segment(3, 'PROMO', [6], { championshipIds: [6] })],
      appearances: [appearance(1, 1, 1, { winner: true }), appearance(2, 2, 1, { winner: true }), appearance(3, 3, 2, { loser: true }),
        appearance(4, 4, 1), appearance(5, 5, 2), appearance(6, 4, 1, { winner: true })],
      wrestlers: [1, 2, 3, 4, 5].map((id) => wrestler(id)),
      championships: [{ ...createChampionship({ holders: 2 }), id: 5 }, { ...createChampionship({ wrestlerIds: [9] }), id: 6 }],
    });
    const next = completionSteps.updateReigns(completionSteps.updateChampionships(work, half), half);
    expect(next.championships.map((c) => c.wrestlerIds)).toEqual([[1, 2], [9]]);
    expect(next.reigns).toEqual([createReign({ championshipId: 5, wrestlerIds: [1, 2], segmentId: 1, startDate: '2026-11-22', defenses: 0 })]);
  });

  it('simulates a duration only for a competition with no duration set, keeping decided winners', () => {
    const work = emptyWork({}, {
      segments: [segment(1, 'SINGLES', [1, 2], { duration: 0 }), segment(2, 'SINGLES', [3, 4], { duration: 420 }),
        segment(3, 'PROMO', [5], { duration: 0 }), segment(4, 'SINGLES', [], { duration: 0 })],
      appearances: [appearance(1, 1, 1), appearance(2, 2, 2), appearance(3, 1, 1, { loser: true }), appearance(4, 2, 2, { winner: true }),
        appearance(5, 1, 1)],
      wrestlers: [wrestler(1, { points: 90 }), wrestler(2, { points: 10 })],
    });
    const next = completionSteps.simulateSegments(work, half);
    expect(next.segments.map((s) => s.duration)).toEqual([660, 420, 0, 0]);
    expect(next.appearances.map((a) => a.winner)).toEqual([true, false, false, true, false]);
  });

  it("treats a match still at its kind's default duration as unset, and simulates it", () => {
    const work = emptyWork({}, {
      segments: [segment(1, 'SINGLES', [1, 2], { duration: 300 }), segment(2, 'SINGLES', [3, 4], { duration: 360 })],
      appearances: [appearance(1, 1, 1), appearance(2, 2, 2), appearance(3, 1, 1), appearance(4, 2, 2)],
      wrestlers: [wrestler(1), wrestler(2), wrestler(3), wrestler(4)],
    });
    const next = completionSteps.simulateSegments(work, half);
    expect(next.segments.map((s) => s.duration)).toEqual([660, 360]);
  });

  it('writes storylines only for segments with people, a story kind and no storyline yet', () => {
    const work = emptyWork({}, {
      segments: [segment(1, 'SINGLES', [1, 2]), segment(2, 'SINGLES', []), segment(3, 'PROMO', [3], { storyline: 'Written by the player' }),
        segment(4, 'RECAP', [])],
      appearances: [appearance(1, 1, 1, { winner: true }), appearance(2, 2, 2, { loser: true }), appearance(3, 1, 1)],
      wrestlers: [wrestler(1, { name: 'Ace' }), wrestler(2, { name: 'Brute' })],
    });
    const stories = completionSteps.assignStorylines(work, half).segments.map((s) => s.storyline);
    expect(stories[0]).toMatch(/Ace/);
    expect(stories[0]).toMatch(/Brute/);
    expect(stories.slice(1)).toEqual(['', 'Written by the player', '']);
  });

  it('marks the production complete at step 12 with its seed', () => {
    const next = completionSteps.markComplete(emptyWork(), half);
    expect(next.production).toMatchObject({ complete: true, step: 12, seed: 42 });
  });
});
