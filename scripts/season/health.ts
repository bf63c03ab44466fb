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

/** Bytes in one MB of `save.mbPerYear` (as the save limits count them). */
export const SAVE_MB = 1024 * 1024;

/**
 * Issue 36, `save.mbPerYear`: the --save file's bytes ÷ MB ÷ the run's years (four decimals), or null
 * without a file (or a run of no years).
 */
export function withSaveSize(health: Health, saveBytes: number | null): Health {
  const value = saveBytes === null || health.years <= 0 ? null : Math.round((saveBytes / SAVE_MB / health.years) * 1e4) / 1e4;
  return { ...health, figures: { ...health.figures, 'save.mbPerYear': value } };
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
