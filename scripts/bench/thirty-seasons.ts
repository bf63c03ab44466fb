import { addDays } from '../../src/domain/dates';
import { createAppearance, type Appearance } from '../../src/domain/entities/appearance';
import type { Stored } from '../../src/domain/entities/base';
import { createProduction } from '../../src/domain/entities/production';
import { productionLookupKeys } from '../../src/domain/entities/production-lookup';
import { createSegment, type Segment } from '../../src/domain/entities/segment';
import { playedCard } from '../../src/domain/entities/played-card';

// Issue 36: a thirty-year world, made quickly. Generating a real thirty-year season takes well over
// an hour here, so this is a smaller but representative history: the seed world a new game starts
// with, plus thirty seasons of completed shows (two productions a week, three segments each, two
// appearances a segment, each production with its played card, finances and lookup keys) ending on
// the game's date. The browser test tests/browser/dynasty-save.test.ts imports its backup through
// Settings; the bench (dynasty-screens.ts) times the decade screens on it.

export type Tables = Record<string, Record<string, unknown>[]>;
type Row = Record<string, unknown>;

export const SEASONS = 30;
const WEEKS = SEASONS * 52;
const FIRST_ID = 1_000_000;

/** Thirty seasons of history ending on the seed world's date, ids past the seed world's (rows whole, as the factories make them). */
export function thirtySeasons(seed: Tables): Tables {
  const game = seed.Game[0] as { date: string };
  const shows = seed.Show as { id: number; brandIds: number[] }[];
  const wrestlers = (seed.Wrestler as { id: number; name: string }[]).filter((_, i) => i < 40);
  const start = addDays(game.date, -WEEKS * 7);
  const Appearance: Row[] = [];
  const Segment: Row[] = [];
  const Production: Row[] = [];
  for (let week = 0; week < WEEKS; week += 1) {
    for (let j = 0; j < 2; j += 1) {
      const show = shows[(week * 2 + j) % shows.length];
      const date = addDays(start, week * 7 + j * 3);
      const segments: Stored<Segment>[] = [];
      const appearances: Stored<Appearance>[] = [];
      for (let k = 0; k < 3; k += 1) {
        const pair = [0, 1].map((side) => {
          const wrestler = wrestlers[(week * 7 + j * 5 + k * 3 + side * 11) % wrestlers.length];
          const appearance = { ...createAppearance({ name: wrestler.name, wrestlerId: wrestler.id, groupId: side + 1, cost: 2000 + side * 500, winner: side === 0, loser: side === 1 }), id: FIRST_ID + Appearance.length + appearances.length };
          appearances.push(appearance);
          return appearance.id;
        });
        segments.push({ ...createSegment({ type: k === 1 ? 'PROMO' : 'SINGLES', category: k === 1 ? 'Presentation' : 'Competition', date, complete: true, duration: 600 + k * 120,
          rating: ((week * 7 + k) % 40) / 10, storyline: `Week ${week}: a clean win in segment ${k + 1}.`, brandIds: show.brandIds, appearanceIds: pair }), id: FIRST_ID + Segment.length + segments.length });
      }
      const production = createProduction({
        name: `Show ${week}-${j}`, showId: show.id, brandIds: show.brandIds, date, complete: true, step: 12,
        viewers: 500_000 + ((week * 31 + j * 97) % 40) * 25_000, attendance: 5000, income: 2_000_000, outgoings: 1_500_000, payout: 500_000,
        segmentIds: segments.map((segment) => segment.id),
        finance: { lines: [
          { label: 'Tickets', amount: 1_500_000, reason: '5,000 seats × $300 × the venue\'s multiplier 1 against a standard arena\'s 1' },
          { label: 'Wages', amount: -15_000, reason: '6 appearances, each paid the wrestler\'s cost' },
        ] },
      });
      const played = { ...production, played: playedCard(segments, appearances), id: FIRST_ID + Production.length };
      // The lookup keys the game derives as it writes a production (a raw load writes them as they are).
      Production.push({ ...played, lookupKeys: productionLookupKeys(played) });
      Segment.push(...(segments as unknown as Row[]));
      Appearance.push(...(appearances as unknown as Row[]));
    }
  }
  return { Appearance, Segment, Production };
}

/** The seed world with the thirty seasons added to its tables. */
export function withThirtySeasons(seed: Tables): Tables {
  const history = thirtySeasons(seed);
  return { ...seed, ...Object.fromEntries(Object.entries(history).map(([table, list]) => [table, [...(seed[table] ?? []), ...list]])) };
}
