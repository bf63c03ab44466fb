import { describe, expect, it } from 'vitest';
import { createAppearance } from '../entities/appearance';
import { createGame } from '../entities/game';
import { createSegment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler } from '../entities/wrestler';
import { starsOfSum } from '../rules/living/star-rating';
import { sequenceRng } from '../rules/test-rng';
import { COMPLETION_PIPELINE, pureSteps, withRuleSets } from './completion-pipeline';
import type { CompletionWork } from './completion-work';
import { MOMENTUM_RULE, segmentMomentumNote } from './momentum-steps';
import { storedRatingExplanation } from './rating-explanation';
import { emptyWork } from './test-work';

const DATE = '2027-03-07';

/** Kip (1) beats Ash (2); Ozu (3, popular) loses to Pike (4, unknown). */
function work(rules: 'living' | 'classic', momentum: Record<number, number> = {}) {
  const wrestler = (id: number, name: string, popularity: number) => ({
    ...createWrestler({ name, gender: 'MALE', points: 60, popularity, momentum: momentum[id] ?? 0 }), id,
  });
  const appear = (id: number, wrestlerId: number, winner: boolean) => ({ ...createAppearance({ wrestlerId, groupId: wrestlerId, winner, loser: !winner }), id });
  return emptyWork({ date: DATE }, {
    game: { ...createGame({ rules }), id: 1 },
    show: { ...createShow({ name: 'Show', type: 'TV', avgViewers: 2_000_000 }), id: 3 },
    segments: [
      { ...createSegment({ type: 'SINGLES', appearanceIds: [11, 12] }), id: 1 },
      { ...createSegment({ type: 'SINGLES', appearanceIds: [13, 14] }), id: 2 },
    ],
    appearances: [appear(11, 1, true), appear(12, 2, false), appear(13, 3, false), appear(14, 4, true)],
    wrestlers: [wrestler(1, 'Kip Vale', 60), wrestler(2, 'Ash', 60), wrestler(3, 'Ozu', 90), wrestler(4, 'Pike', 20)],
  });
}

/** Every step after loading, as the game plays them; the simulation decides nothing (results are booked). */
function complete(start: CompletionWork): CompletionWork {
  const steps = pureSteps(withRuleSets(COMPLETION_PIPELINE)).filter((step) => step.actor !== 'simulateSegments');
  const rng = sequenceRng([0.5]);
  return steps.reduce((next, step) => step.run(next, rng), start);
}

const momentumOfId = (w: CompletionWork, id: number) => w.wrestlers.find((x) => x.id === id)!.momentum;

describe('momentum in the completion (issue 35, living rules)', () => {
  it('moves with the result: the winner up, the loser down, a loss to an unknown costing more', () => {
    const done = complete(work('living'));
    expect(momentumOfId(done, 1)).toBeGreaterThan(0);
    expect(momentumOfId(done, 2)).toBeLessThan(0);
    expect(momentumOfId(done, 4)).toBeGreaterThan(momentumOfId(done, 1)); // Pike beat a star
    expect(momentumOfId(done, 3)).toBeLessThan(momentumOfId(done, 2)); // Ozu lost to a nobody
    const note = segmentMomentumNote(done.segments[0].meta)!;
    expect(note[1].momentum).toBe(momentumOfId(done, 1));
    expect(typeof note[1].popularity).toBe('number');
  });

  it('adds a small "Why this rating" line for competitors who walk in hot, and re-derives the stars', () => {
    const plain = storedRatingExplanation(complete(work('living')).segments[0])!;
    const hot = complete(work('living', { 1: 80, 2: 40 }));
    const explanation = storedRatingExplanation(hot.segments[0])!;
    const line = explanation.fired.find((rule) => rule.id === MOMENTUM_RULE)!;
    expect(line).toEqual({ id: MOMENTUM_RULE, family: 'streak', label: 'Momentum: Kip Vale is red hot, Ash is hot', amount: 12 });
    expect(explanation.total).toBe(plain.total + 12);
    expect(explanation.stars).toBe(starsOfSum(explanation.total));
    expect(hot.segments[0].rating).toBe(explanation.stars);
    // Nobody hot or cold: no line.
    expect(plain.fired.some((rule) => rule.id === MOMENTUM_RULE)).toBe(false);
  });

  it('classic rules: momentum changes nothing and is not moved (identical results)', () => {
    const cold = complete(work('classic'));
    const hot = complete(work('classic', { 1: 90, 2: 90, 3: -90, 4: -90 }));
    // The replay code keeps the card as read (momentum included); everything else is identical.
    const played = (w: CompletionWork) => w.segments.map((s) => ({ ...s, meta: { ...s.meta, replay: undefined } }));
    expect(played(hot)).toEqual(played(cold));
    expect(hot.viewers).toEqual(cold.viewers);
    expect(hot.finances).toEqual(cold.finances);
    const strip = (w: CompletionWork) => w.wrestlers.map(({ momentum: _m, ...rest }) => rest);
    expect(strip(hot)).toEqual(strip(cold));
    expect(hot.wrestlers.map((w) => w.momentum)).toEqual([90, 90, -90, -90]);
    expect(cold.segments.every((s) => segmentMomentumNote(s.meta) === null)).toBe(true);
  });
});
