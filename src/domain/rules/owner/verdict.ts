import { formatNumber } from '../../format';
import type { OwnerObjective } from '../../entities/owner-season';

/**
 * Issue 18 item 5: the owner's verdict on a finished year, from the share of objectives met. It
 * comes with a budget change for each of the player's brands, bounded to ±OWNER_BUDGET_STEP, so a
 * good year helps and a bad one hurts without deciding the game on its own.
 */

/** The most the verdict adds to (or takes from) each of the player's brands. */
export const OWNER_BUDGET_STEP = 100_000;

export type VerdictTone = 'praise' | 'steady' | 'warning';

export interface OwnerVerdict {
  tone: VerdictTone;
  met: number;
  total: number;
  /** The change to each player brand's balance. */
  budget: number;
  text: string;
}

const money = (value: number): string => `$${formatNumber(Math.abs(value))}`;

/** A year whose objectives were set after this day of it (in its last quarter) is judged without money. */
export const SHORT_YEAR_AFTER = '09-30';

/** Whether objectives set on `setOn` left the year too short to judge in full. */
export const isShortYear = (setOn: string | undefined, year: number): boolean =>
  typeof setOn === 'string' && setOn > `${year}-${SHORT_YEAR_AFTER}`;

/**
 * The verdict: three quarters met or more → praise and a bonus; half → steady; less → a warning and
 * a cut. A short year (the objectives set late, as after a new game in November) is only counted.
 */
export function ownerVerdict(objectives: readonly Pick<OwnerObjective, 'met'>[], options: { short?: boolean } = {}): OwnerVerdict {
  const total = objectives.length;
  const met = objectives.filter((objective) => objective.met).length;
  const share = total === 0 ? 1 : met / total;
  const of = `${met} of ${total} objectives met`;
  if (options.short) return { tone: 'steady', met, total, budget: 0, text: `${of}. The owner set them late in the year and judges the next one in full; budgets stay as they are.` };
  if (share >= 0.75) {
    return { tone: 'praise', met, total, budget: OWNER_BUDGET_STEP, text: `${of}. The owner is delighted and adds ${money(OWNER_BUDGET_STEP)} to each of your brands’ budgets.` };
  }
  if (share >= 0.5) return { tone: 'steady', met, total, budget: 0, text: `${of}. The owner is satisfied; budgets stay as they are.` };
  return { tone: 'warning', met, total, budget: -OWNER_BUDGET_STEP, text: `${of}. The owner warns you and cuts ${money(OWNER_BUDGET_STEP)} from each of your brands’ budgets.` };
}
