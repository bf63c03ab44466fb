// @vitest-environment node
import { createProduction, createSegment } from '../../src/domain/entities';
import type { PlayedSegment } from '../../src/domain/entities/played-card';
import { shortMatchGap } from '../../scripts/season/figures-match-length';

// Issue 35's ratings.shortMatchGap on hand-made matches.

type Seg = ReturnType<typeof createSegment> & { id: number };
const seg = (id: number, partial: Parameters<typeof createSegment>[0]): Seg => ({ ...createSegment({ complete: true, ...partial }), id });
const byId = (...segments: Seg[]) => new Map(segments.map((s) => [s.id, s]));
const card = (id: number, segmentIds: number[]) => ({ ...createProduction({ date: '2027-01-05', complete: true, segmentIds }), id });

describe('ratings.shortMatchGap (issue 35)', () => {
  const wrestlers = new Map([
    [1, { popularity: 80 }], [2, { popularity: 90 }], // stars
    [3, { popularity: 20 }], [4, { popularity: 30 }], // green
    [5, { popularity: 50 }], [6, { popularity: 50 }], // mid-card
  ]);
  // Appearance id = 10 × segment + place; the wrestler is given per segment.
  const cast = (segmentId: number, ids: number[]) => ids.map((wrestlerId, i): [number, { wrestlerId: number; manager: boolean }] => [segmentId * 10 + i, { wrestlerId, manager: false }]);
  const match = (id: number, seconds: number, rating: number, ids: number[]) => ({
    segment: seg(id, { type: 'SINGLES', duration: seconds, rating, appearanceIds: ids.map((_, i) => id * 10 + i) }),
    cast: cast(id, ids),
  });
  const world = (...matches: ReturnType<typeof match>[]) => ({
    productions: [card(1, matches.map((m) => m.segment.id))],
    segments: byId(...matches.map((m) => m.segment)),
    appearances: new Map(matches.flatMap((m) => m.cast)),
  });

  it('averages, over tiers with both, long minus short matches weighted by the smaller count', () => {
    const { productions, segments, appearances } = world(
      // Stars: short 1.0 and 2.0 (mean 1.5), long 4.0: gap 2.5, weight 1.
      match(1, 120, 1, [1, 2]), match(2, 170, 2, [1, 2]), match(3, 900, 4, [1, 2]),
      // Green: short 2.0 ×2, long 2.5 ×2: gap 0.5, weight 2.
      match(4, 60, 2, [3, 4]), match(5, 90, 2, [3, 4]), match(6, 720, 2.5, [3, 4]), match(7, 1200, 2.5, [3, 4]),
      // Mid-card: only a long match (and a 10-minute one, neither short nor long): no pair.
      match(8, 1000, 3, [5, 6]), match(9, 600, 1, [5, 6]),
      // Stars at 21 minutes: past the long band, not counted.
      match(10, 1260, 0, [1, 2]),
    );
    expect(shortMatchGap(productions, segments, appearances, wrestlers)).toBeCloseTo((2.5 * 1 + 0.5 * 2) / 3, 10);
  });

  it('reads the length a living match ran, and the popularity the card kept', () => {
    const short = match(1, 600, 1, [3, 4]);
    short.segment.meta = { airtime: { booked: 600, ran: 150 } }; // booked 10:00, ran 2:30
    const long = match(2, 900, 3, [3, 4]);
    const { productions, segments, appearances } = world(short, long);
    expect(shortMatchGap(productions, segments, appearances, wrestlers)).toBe(2);
    // The card's record says the short match's two were stars that night: no tier has both now.
    const played = [1].map((segmentId): PlayedSegment => ({
      segmentId, type: 'SINGLES', rating: 0, duration: 0, complete: true, championshipIds: [], rivalry: null,
      cast: [3, 4].map((wrestlerId) => ({ wrestlerId, groupId: wrestlerId, manager: false, result: 'NONE', popularity: 75, momentum: 0 })),
    }));
    expect(shortMatchGap([{ ...productions[0], played }], segments, appearances, wrestlers)).toBeNull();
  });

  it('is null without matches, or when no tier has both a short and a long match', () => {
    expect(shortMatchGap([], new Map(), new Map(), wrestlers)).toBeNull();
    const { productions, segments, appearances } = world(match(1, 120, 1, [1, 2]), match(2, 900, 3, [3, 4]));
    expect(shortMatchGap(productions, segments, appearances, wrestlers)).toBeNull();
    // A promo is no match, however short.
    const promo = seg(3, { type: 'PROMO', duration: 60, rating: 0, appearanceIds: [30] });
    expect(shortMatchGap([card(1, [3, 2])], byId(promo, segments.get(2)!), new Map([...appearances, [30, { wrestlerId: 3, manager: false }]]), wrestlers)).toBeNull();
  });

  it('leaves managers out of the tier', () => {
    const short = match(1, 120, 1, [3, 1]); // a green wrestler and a star manager
    const long = match(2, 900, 2, [3, 4]);
    const { productions, segments, appearances } = world(short, long);
    appearances.set(11, { wrestlerId: 1, manager: true });
    expect(shortMatchGap(productions, segments, appearances, wrestlers)).toBe(1);
  });
});
