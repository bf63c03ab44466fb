// The figures and budgets of the benchmark issue (issue 8). Names are a contract: keep them.

export type FigureName =
  | 'rate-segment'
  | 'production-completion'
  | 'production-completion-vs-raw'
  | 'season-simulation'
  | 'season-simulation-rivals'
  | 'season-simulation-vs-raw'
  | 'season-simulation-rivals-vs-raw'
  | 'save-export-100k'
  | 'save-import-100k'
  | 'save-import-vs-raw'
  | 'initial-js-gzip-kb'
  | 'first-contentful-paint'
  | 'roster-10k-render'
  | 'decade-week-ratio'
  | 'decade-screen-render-max'
  | 'decade-screen-vs-year1-max'
  | 'decade-heap-mb'
  | 'decade-export-vs-raw'
  | 'decade-import-vs-raw'
  | 'interaction-p95'
  | 'decade-save-mb-per-year'
  | 'dynasty-screen-render-max';

interface Budget {
  unit: string;
  /** At least (`min`) or at most (`max`) this much. */
  min?: number;
  max?: number;
  what: string;
}

export const BUDGETS: Record<FigureName, Budget> = {
  'rate-segment': { unit: 'calls/s', min: 500_000, what: 'rateSegment calls per second, 4 competitors (Node)' },
  'production-completion': { unit: 'ms', max: 25, what: 'complete one 5-segment production with 12 wrestlers' },
  'production-completion-vs-raw': { unit: 'ratio', max: 4, what: 'completion ÷ a raw Dexie transaction writing the same records' },
  'season-simulation': { unit: 's', max: 5, what: 'create, randomise and complete every production of 52 weeks' },
  'season-simulation-rivals': { unit: 's', max: 5, what: 'the same 52 weeks as AWE under living rules, every rival promotion running its shows (issue 18)' },
  'season-simulation-vs-raw': { unit: 'ratio', max: 2, what: 'the season ÷ a raw IndexedDB write of the rows it wrote, same transactions, same run (issue 19)' },
  'season-simulation-rivals-vs-raw': { unit: 'ratio', max: 2, what: 'the season with rivals ÷ a raw IndexedDB write of the rows it wrote, same run' },
  'save-export-100k': { unit: 'ms', max: 3000, what: 'back up a database of 100,000 rows' },
  'save-import-100k': { unit: 'ms', max: 5000, what: 'import that file, validation included' },
  'save-import-vs-raw': { unit: 'ratio', max: 2, what: 'import ÷ a raw Dexie clear + bulkAdd of the same rows' },
  'initial-js-gzip-kb': { unit: 'KB', max: 270, what: 'gzip KB of JavaScript loaded before /office first renders' },
  'first-contentful-paint': { unit: 'ms', max: 800, what: 'first contentful paint of /office, loopback, cold cache' },
  'roster-10k-render': { unit: 'ms', max: 300, what: 'render /roster with 10,000 wrestlers (≤ ~150 rows in the DOM)' },
  // Issue 19: ten seasons without slowing down (the decade: a season run of 520 weeks, saved at 52 and 520).
  'decade-week-ratio': { unit: 'ratio', max: 1.3, what: 'one week simulated in year ten ÷ the same in year one, same run' },
  'decade-screen-render-max': { unit: 'ms', max: 300, what: 'slowest of 11 screens, in-app navigation to first meaningful content, after ten seasons' },
  'decade-screen-vs-year1-max': { unit: 'ratio', max: 1.5, what: 'worst screen: decade time ÷ year-one time' },
  'decade-heap-mb': { unit: 'MB', max: 150, what: 'JS heap after visiting every screen once with the decade loaded' },
  'decade-export-vs-raw': { unit: 'ratio', max: 1.5, what: 'backup of the decade ÷ a raw read of the same rows' },
  'decade-import-vs-raw': { unit: 'ratio', max: 1.2, what: 'import of that backup ÷ a raw write of the same rows' },
  'interaction-p95': { unit: 'ms', max: 100, what: 'p95 booking click → updated screen on a production, decade loaded' },
  // Issue 36: saves that last a dynasty (the season report's save.mbPerYear, on the decade's world).
  'decade-save-mb-per-year': { unit: 'MB/year', max: 4, what: "the decade's backup (Settings' default, pretty) in MB ÷ its years" },
  'dynasty-screen-render-max': { unit: 'ms', max: 300, what: 'slowest of the same 11 screens on a thirty-season world (the seed world plus thirty seasons of history)' },
};

export const FIGURE_ORDER = Object.keys(BUDGETS) as FigureName[];

/** One line of bench-results.json. `value` is null when the measurement itself failed. */
export interface Figure {
  name: FigureName;
  value: number | null;
  unit: string;
  budget: string;
  note: string;
  /** Whether the value is within budget (null when there is no value). */
  met: boolean | null;
}

export const budgetText = ({ min, max }: Budget): string => (min !== undefined ? `>= ${min}` : `<= ${max}`);

/**
 * One figure, judged against its budget. `judged` replaces the value for that judgement when the
 * value was taken on smaller data (--quick) and is projected to the size.
 */
export function figure(name: FigureName, value: number | null, note: string, extraMet = true, judged = value): Figure {
  const budget = BUDGETS[name];
  const within = judged === null ? null : budget.min !== undefined ? judged >= budget.min : judged <= (budget.max ?? Infinity);
  return { name, value, unit: budget.unit, budget: budgetText(budget), note, met: within === null ? null : within && extraMet };
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Rounds for display and JSON: big counts to integers, small figures to 2 decimals. */
export const tidy = (value: number): number => (Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100);
