import { describe, expect, it } from 'vitest';
import { createAppearance } from '../entities/appearance';
import { createGame } from '../entities/game';
import { createSegment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler } from '../entities/wrestler';
import { starsOfSum } from '../rules/living/star-rating';
import { workrateRatingBonus } from '../rules/living/workrate';
import { sequenceRng } from '../rules/test-rng';
import { COMPLETION_PIPELINE, pureSteps, withRuleSets } from './completion-pipeline';
import type { CompletionWork } from './completion-work';
import { storedRatingExplanation } from './rating-explanation';
import { emptyWork } from './test-work';
import { WORKRATE_RULE } from './workrate-steps';

/** Two singles matches between equally popular face-and-heel pairs: 1 beats 2, 3 beats 4; `skill` sets the in-ring skills. */
function work(rules: 'living' | 'classic', skill: Record<number, number>) {
  const wrestler = (id: number) => ({
    ...createWrestler({ name: `W${id}`, gender: 'MALE', points: 60, popularity: 60, charisma: 60, alignment: id % 2 === 1 ? 'GOOD' : 'BAD', inRingSkill: skill[id] ?? -1 }), id,
  });
  const appear = (id: number, wrestlerId: number, winner: boolean) => ({ ...createAppearance({ wrestlerId, groupId: wrestlerId, winner, loser: !winner }), id });
  return emptyWork({ date: '2027-03-07' }, {
    game: { ...createGame({ rules }), id: 1 },
    show: { ...createShow({ name: 'Show', type: 'TV', avgViewers: 2_000_000 }), id: 3 },
    segments: [
      { ...createSegment({ type: 'SINGLES', appearanceIds: [11, 12], duration: 600 }), id: 1 },
      { ...createSegment({ type: 'SINGLES', appearanceIds: [13, 14], duration: 600 }), id: 2 },
    ],
    appearances: [appear(11, 1, true), appear(12, 2, false), appear(13, 3, true), appear(14, 4, false)],
    wrestlers: [1, 2, 3, 4].map(wrestler),
  });
}

function complete(start: CompletionWork): CompletionWork {
  const steps = pureSteps(withRuleSets(COMPLETION_PIPELINE)).filter((step) => step.actor !== 'simulateSegments');
  return steps.reduce((next, step) => step.run(next, sequenceRng([0.5])), start);
}

const line = (w: CompletionWork, id: number) => storedRatingExplanation(w.segments.find((s) => s.id === id)!)!.fired.find((r) => r.id === WORKRATE_RULE);

describe('in-ring skill in the match rating (issue 35 item 3, living rules)', () => {
  it('rates a match between skilled workers above the same match between green ones, with its reason', () => {
    const done = complete(work('living', { 1: 90, 2: 85, 3: 25, 4: 30 }));
    const [good, poor] = done.segments;
    expect(good.rating).toBeGreaterThan(poor.rating);
    expect(line(done, 1)).toMatchObject({ amount: workrateRatingBonus([90, 85]), label: 'In-ring skill: workers averaging 88 (weakest 85) carry the match' });
    expect(line(done, 2)).toMatchObject({ amount: workrateRatingBonus([25, 30]), label: expect.stringMatching(/hold the match back$/) });
    // The stars follow the sum, line included.
    const explanation = storedRatingExplanation(good)!;
    expect(good.rating).toBe(starsOfSum(explanation.total));
  });

  it('reads an older save\'s wrestler (skill unset) from points and stamina', () => {
    const done = complete(work('living', {}));
    expect(line(done, 1)).toBeDefined();
  });

  it('leaves classic games to the spec: no line, the same rating whatever the skills', () => {
    const skilled = complete(work('classic', { 1: 95, 2: 95 }));
    const green = complete(work('classic', { 1: 5, 2: 5 }));
    expect(line(skilled, 1)).toBeUndefined();
    expect(skilled.segments[0].rating).toBe(green.segments[0].rating);
  });
});
