// @vitest-environment node
import { computeFigures } from '../../scripts/season/figures';
import { runSeason } from '../../scripts/season/run-season';
import type { Figures } from '../../scripts/season/definitions';

// Issue 13's world-health targets, asserted on a seeded year of the game's own booker (the week
// sweep), under every rule set the game has (classic only until issue 15 brings living).

describe('a seeded year under the classic rules', () => {
  let figures: Figures;
  beforeAll(async () => {
    const run = await runSeason({ weeks: 52, seed: 42 });
    try {
      figures = computeFigures(run.records);
    } finally {
      await run.dispose();
    }
  }, 180_000);

  it('has no reign held by a side of the wrong size or gender', () => {
    expect(figures['titles.misfitReigns']).toBe(0);
  });

  it('never lets one wrestler hold more than two titles at once', () => {
    expect(figures['titles.maxHeldByOne']).toBeLessThanOrEqual(2);
  });

  it('gives every division with titles at least 15% of the match appearances', () => {
    expect(figures['divisions.minAppearanceShare']).toBeGreaterThanOrEqual(0.15);
  });

  it('puts no staff in a match, and the booker draws nobody unfit', () => {
    expect(figures['matches.staffAppearances']).toBe(0);
    expect(figures['bookings.unfit']).toBe(0);
  });

  it('puts every active title on the line at least once in the year', () => {
    expect(figures['titles.idle']).toBe(0);
  });

  it('completes every production it books', () => {
    expect(figures['productions.failed']).toBe(0);
  });
});
