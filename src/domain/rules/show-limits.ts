import type { Show } from '../entities/show';
import { checkField, fieldRule, type NumberRule } from '../fields';
import { formatMoney, formatNumber as plain } from '../format';

// Issue 34: what a show may store, in the player's words. Every range is the Show table's field
// rule (`fields/table-rules.ts`), the one both repositories apply, read from it rather than copied,
// so the form's range is never wider than what storage accepts; one check is the form's own: a
// show's lowest points cannot be above its highest.

export type ShowField =
  | 'name' | 'maxDuration' | 'defaultAmountSegments' | 'minPoints' | 'maxPoints' | 'income'
  | 'avgTicketPrice' | 'avgMerchPrice' | 'avgViewers' | 'avgAttendance' | 'monthIndex' | 'weekIndex' | 'dayIndex';

export type ShowProblems = Partial<Record<ShowField, string>>;

const numberRule = (key: ShowField): NumberRule => fieldRule('Show', key) as NumberRule;
const range = (key: ShowField, money = false): string => {
  const { min, max } = numberRule(key);
  const say = money ? formatMoney : plain;
  return `from ${say(min)} to ${say(max)}`;
};

/** The words for each number, given its rule's range. */
const NUMBER_WORDS: Readonly<Record<Exclude<ShowField, 'name'>, () => string>> = {
  maxDuration: () => `A show runs ${range('maxDuration')} seconds (a week).`,
  defaultAmountSegments: () => `A show books a whole number of segments ${range('defaultAmountSegments')}.`,
  minPoints: () => `The lowest points are ${range('minPoints')}.`,
  maxPoints: () => `The highest points are ${range('maxPoints')}.`,
  income: () => `The income of a show is ${range('income', true)}.`,
  avgTicketPrice: () => `A ticket costs ${range('avgTicketPrice', true)}.`,
  avgMerchPrice: () => `Merchandise costs ${range('avgMerchPrice', true)}.`,
  avgViewers: () => `Viewers are ${range('avgViewers')}.`,
  avgAttendance: () => `The crowd is a whole number of people ${range('avgAttendance')}.`,
  monthIndex: () => `The month is a whole number ${range('monthIndex')} (0 is January, 11 December).`,
  weekIndex: () => `The week of the month is a whole number ${range('weekIndex')}.`,
  dayIndex: () => `The day is a whole number ${range('dayIndex')} (0 is Sunday, 6 Saturday).`,
};

/** Why a show's name cannot be stored, or null. */
export function showNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return 'A show needs a name.';
  const { maxLength } = fieldRule('Show', 'name') as { maxLength: number };
  return name.length <= maxLength ? null : `A show's name holds at most ${plain(maxLength)} characters (this one has ${plain(name.length)}).`;
}

/**
 * What is wrong with each field of a show the player entered (only the fields given are judged;
 * the points' order when both are given), in words that stand next to the field.
 */
export function showProblems(show: Partial<Record<keyof Show, unknown>>): ShowProblems {
  const problems: ShowProblems = {};
  if ('name' in show) {
    const problem = showNameProblem(show.name);
    if (problem) problems.name = problem;
  }
  for (const key of Object.keys(NUMBER_WORDS) as (keyof typeof NUMBER_WORDS)[]) {
    if (key in show && checkField({ ...numberRule(key), key }, show[key]) !== null) problems[key] = NUMBER_WORDS[key]();
  }
  const { minPoints, maxPoints } = show;
  if (!problems.minPoints && !problems.maxPoints && typeof minPoints === 'number' && typeof maxPoints === 'number' && minPoints > maxPoints)
    problems.minPoints = `The lowest points (${plain(minPoints)}) cannot be above the highest (${plain(maxPoints)}).`;
  return problems;
}
