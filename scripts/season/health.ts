import type { RuleSet, SeasonArgs } from './args';
import { FIGURE_DEFINITIONS, targetFor, type Figures } from './definitions';
import { computeFigures } from './figures';
import { runProductions, type SeasonRecords } from './season-records';

/** `health.json` (DESIGN §4, a stable contract: names are added, never renamed). */
export interface Health {
  seed: number;
  years: number;
  rules: RuleSet;
  weeks: number;
  /** Productions completed during the run. */
  productions: number;
  /** Issue 18: the seed promotion the player ran (its id); null: every promotion, no rivals. */
  companyId: number | null;
  figures: Figures;
}

export function healthOf(args: Pick<SeasonArgs, 'years' | 'rules'>, records: SeasonRecords): Health {
  return {
    seed: records.seed,
    years: args.years,
    rules: args.rules,
    weeks: records.weeks.length,
    productions: runProductions(records).length,
    companyId: records.rivals?.companyId ?? null,
    figures: computeFigures(records),
  };
}

const shown = (value: number | null): string => (value === null ? 'null' : String(value));

/** The figures as a plain-text table for the terminal: name, value, target. */
export function figuresTable(health: Health): string {
  const width = Math.max(...FIGURE_DEFINITIONS.map((d) => d.name.length));
  const valueWidth = Math.max(5, ...Object.values(health.figures).map((v) => shown(v).length));
  const rows = FIGURE_DEFINITIONS.map((d) => {
    const target = targetFor(d, health.rules) ? `target ${targetFor(d, health.rules)}` : '';
    return `  ${d.name.padEnd(width)}  ${shown(health.figures[d.name]).padStart(valueWidth)}  ${target}`.trimEnd();
  });
  const heading = `Season report: seed ${health.seed}, ${health.years} year(s), ${health.weeks} weeks, ${health.productions} productions, ${health.rules} rules`;
  return [heading, ...rows].join('\n');
}
