import { createGame } from '../../domain/entities/game';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { COMPLETION_PIPELINE, pureSteps, withRuleSets } from '../../domain/production/completion-pipeline';
import { startCompletionWork, type CompletionWork } from '../../domain/production/completion-work';
import { decodeReplayCode } from '../../domain/report/replay-code';
import { applyRivalryEffects, noRivalryEffects } from '../../domain/production/rivalry-effects';
import { loadedFromSnapshot } from '../../domain/report/replay-snapshot';
import { showReportOf, type ShowReport } from '../../domain/report/show-report';
import type { Rng } from '../../domain/rules/rng';
import type { RandomSource } from '../ports/random-source.port';

/** How far a replay is: `done` of `total` stages (the decode, then each completion step). */
export interface ReplayProgress {
  done: number;
  total: number;
}

export interface ReplayOptions {
  /** Called at the start (0 done) and after each stage, the last time with `done === total`. */
  onProgress?: (progress: ReplayProgress) => void;
}

export type ReplayShow = (code: string, options?: ReplayOptions) => Promise<ShowReport>;

/** Waits until the page has had its turn (input, painting): resolves on a later task. */
export type Pause = () => Promise<void>;

/** The completion's pure steps (2..12) under both rule sets, as a completed show ran them. */
const STEPS = pureSteps(withRuleSets(COMPLETION_PIPELINE));

/** A replay's stages: the decode, then each step. */
export const REPLAY_STAGES = STEPS.length + 1;

/** Stage 1: the code decoded (a CatalogueError when it is not a show's code) and the work to start from. */
function startReplay(code: string, random: RandomSource): { work: CompletionWork; rng: Rng } {
  const payload = decodeReplayCode(code);
  const loaded = loadedFromSnapshot(payload.snapshot);
  const game = { ...(loaded.game ?? { ...createGame(), id: 1 }), rules: payload.rules };
  return { work: startCompletionWork({ ...loaded, game }, payload.seed), rng: random.fromSeed(payload.seed) };
}

// A code that decodes but whose card the steps cannot run (hand-made) is refused the same way.
function runStep(step: (typeof STEPS)[number], work: CompletionWork, rng: Rng): CompletionWork {
  try {
    return step.run(work, rng);
  } catch {
    throw new CatalogueError(ErrorMessages.replayCodeInvalid);
  }
}

/** Runs the completion's steps on a replay code's card with its seed, in memory, in one go. */
export function replayWork(code: string, random: RandomSource): CompletionWork {
  const start = startReplay(code, random);
  return STEPS.reduce((work, step) => runStep(step, work, start.rng), start.work);
}

/**
 * Issue 34: the same run one stage at a time, waiting for `pause` before each, so the page keeps
 * answering between them; `onProgress` hears each stage done. Gives exactly `replayWork`'s work.
 */
export async function replayWorkInStages(code: string, random: RandomSource, pause: Pause, { onProgress }: ReplayOptions = {}): Promise<CompletionWork> {
  onProgress?.({ done: 0, total: REPLAY_STAGES });
  await pause();
  const start = startReplay(code, random);
  let work = start.work;
  onProgress?.({ done: 1, total: REPLAY_STAGES });
  for (const [i, step] of STEPS.entries()) {
    await pause();
    work = runStep(step, work, start.rng);
    onProgress?.({ done: i + 2, total: REPLAY_STAGES });
  }
  return work;
}

/** What a replay shows: the show's report from the replayed work. */
export const replayReportOf = (work: CompletionWork): ShowReport =>
  showReportOf({
    production: work.production, show: work.show, rules: work.game?.rules === 'living' ? 'living' : 'classic',
    segments: work.segments, appearances: work.appearances, wrestlers: work.wrestlers,
    championships: work.championships, reigns: work.reigns,
    // Issue 35: the rivalries the replayed card started, as its commit would have applied them.
    rivalries: work.game ? applyRivalryEffects(work.game, work.effects.rivalries ?? noRivalryEffects(), work.production.date).rivalries : [],
  });

/** A later task (not a microtask): the browser handles input and paints before it runs. */
export const nextTask: Pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Issue 17, quick mode: re-runs a shared show from its replay code (its seed, rule set and the card
 * as it walked in) through the same completion steps, and reports the results. Nothing is written.
 * Issue 34: here it runs on the calling thread a stage at a time (`pause` between stages); the app
 * runs it in a worker instead (infrastructure/replay), this being the fallback.
 */
export function createReplayShow({ random, pause = nextTask }: { random: RandomSource; pause?: Pause }): ReplayShow {
  return async (code, options) => replayReportOf(await replayWorkInStages(code, random, pause, options));
}
