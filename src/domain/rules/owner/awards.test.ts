import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rivalry, RivalryBeat } from '../../entities/rivalry';
import { yearAwards, type AwardsInput, type SegmentFacts } from './awards';

const segment = (id: number, rating: number, wrestlerIds: number[], winnerIds: number[], productionId = 1, match = true): SegmentFacts => ({
  id, productionId, productionName: `Show ${productionId}`, rating, match, wrestlerIds, winnerIds,
});
const beat = (date: string, heat: number, kind: RivalryBeat['kind'] = 'match', segmentId: number | null = null): RivalryBeat => ({ date, kind, heat, gain: 0, productionId: segmentId ? 2 : null, segmentId });
const rivalry = (id: number, sides: [number[], number[]], beats: RivalryBeat[]): Rivalry => ({
  id, sides, origin: 'title', startedOn: '2026-01-01', endedOn: null, endReason: null, heat: 0, heatOn: '2026-01-01', beats, segments: beats.length, payoffShowId: null,
} as unknown as Rivalry);

const input = (over: Partial<AwardsInput> = {}): AwardsInput => ({
  year: 2026,
  segments: [segment(10, 3.5, [1, 2], [1]), segment(11, 4.25, [2, 3], [2], 2), segment(12, 2, [1, 3], [1], 2), segment(13, 4.9, [1], [], 2, false)],
  productions: [{ id: 1, name: 'AWE Onslaught', viewers: 900_000 }, { id: 2, name: 'AWE Frozen Fury', viewers: 1_500_000 }],
  rivalries: [rivalry(5, [[1], [2]], [beat('2026-03-01', 40), beat('2026-05-01', 72, 'payoff', 11)]), rivalry(6, [[3], [4]], [beat('2025-12-01', 95), beat('2026-01-02', 60)])],
  names: new Map([[1, 'Crane'], [2, 'Holloway'], [3, 'Vega'], [4, 'Ito']]),
  ...over,
});

describe("the year's awards (issue 18)", () => {
  it('gives match, wrestler, rivalry and show of the year by their figures', () => {
    expect(yearAwards(input())).toEqual([
      { category: 'match', winner: 'Holloway vs. Vega at Show 2', reason: '4.25★, the year’s best-rated match', segmentId: 11, productionId: 2 },
      { category: 'wrestler', winner: 'Crane', reason: '2 wins in 2 matches, averaging 2.75★', wrestlerId: 1 },
      { category: 'rivalry', winner: 'Crane vs. Holloway', reason: 'Heat reached 72, with its payoff this year', wrestlerId: 1, segmentId: 11, productionId: 2 },
      { category: 'show', winner: 'AWE Frozen Fury', reason: 'Averaged 3.72★ over 3 segments, 1,500,000 viewers', productionId: 2 },
    ]);
  });

  it('gives nothing for an empty year', () => {
    expect(yearAwards(input({ segments: [], rivalries: [] }))).toEqual([]);
  });

  it('picks the best by its figure whatever the order, ties to the lowest id', () => {
    const facts = fc.record({ id: fc.integer({ min: 1, max: 40 }), rating: fc.double({ min: 0, max: 5, noNaN: true }), winner: fc.integer({ min: 1, max: 4 }), productionId: fc.integer({ min: 1, max: 2 }) });
    fc.assert(
      fc.property(fc.uniqueArray(facts, { selector: (f) => f.id, maxLength: 12 }), (list) => {
        const segments = list.map((f) => segment(f.id, f.rating, [f.winner, 5], [f.winner], f.productionId));
        const awards = yearAwards(input({ segments }));
        expect(yearAwards(input({ segments: [...segments].reverse() }))).toEqual(awards);
        const match = awards.find((a) => a.category === 'match');
        const rated = segments.filter((s) => s.rating > 0);
        if (rated.length === 0) {
          expect(match).toBeUndefined();
          return;
        }
        const top = Math.max(...rated.map((s) => s.rating));
        expect(match?.segmentId).toBe(Math.min(...rated.filter((s) => s.rating === top).map((s) => s.id)));
        const wins = (id: number) => rated.filter((s) => s.winnerIds.includes(id)).length;
        const wrestler = awards.find((a) => a.category === 'wrestler')!;
        // The wrestler of the year has the most wins of anyone.
        expect(wins(wrestler.wrestlerId!)).toBe(Math.max(...[1, 2, 3, 4].map(wins)));
      }),
    );
  });
});
