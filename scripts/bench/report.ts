import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { relative, resolve } from 'node:path';
import { FIGURE_ORDER, type Figure } from './figures';
import { performancePage, type RecordedFigure } from './performance-page';

/** The record every run merges into, its page, and the record used when there is none yet. */
export const RESULTS_PATH = resolve(import.meta.dirname, '../../bench-results.json');
export const PAGE_PATH = resolve(import.meta.dirname, '../../docs/performance.md');
/** The record behind docs/performance.md, kept in git so the next checkout starts from it. */
export const PAGE_RECORD_PATH = resolve(import.meta.dirname, '../../docs/performance.json');
/** The README's Performance table of 2026-11-28, as a record (git ignores bench-results.json). */
export const CARRIED_OVER_PATH = resolve(import.meta.dirname, 'carried-over.json');

export interface Machine {
  cores: number;
  cpu: string;
  memoryGb: number;
  node: string;
  chromium: string;
}

export const describeMachine = (chromium: string): Machine => ({
  cores: cpus().length,
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  memoryGb: Math.round(totalmem() / 1024 ** 3),
  node: process.version,
  chromium,
});

const status = (figure: Figure) => (figure.met === null ? 'FAILED' : figure.met ? 'ok' : 'OVER');

/** The table on stdout, in the order, and which figures are over budget. */
export function printReport(figures: Figure[], machine: Machine, quick: boolean): void {
  const ordered = FIGURE_ORDER.flatMap((name) => figures.filter((figure) => figure.name === name));
  const rows = ordered.map((f) => [f.name, f.value === null ? '—' : `${f.value} ${f.unit}`, `${f.budget} ${f.unit}`, status(f)]);
  const widths = [0, 1, 2, 3].map((column) => Math.max(...[['figure', 'value', 'budget', ''], ...rows].map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(`\nKayfabe benchmarks${quick ? ' (--quick: smaller data, fewer runs; budgets not asserted)' : ''}`);
  console.log(`Machine: ${machine.cores} cores, ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}\n`);
  console.log(line(['figure', 'value', 'budget', '']));
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const f of ordered) console.log(`- ${f.name}: ${f.note}`);
  const over = ordered.filter((f) => f.met === false).map((f) => f.name);
  const failed = ordered.filter((f) => f.met === null).map((f) => f.name);
  console.log(`\nOver budget: ${over.length ? over.join(', ') : 'none'}`);
  if (failed.length) console.log(`Not measured (failed): ${failed.join(', ')}`);
}

export function writeResults(path: string, figures: Figure[]): void {
  const ordered = FIGURE_ORDER.flatMap((name) => figures.filter((figure) => figure.name === name));
  writeFileSync(path, `${JSON.stringify(ordered, null, 2)}\n`);
}

/**
 * bench-results.json; in a fresh checkout, the record the committed page was written from
 * (docs/performance.json); before any page was written, the figures carried over from the README.
 */
export function readRecord(): { figures: RecordedFigure[]; from: string } {
  const from = [RESULTS_PATH, PAGE_RECORD_PATH].find((path) => existsSync(path)) ?? CARRIED_OVER_PATH;
  const figures: unknown = JSON.parse(readFileSync(from, 'utf8'));
  if (!Array.isArray(figures)) throw new Error(`${from} is not a list of figures`);
  return { figures: figures as RecordedFigure[], from };
}

export function writePerformancePage(figures: RecordedFigure[], from = RESULTS_PATH, generatedAt = new Date().toISOString()): void {
  writeFileSync(PAGE_PATH, performancePage(figures, { generatedAt, from: relative(resolve(import.meta.dirname, '../..'), from) }));
  writeFileSync(PAGE_RECORD_PATH, `${JSON.stringify(figures, null, 2)}\n`);
}
