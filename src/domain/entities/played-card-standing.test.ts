import { describe, expect, it } from 'vitest';
import { createAppearance } from './appearance';
import { playedCard, readPlayedCard } from './played-card';
import { createSegment } from './segment';

describe('the played card keeps momentum notes (issue 35)', () => {
  const segment = { ...createSegment({ type: 'SINGLES', appearanceIds: [11, 12], meta: { momentum: { 1: { momentum: 8.5, popularity: 41.25 } } } }), id: 5 };
  const appearances = [{ ...createAppearance({ wrestlerId: 1, groupId: 1, winner: true }), id: 11 }, { ...createAppearance({ wrestlerId: 2, groupId: 2, loser: true }), id: 12 }];

  it('carries each noted person’s momentum and popularity, and nothing for the others', () => {
    const [played] = playedCard([segment], appearances);
    expect(played.cast[0]).toEqual({ wrestlerId: 1, groupId: 1, manager: false, result: 'WIN', momentum: 8.5, popularity: 41.25 });
    expect(played.cast[1]).toEqual({ wrestlerId: 2, groupId: 2, manager: false, result: 'LOSS' });
  });

  it('reads them back from a save unchanged, and drops a note that is not numbers', () => {
    const card = playedCard([segment], appearances);
    expect(readPlayedCard(JSON.parse(JSON.stringify(card)))).toEqual(card);
    const bad = JSON.parse(JSON.stringify(card));
    bad[0].cast[0].momentum = 'hot';
    expect(readPlayedCard(bad)![0].cast[0]).toEqual({ wrestlerId: 1, groupId: 1, manager: false, result: 'WIN' });
  });
});
