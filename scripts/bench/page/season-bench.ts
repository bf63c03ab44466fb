import { openBenchGame } from './bench-game';
import type { SeasonOptions, SeasonResult } from './protocol';

/**
 * season-simulation: from a new game on the seed world, week after week, "simulate empty
 * productions" (create, randomise and complete every show of the week) then advance the calendar.
 * Only the weeks are timed, not the new game.
 */
export async function benchSeason({ weeks }: SeasonOptions): Promise<SeasonResult> {
  const game = await openBenchGame('season');
  const { calendar, repos } = game.services;
  try {
    const result: SeasonResult = { seconds: 0, weeks, productions: 0, segments: 0, completions: {}, failed: 0 };
    const start = performance.now();
    for (let week = 0; week < weeks; week += 1) {
      const summary = await calendar.simulateEmptyProductions();
      result.productions += summary.productionIds.length;
      result.failed += summary.failed;
      for (const [status, count] of Object.entries(summary.completions)) {
        result.completions[status] = (result.completions[status] ?? 0) + count;
      }
      await calendar.forward();
    }
    result.seconds = (performance.now() - start) / 1000;
    result.segments = await repos.Segment.count();
    return result;
  } finally {
    await game.dispose();
  }
}
