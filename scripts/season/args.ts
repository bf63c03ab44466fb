// `npm run season -- --years N --seed S [--rules classic|living] [--out DIR] [--save FILE] [--weeks W] [--compare on|off] [--company ID|NAME|none]`
// (DESIGN §4). `--weeks` replaces `--years` for short runs (tests, trying a change). `--compare`
// (on by default, issue 15) also runs the other rule set on the same seed for the side-by-side page.
// `--company` (issue 18): the promotion the player runs; the others are rivals (living rules).

export const WEEKS_PER_YEAR = 52;
export const DEFAULT_OUT = 'season-report';
const RULE_SETS = ['classic', 'living'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

export interface SeasonArgs {
  years: number;
  weeks: number;
  seed: number;
  rules: RuleSet;
  out: string;
  save: string | null;
  /** Also run the other rule set on the same seed and weeks, for the side-by-side report. */
  compare: boolean;
  /**
   * Issue 18: the promotion the player runs, as typed (a seed company id or name, or 'none' for
   * every promotion, no rivals); null = the rules' default (companyFor).
   */
  company: string | null;
}

/** The promotion a run plays when `--company` was not given: AWE under living rules (rivals active), none under classic. */
export const companyFor = (company: string | null, rules: RuleSet): string => company ?? (rules === 'living' ? 'AWE' : 'none');

export const USAGE = 'Usage: npm run season -- --years N --seed S [--rules classic|living] [--out DIR] [--save FILE] [--weeks W] [--compare on|off] [--company ID|NAME|none]';

/** The arguments read, or the reason they cannot be (a message for the person who typed them). */
export function parseSeasonArgs(argv: readonly string[]): SeasonArgs | { error: string } {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) return { error: `Unexpected argument ${arg}` };
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const value = inline ?? argv[++i];
    if (value === undefined) return { error: `--${name} needs a value` };
    values.set(name, value);
  }
  const unknown = [...values.keys()].find((name) => !['years', 'weeks', 'seed', 'rules', 'out', 'save', 'compare', 'company'].includes(name));
  if (unknown) return { error: `Unknown option --${unknown}` };

  const number = (name: string): number | undefined => (values.has(name) ? Number(values.get(name)) : undefined);
  const years = number('years');
  const weeksGiven = number('weeks');
  const seed = number('seed') ?? 42;
  if (years === undefined && weeksGiven === undefined) return { error: 'Give --years N (or --weeks W)' };
  if (years !== undefined && !(years > 0 && years <= 50)) return { error: '--years must be a number above 0 and at most 50' };
  if (weeksGiven !== undefined && !(Number.isInteger(weeksGiven) && weeksGiven > 0)) return { error: '--weeks must be a whole number above 0' };
  if (!Number.isInteger(seed)) return { error: '--seed must be a whole number' };
  const rules = values.get('rules') ?? 'classic';
  if (!(RULE_SETS as readonly string[]).includes(rules)) return { error: `--rules must be ${RULE_SETS.join(' or ')}` };

  const compare = values.get('compare') ?? 'on';
  if (compare !== 'on' && compare !== 'off') return { error: '--compare must be on or off' };

  const company = values.get('company')?.trim() ?? null;
  if (company === '') return { error: '--company needs a seed company id or name, or none' };

  const weeks = weeksGiven ?? Math.max(1, Math.round(years! * WEEKS_PER_YEAR));
  return {
    years: years !== undefined && weeksGiven === undefined ? years : Math.round((weeks / WEEKS_PER_YEAR) * 10_000) / 10_000,
    weeks,
    seed,
    rules: rules as RuleSet,
    out: values.get('out') ?? DEFAULT_OUT,
    save: values.get('save') ?? null,
    compare: compare === 'on',
    company,
  };
}

/** The rule set a report compares with: the other one. */
export const otherRuleSet = (rules: RuleSet): RuleSet => (rules === 'living' ? 'classic' : 'living');

/** Why a rule set cannot be run, or null when it can (both can since issue 15). */
export const ruleSetProblem = (rules: RuleSet): string | null => (RULE_SETS.includes(rules) ? null : `Unknown rule set ${rules}`);
