import {
  DEFAULT_DAYS_PER_STEP,
  DEFAULT_RULE_SET,
  daysPerStepProblem,
  type NewGameOptions,
} from '../../../application/new-game';
import type { Gender, RuleSet } from '../../../domain/entities/enums';
import { parseDecimal } from '../../../domain/fields/decimal';

/** Issue 14: plain decimal only ("0x10" or "1e1" is not a number of days); NaN fails the range check. */
const daysOf = (days: string): number => parseDecimal(days.trim()) ?? NaN;

/** The form as typed: days stay text until Start, so a half-typed number is not rejected early. */
export interface NewGameFormValues {
  brandIds: number[];
  gender: Gender;
  days: string;
  tutorials: boolean;
  /** Issue 15: the rules the game plays by (living first and chosen). */
  rules: RuleSet;
}

export const initialFormValues = (): NewGameFormValues => ({
  brandIds: [],
  gender: 'MALE',
  days: String(DEFAULT_DAYS_PER_STEP),
  tutorials: true,
  rules: DEFAULT_RULE_SET,
});

/** The message under the days field, or null when the value can be used. */
export function daysProblem(days: string): string | null {
  if (days.trim() === '') return 'Enter how many days the calendar moves per step.';
  return daysPerStepProblem(daysOf(days));
}

export function toOptions(values: NewGameFormValues): NewGameOptions | null {
  if (daysProblem(values.days)) return null;
  return {
    brandIds: [...values.brandIds].sort((a, b) => a - b),
    gender: values.gender,
    amountOfDays: daysOf(values.days),
    tutorials: values.tutorials,
    rules: values.rules,
  };
}

/** What `/setup/setup` hands to `/start` in the router state. */
export interface StartState {
  newGame: NewGameOptions;
}

/** The choices carried to `/start`, or null when the page was opened some other way. */
export function readStartState(state: unknown): NewGameOptions | null {
  const options = (state as Partial<StartState> | null)?.newGame;
  if (!options || !Array.isArray(options.brandIds) || typeof options.amountOfDays !== 'number') return null;
  return options;
}
