import type { Gender } from '../../domain/entities/enums';

/** What the player chooses on the new-game form (`/setup/setup`). */
export interface NewGameOptions {
  /** The brands the player runs (seed ids, kept by the load); empty means every brand. */
  brandIds: number[];
  gender: Gender;
  /** Days the calendar moves per step. */
  amountOfDays: number;
  tutorials: boolean;
}

export const DEFAULT_DAYS_PER_STEP = 7;
export const MIN_DAYS_PER_STEP = 1;
/** Four weeks: longer steps would skip whole monthly shows without the player seeing them. */
export const MAX_DAYS_PER_STEP = 28;

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
