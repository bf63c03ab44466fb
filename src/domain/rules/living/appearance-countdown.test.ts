import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAppearance } from '../../entities/appearance';
import { createGame } from '../../entities/game';
import { createSegment } from '../../entities/segment';
import { createWrestler } from '../../entities/wrestler';
import { completionSteps } from '../../production/completion-pipeline';
import { ruledStep, LIVING_STEPS } from '../../production/living-steps';
import { emptyWork } from '../../production/test-work';
import { countAppearancesDown } from './appearance-countdown';

const wrestlers = [1, 2, 3].map((id) => ({ ...createWrestler({ name: `W${id}`, remainingAppearances: 10 }), id }));
const appearances = [
  { ...createAppearance({ wrestlerId: 1, groupId: 1, winner: true }), id: 11 },
  { ...createAppearance({ wrestlerId: 2, groupId: 2, loser: true }), id: 12 },
  { ...createAppearance({ wrestlerId: 1, groupId: 1 }), id: 13 },
  // Not on the card: a leftover appearance of no segment.
  { ...createAppearance({ wrestlerId: 3, groupId: 1 }), id: 14 },
];
const segments = [
  { ...createSegment({ type: 'SINGLES', appearanceIds: [11, 12] }), id: 1 },
  { ...createSegment({ type: 'PROMO', appearanceIds: [13] }), id: 2 },
];
const work = (game = createGame({ rules: 'living' })) => emptyWork({}, { game: { ...game, id: 1 }, wrestlers, appearances, segments });

describe('countAppearancesDown', () => {
  it('spends one appearance per night on the card, however many segments (issue 35: a match and a promo are one night)', () => {
    const next = countAppearancesDown(work(), () => 0.5);
    expect(next.wrestlers.map((w) => w.remainingAppearances)).toEqual([9, 9, 10]);
  });
  it('after the classic results on a living game, a competitor is not counted twice', () => {
    const step = ruledStep('recordResults', completionSteps.recordResults);
    const next = step(work(), () => 0.5);
    expect(next.wrestlers.map((w) => w.remainingAppearances)).toEqual([9, 9, 10]);
  });
  it('is registered for recordResults, and a classic game still spends only the classic way', () => {
    expect(LIVING_STEPS.recordResults).toContain(countAppearancesDown);
    const step = ruledStep('recordResults', completionSteps.recordResults);
    const next = step(work(createGame({ rules: 'classic' })), () => 0.5);
    expect(next.wrestlers.map((w) => w.remainingAppearances)).toEqual([9, 9, 10]);
  });
  it('property: never below zero, and down by one for a wrestler on the card otherwise', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 20 }), fc.integer({ min: 0, max: 12 }), (ids, left) => {
      const people = [1, 2, 3].map((id) => ({ ...createWrestler({ remainingAppearances: left }), id }));
      const apps = ids.map((wrestlerId, i) => ({ ...createAppearance({ wrestlerId, groupId: 1 }), id: 100 + i }));
      const card = [{ ...createSegment({ type: 'PROMO', appearanceIds: apps.map((a) => a.id) }), id: 1 }];
      const next = countAppearancesDown(emptyWork({}, { wrestlers: people, appearances: apps, segments: card }), () => 0);
      next.wrestlers.forEach((w) => expect(w.remainingAppearances).toBe(Math.max(0, left - (ids.includes(w.id) ? 1 : 0))));
    }));
  });
});
