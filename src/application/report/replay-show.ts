import { createGame } from '../../domain/entities/game';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { COMPLETION_PIPELINE, pureSteps, withRuleSets } from '../../domain/production/completion-pipeline';
import { startCompletionWork, type CompletionWork } from '../../domain/production/completion-work';
import { decodeReplayCode } from '../../domain/report/replay-code';
import { loadedFromSnapshot } from '../../domain/report/replay-snapshot';
import { showReportOf, type ShowReport } from '../../domain/report/show-report';
import type { RandomSource } from '../ports/random-source.port';

export type ReplayShow = (code: string) => Promise<ShowReport>;

/** The completion's pure steps (2..12) under both rule sets, as a completed show ran them. */
const STEPS = pureSteps(withRuleSets(COMPLETION_PIPELINE));

/** Runs the completion's steps on a replay code's card with its seed, in memory. */
export function replayWork(code: string, random: RandomSource): CompletionWork {
  const payload = decodeReplayCode(code);
  const loaded = loadedFromSnapshot(payload.snapshot);
  const game = { ...(loaded.game ?? { ...createGame(), id: 1 }), rules: payload.rules };
  const rng = random.fromSeed(payload.seed);
  try {
    return STEPS.reduce((work, step) => step.run(work, rng), startCompletionWork({ ...loaded, game }, payload.seed));
  } catch {
    // A code that decodes but whose card the steps cannot run (hand-made) is refused the same way.
    throw new CatalogueError(ErrorMessages.replayCodeInvalid);
  }
}

/**
 * Issue 17, quick mode: re-runs a shared show from its replay code (its seed, rule set and the card
 * as it walked in) through the same completion steps, and reports the results. Nothing is written.
 */
export function createReplayShow({ random }: { random: RandomSource }): ReplayShow {
  return async (code) => {
    const work = replayWork(code, random);
    return showReportOf({
      production: work.production, show: work.show, rules: work.game?.rules === 'living' ? 'living' : 'classic',
      segments: work.segments, appearances: work.appearances, wrestlers: work.wrestlers,
      championships: work.championships, reigns: work.reigns,
    });
  };
}
