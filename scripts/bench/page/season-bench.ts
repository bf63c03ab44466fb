import { GAME_ID } from '../../../src/domain/entities/game';
import { COMPANY } from '../../../src/infrastructure/seed/ids';
import { openBenchGame, type BenchGame } from './bench-game';
import { recordWrites, type WriteLog } from './write-log';
import type { SeasonOptions, SeasonResult, SeasonRivalsResult } from './protocol';

/** The weeks, timed: "simulate empty productions" then forward, week after week. */
async function simulateWeeks(game: BenchGame, log: WriteLog, weeks: number): Promise<SeasonRivalsResult> {
  const { calendar, repos } = game.services;
  const result: SeasonRivalsResult = {
    seconds: 0, weeks, productions: 0, segments: 0, completions: {}, failed: 0, rivalShows: 0, rivalCompleted: 0, rowsWritten: 0, transactions: 0, rawMs: 0,
  };
  log.clear();
  const start = performance.now();
  for (let week = 0; week < weeks; week += 1) {
    const summary = await calendar.simulateEmptyProductions();
    result.productions += summary.productionIds.length;
    result.failed += summary.failed;
    for (const [status, count] of Object.entries(summary.completions)) {
      result.completions[status] = (result.completions[status] ?? 0) + count;
    }
    await calendar.forward({
      onRivalShows: (rivals) => {
        result.productions += rivals.productionIds.length;
        result.rivalShows += rivals.scheduled;
        result.rivalCompleted += rivals.completed;
        result.failed += rivals.failed ?? 0;
      },
    });
  }
  result.seconds = (performance.now() - start) / 1000;
  result.segments = await repos.Segment.count();
  // Issue 19: the same writes done raw, after the timed season (season-simulation-vs-raw).
  result.rowsWritten = log.rows();
  result.transactions = log.transactions();
  result.rawMs = await log.replayRaw();
  return result;
}

/**
 * season-simulation: from a new game on the seed world, week after week, "simulate empty
 * productions" (create, randomise and complete every show of the week) then advance the calendar.
 * Only the weeks are timed, not the new game.
 */
export async function benchSeason({ weeks }: SeasonOptions): Promise<SeasonResult> {
  let log: WriteLog | null = null;
  const game = await openBenchGame('season', { onDatabase: (db) => (log = recordWrites(db)) });
  try {
    const { rivalShows, rivalCompleted, ...result } = await simulateWeeks(game, log!, weeks);
    void rivalShows;
    void rivalCompleted;
    return result;
  } finally {
    await game.dispose();
  }
}

/**
 * season-simulation-rivals (issue 18): the same run in a living game as AWE, so every rival
 * promotion books and completes its shows in each forward move.
 */
export async function benchSeasonRivals({ weeks }: SeasonOptions): Promise<SeasonRivalsResult> {
  let log: WriteLog | null = null;
  const game = await openBenchGame('season-rivals', { newGame: { rules: 'living', companyId: COMPANY.AWE }, onDatabase: (db) => (log = recordWrites(db)) });
  try {
    // The new game sets the player's promotion and its brands (NewGameOptions.companyId): checked.
    const { playerCompanyId } = (await game.services.repos.Game.get(GAME_ID))!;
    if (playerCompanyId !== COMPANY.AWE) throw new Error(`The new game plays promotion ${playerCompanyId}, not AWE`);
    return await simulateWeeks(game, log!, weeks);
  } finally {
    await game.dispose();
  }
}
