import type { Difficulty, Gender, RuleSet } from '../../domain/entities/enums';
import { MAX_DAYS_PER_STEP, MIN_DAYS_PER_STEP } from '../../domain/fields/limits';

/** What the player chooses on the new-game form (`/setup/setup`). */
export interface NewGameOptions {
  /** The brands the player runs (seed ids, kept by the load); empty means every brand. */
  brandIds: number[];
  gender: Gender;
  /** Days the calendar moves per step. */
  amountOfDays: number;
  tutorials: boolean;
  /**
   * Issue 15: the rules the game plays by. The form offers `living` first (DEFAULT_RULE_SET);
   * a caller that says nothing (older callers, tests pinned to the spec) gets `classic`.
   */
  rules?: RuleSet;
  /**
   * Issue 18: the promotion (seed company id) the player runs: its brands become `brandIds` and
   * every other promotion is a rival the game runs (living rules). Absent or null: `brandIds` as
   * given, no rivals (older callers).
   */
  companyId?: number | null;
  /** Issue 18: rivals' aggression and money's tightness; NORMAL when not given. */
  difficulty?: Difficulty;
}

/** The rule set the new-game form starts on (DESIGN §4: a new game plays living rules). */
export const DEFAULT_RULE_SET: RuleSet = 'living';

export const DEFAULT_DAYS_PER_STEP = 7;
// Issue 14: the range is Game.amountOfDays's field rule (src/domain/fields/limits.ts), so the CMS and this form agree.
export { MAX_DAYS_PER_STEP, MIN_DAYS_PER_STEP } from '../../domain/fields/limits';

/** Why a days-per-step value cannot be used, or null when it can. */
export function daysPerStepProblem(value: number): string | null {
  if (!Number.isInteger(value)) return 'Days per step must be a whole number.';
  if (value < MIN_DAYS_PER_STEP || value > MAX_DAYS_PER_STEP) {
    return `Days per step must be between ${MIN_DAYS_PER_STEP} and ${MAX_DAYS_PER_STEP}.`;
  }
  return null;
}

/** One step of loading a new game, reported as it happens. */
export interface NewGameProgress {
  /** What is being done, e.g. `Wrestler` or `Clearing the old game`. */
  step: string;
  /** Steps finished, including this one. */
  done: number;
  total: number;
}

export type OnNewGameProgress = (progress: NewGameProgress) => void;
