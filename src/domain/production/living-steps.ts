import { isLiving } from '../entities/game';
import { countAppearancesDown } from '../rules/living/appearance-countdown';
import { injureAfterMatches } from '../rules/living/injure-after-matches';
import { keepBookedLengths, rateLengths } from './airtime-steps';
import type { CompletionStep } from './completion-work';
import { livingCreditBrandsStep } from './living-finance';
import { livingRaiseViewers, livingRateSegments, livingRecordResults } from './living-rule-steps';
import { decideTitleDefences, explainTitleStakes, markTitlesOnLine } from './living-title-steps';
import { updateReigns } from './championship-steps';
import { livingRatePresentations } from './presentation-steps';
import { moveMomentum, rateMomentum } from './momentum-steps';
import { playRivalries } from './rivalry-steps';
import { explainRunIns, playRunIns, tellRunIns } from './run-in-steps';
import { makeWorldRivalries, rivalryViewers } from './rivalry-world-steps';
import { livingAssignStorylines } from './storyline-steps';
import { rateWorkrate } from './workrate-steps';

/**
 * Issue 15 / DESIGN §4: the living rule set's steps of the completion, by the actor of the classic
 * step they stand in for. Under living rules a listed actor runs its steps here, in order, instead
 * of the classic step (list the classic step too to keep it); an actor not listed runs the classic
 * step. Under classic rules nothing here runs. Each living rule is its own named domain function
 * (src/domain/rules/living/), never a change to a spec rule.
 */
export const LIVING_STEPS: Readonly<Partial<Record<string, readonly CompletionStep[]>>> = {
  // Title defences are decided (who retains, weighted by show type) before the simulation, which
  // keeps the booked lengths (issue 35: a segment runs a little long or short, and says so).
  // Issue 35 item 2: a run-in turns a result once the winners are drawn. It must come before the
  // results are recorded (wins and losses, momentum) and before the title steps (7–8), which never
  // move a title on its disqualification; the rating steps then explain it (explainRunIns).
  simulateSegments: [decideTitleDefences, keepBookedLengths, playRunIns],
  // Bounded stats first; contracts count the appearance; injuries judge the damage the match left.
  recordResults: [livingRecordResults, countAppearancesDown, injureAfterMatches],
  creditBrands: [livingCreditBrandsStep],
  // Issue 36: the classic reigns step, then each title on the line is marked with the date.
  updateReigns: [updateReigns, markTitlesOnLine],
  // The stakes line reads the star rating's explanation, so it comes after it; the rivalry heat's
  // line then adds to that sum (issue 17). Issue 35: talking segments are rated by their own rule
  // before the heat is added to them too; momentum adds its line after the heat's, then a match's
  // workers' in-ring skill (workrate-steps.ts); the length's line
  // comes last of the lines so a short main event's cap holds; momentum then moves with the final
  // stars; and the world makes its rivalries from the card.
  rateSegments: [livingRateSegments, livingRatePresentations, explainTitleStakes, explainRunIns, playRivalries, rateMomentum, rateWorkrate, rateLengths, moveMomentum, makeWorldRivalries],
  // The heat of the card's rivalries draws viewers on top of the trend (issue 17).
  raiseViewers: [livingRaiseViewers, rivalryViewers],
  // Issue 17: segments between rivals tell their rivalry's chapter (the engine's note on meta.rivalry).
  // Issue 35 item 2: a match a run-in changed tells it after its own sentence.
  assignStorylines: [livingAssignStorylines, tellRunIns],
};

/** The step an actor runs: the classic one, or its living steps one after another on a living game. */
export function ruledStep(actor: string, classic: CompletionStep, living = LIVING_STEPS): CompletionStep {
  const steps = living[actor];
  if (!steps || steps.length === 0) return classic;
  return (work, rng) => (isLiving(work.game) ? steps.reduce((next, step) => step(next, rng), work) : classic(work, rng));
}
