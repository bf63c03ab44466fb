import { describe, expect, it } from 'vitest';
import { createAppearance } from '../entities/appearance';
import { createSegment } from '../entities/segment';
import { createWrestler } from '../entities/wrestler';
import { showMoneyInputOf } from './living-finance';
import { emptyWork } from './test-work';

// Issue 35: a wrestler is paid once for the night, however many segments of the card they are in.
describe('the living show money input', () => {
  it('pays a wrestler in a promo and a match once, and each other wrestler once', () => {
    const wrestlers = [1, 2].map((id) => ({ ...createWrestler({ name: `W${id}`, cost: 1_000 * id }), id }));
    const appearances = [
      { ...createAppearance({ wrestlerId: 1, groupId: 1 }), id: 11 },
      { ...createAppearance({ wrestlerId: 1, groupId: 1 }), id: 12 },
      { ...createAppearance({ wrestlerId: 2, groupId: 2 }), id: 13 },
    ];
    const segments = [
      { ...createSegment({ type: 'PROMO', appearanceIds: [11] }), id: 1 },
      { ...createSegment({ type: 'SINGLES', appearanceIds: [12, 13] }), id: 2 },
    ];
    const work = emptyWork({ segmentIds: [1, 2] }, { wrestlers, appearances, segments });
    expect([...showMoneyInputOf(work).wages].sort()).toEqual([1_000, 2_000]);
  });
});
