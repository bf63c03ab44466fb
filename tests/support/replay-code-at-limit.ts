import { encodeReplayCode, REPLAY_CODE_MAX_CHARS, REPLAY_MAX_SEGMENTS } from '../../src/domain/report/replay-code';

// Issue 34: the heaviest replay code the limits let through, as measured (docs/decisions-rivalries.md):
// 60 tag matches of living rules sharing their appearances out among 200 wrestlers, as many
// appearances as fit in 250,000 characters (about 4,100). Records hold only what the decode needs.

const WRESTLERS = 200;

/** A living show of 60 tag matches with `appearances` appearances in all, two teams a match. */
export function replayCodeOf(appearances: number): string {
  const segments: { id: number; type: string; appearanceIds: number[] }[] = [];
  const cast: { id: number; wrestlerId: number; groupId: number }[] = [];
  for (let s = 0; s < REPLAY_MAX_SEGMENTS; s += 1) {
    const count = Math.max(2, Math.floor(appearances / REPLAY_MAX_SEGMENTS) + (s < appearances % REPLAY_MAX_SEGMENTS ? 1 : 0));
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = cast.length + 1;
      cast.push({ id, wrestlerId: (i % WRESTLERS) + 1, groupId: (i % 2) + 1 });
      ids.push(id);
    }
    segments.push({ id: s + 1, type: 'TAG_TEAM', appearanceIds: ids });
  }
  return encodeReplayCode({
    seed: 42, showName: 'At the Limit', showType: 'PPV', rules: 'living',
    snapshot: {
      production: { id: 1, date: '2026-11-22', showId: 1, brandIds: [1], segmentIds: segments.map((s) => s.id) },
      show: { id: 1, name: 'At the Limit', type: 'PPV', brandIds: [1] },
      game: { id: 1, rules: 'living', date: '2026-11-22' },
      venue: null, brands: [{ id: 1, name: 'Red' }], segments, appearances: cast,
      wrestlers: Array.from({ length: WRESTLERS }, (_, i) => ({ id: i + 1, name: `W${i + 1}` })),
      championships: [], reigns: [],
    },
  });
}

/** The largest such code within REPLAY_CODE_MAX_CHARS. */
export function replayCodeAtLimit(): string {
  let low = 2 * REPLAY_MAX_SEGMENTS;
  let high = 20_000;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (replayCodeOf(mid).length <= REPLAY_CODE_MAX_CHARS) low = mid;
    else high = mid - 1;
  }
  return replayCodeOf(low);
}
