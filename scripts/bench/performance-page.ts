import { BUDGETS, FIGURE_ORDER, type Figure } from './figures';
import type { Machine } from './report';

// docs/performance.md, from the bench's record (bench-results.json): one current value per figure,
// each with the run that took it. Pure: the caller reads the files, the clock and the machine.

/** The 1-, 5- and 15-minute load averages (os.loadavg()). */
export type LoadAverage = readonly [number, number, number];

/** One `npm run bench` (or a record carried over from elsewhere): when, how, where, under what load. */
export interface Run {
  /** ISO date-time of the start (UTC). */
  at: string;
  /** ISO date-time of the end, when known. */
  until?: string;
  /** e.g. `npm run bench -- --only=node`. */
  command: string;
  /** --quick: smaller data and fewer runs; budgets printed, not asserted. */
  quick: boolean;
  machine: Machine;
  /** Measured before and after the run, or (carried-over figures) as it was described then. */
  load: { before: LoadAverage; after: LoadAverage } | { described: string };
  /** Where the figure comes from when no bench run of this record took it, e.g. "carried over from the README". */
  source?: string;
}

/** One line of bench-results.json: the figure and the run that took it (absent in files from before runs were kept). */
export interface RecordedFigure extends Figure {
  taken?: Run;
}

/**
 * The record after a run: every figure the run took replaces the one of the same name; every other
 * figure stays as it was, with its own run. A figure the run failed to measure (no value) does not
 * wipe a value taken before. Unknown names are dropped; the order is the issue's.
 */
export function mergeResults(previous: readonly RecordedFigure[], fresh: readonly RecordedFigure[]): RecordedFigure[] {
  const byName = new Map<string, RecordedFigure>();
  for (const figure of previous) byName.set(figure.name, figure);
  for (const figure of fresh) {
    const before = byName.get(figure.name);
    if (figure.value === null && before && before.value !== null) continue;
    byName.set(figure.name, figure);
  }
  return FIGURE_ORDER.flatMap((name) => {
    const figure = byName.get(name);
    return figure ? [figure] : [];
  });
}

const NOTE_LENGTH = 160;

/** A note cut to about NOTE_LENGTH characters at a word; the whole note stays in bench-results.json. */
export function shortNote(note: string, length = NOTE_LENGTH): string {
  const flat = note.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:(]+$/, '')}…`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

const grouped = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** `>= 500000` → `≥ 500,000`. */
const budgetCell = (budget: string) =>
  budget.replace(/^>=\s*/, '≥ ').replace(/^<=\s*/, '≤ ').replace(/\d+(\.\d+)?/g, (digits) => grouped(Number(digits)));

const statusCell = (figure: RecordedFigure) => (figure.met === null ? 'failed' : figure.met ? 'met' : '**over**');

/** `2026-11-28T11:25:00.000Z` → `2026-11-28 11:25`. */
const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const when = (run: Run) => {
  if (!run.until || minute(run.until) === minute(run.at)) return `${minute(run.at)} UTC`;
  const sameDay = run.until.slice(0, 10) === run.at.slice(0, 10);
  return `${minute(run.at)}–${sameDay ? run.until.slice(11, 16) : minute(run.until)} UTC`;
};

const loadText = (load: Run['load']) => {
  if ('described' in load) return load.described;
  const triple = (values: LoadAverage) => values.map((value) => value.toFixed(2)).join(' / ');
  return `${triple(load.before)} → ${triple(load.after)}`;
};

const machineText = (machine: Machine) =>
  `${machine.cores} cores, ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}`;

const runKey = (run: Run | undefined) => (run ? JSON.stringify(run) : 'unknown');

export interface PageOptions {
  /** ISO date-time the page is written. */
  generatedAt: string;
  /** The record's file, relative to the repository (bench-results.json unless said). */
  from?: string;
}

/** docs/performance.md. */
export function performancePage(figures: readonly RecordedFigure[], { generatedAt, from = 'bench-results.json' }: PageOptions): string {
  const ordered = mergeResults([], figures);
  // Runs are lettered in the order their figures appear (the same run, the same letter).
  const runs = new Map<string, { label: string; run: Run | undefined }>();
  for (const figure of ordered) {
    const key = runKey(figure.taken);
    if (!runs.has(key)) runs.set(key, { label: runs.size < 26 ? String.fromCharCode(65 + runs.size) : String(runs.size + 1), run: figure.taken });
  }
  const label = (figure: RecordedFigure) => runs.get(runKey(figure.taken))!.label;
  const missing = FIGURE_ORDER.filter((name) => !ordered.some((figure) => figure.name === name));
  const over = ordered.filter((figure) => figure.met === false).map((figure) => `\`${figure.name}\``);
  const quick = ordered.filter((figure) => figure.taken?.quick).map((figure) => `\`${figure.name}\``);

  const lines = [
    '<!-- Generated by `npm run bench` (or `npm run bench:report`) from bench-results.json: do not edit. -->',
    '# Performance',
    '',
    `*Generated by \`npm run bench\`, do not edit* (written ${minute(generatedAt)} UTC from \`${from}\`).`,
    '`npm run bench:report` writes it again from bench-results.json without measuring anything. How each figure is taken:',
    '[decisions-bench.md](decisions-bench.md); how to run the bench: the [README](../README.md#performance).',
    '',
    'Each figure is the latest value taken, with the run that took it (below): a run of some groups',
    '(`--only=…`) leaves the other figures as they were. Absolute timings on a shared machine can move',
    'by 2× from one hour to the next, so judge the `-vs-raw` and `-ratio` figures, which compare two',
    'timings of the same run.',
    '',
    `Over budget: ${over.length ? over.join(', ') : 'none'}.` +
      (quick.length ? ` Taken by a \`--quick\` run (smaller data, not comparable with the budget): ${quick.join(', ')}.` : '') +
      (missing.length ? ` Never taken: ${missing.map((name) => `\`${name}\``).join(', ')}.` : ''),
    '',
    '| figure | value | unit | budget | | run | note |',
    '|---|--:|---|---|---|---|---|',
    ...ordered.map((figure) =>
      `| \`${figure.name}\` | ${figure.value === null ? '—' : grouped(figure.value)} | ${cell(figure.unit)} | ${budgetCell(figure.budget)} | ` +
        `${statusCell(figure)} | ${label(figure)}${figure.taken?.quick ? ' (quick)' : ''} | ${cell(shortNote(figure.note))} |`,
    ),
    '',
    '## Runs',
    '',
    '| run | taken | command | machine | load average (1 / 5 / 15 min) before → after |',
    '|---|---|---|---|---|',
    ...[...runs.values()].map(({ label, run }) =>
      run
        ? `| ${label} | ${when(run)}${run.source ? `, ${cell(run.source)}` : ''} | \`${cell(run.command)}\`${run.quick ? ' (quick)' : ''} | ${cell(machineText(run.machine))} | ${cell(loadText(run.load))} |`
        : `| ${label} | unknown (a bench-results.json from before runs were recorded) | | | |`,
    ),
    '',
    '## What each figure measures',
    '',
    ...ordered.map((figure) => `- \`${figure.name}\`: ${BUDGETS[figure.name].what}.`),
    '',
  ];
  return lines.join('\n');
}
