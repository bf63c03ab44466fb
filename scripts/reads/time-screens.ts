// Issue 19: how long each screen's read model takes on a save, in Node over fake-indexeddb (the
// real composition root, the real queries). `npx tsx scripts/reads/time-screens.ts SAVE.json [runs]`.
// fake-indexeddb is not Chromium: absolute times differ, the growth from year one to year ten is what
// this is for. `--upgrade` first upgrades a save from before the lookup index (history.upgrade),
// `--trace` lists each screen's repository calls. Prints one line per screen (median of the warm runs, first run apart) as JSON too.
import 'fake-indexeddb/auto';
import '../season/node-globals';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { AppServices } from '../../src/application/services';
import type { Repositories } from '../../src/application/ports/unit-of-work.port';
import type { TableName } from '../../src/domain/entities/tables';
import { DATABASE_NAME } from '../../src/infrastructure/dexie/kayfabe-database';
import { createContainer, resolveAppServices, TOKENS } from '../../src/infrastructure/di';
import { DexieRepository } from '../../src/infrastructure/dexie/dexie.repository';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];
const gc = () => (globalThis as { gc?: () => void }).gc?.();

type Screen = [name: string, read: (s: AppServices) => Promise<unknown>];

const screens = (careerId: number): Screen[] => [
  ['office', (s) => Promise.all([s.office.view(), s.owner.office(), s.war.officeCard(), s.talent.summary()])],
  ['  office.view', (s) => s.office.view()],
  ['  owner.office', (s) => s.owner.office()],
  ['  war.officeCard', (s) => s.war.officeCard()],
  ['  talent.summary', (s) => s.talent.summary()],
  ['roster', (s) => s.office.roster()],
  ['ratings', (s) => Promise.all([s.ratings.view({}), s.war.board(8)])],
  ['  ratings.view', (s) => s.ratings.view({})],
  ['  war.board', (s) => s.war.board(8)],
  ['ratings (all)', (s) => s.ratings.view({ window: 'all' })],
  ['rank championships', (s) => s.championships.ranking()],
  ['reigns', (s) => s.championships.reigns({})],
  ['blog', (s) => s.blog.recaps(1)],
  ['production list', (s) => s.production.list()],
  ['calendar', async (s) => Promise.all([s.game.hasGame(), s.calendar.world(`${(await s.game.load()).date.slice(0, 7)}-01`)])],
  ['careers', (s) => s.careers.list()],
  ['career', (s) => Promise.all([s.careers.view(careerId), s.rivalries.ofWrestler(careerId)])],
  ['brands', (s) => s.brands.view()],
  ['rivalries', (s) => s.rivalries.board()],
];

/** --trace: which repository calls each screen makes, and the rows and time they cost. */
const trace = new Map<string, { calls: number; rows: number; ms: number }>();
function traceRepositories() {
  const proto = DexieRepository.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of ['all', 'list', 'get', 'getMany', 'findBy', 'findBetween', 'count', 'range', 'countRange']) {
    const original = proto[method];
    proto[method] = async function (this: { table: string }, ...args: unknown[]) {
      const start = performance.now();
      const result = await original.apply(this, args);
      const key = `${this.table}.${method}${['findBy', 'findBetween', 'range', 'countRange'].includes(method) ? `(${String(args[0])})` : ''}`;
      const entry = trace.get(key) ?? { calls: 0, rows: 0, ms: 0 };
      entry.calls += 1;
      entry.rows += Array.isArray(result) ? result.length : 1;
      entry.ms += performance.now() - start;
      trace.set(key, entry);
      return result;
    };
  }
}
const printTrace = () => {
  for (const [key, { calls, rows, ms }] of [...trace].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`    ${key.padEnd(36)} ${String(calls).padStart(4)} calls ${String(rows).padStart(7)} rows ${ms.toFixed(0).padStart(6)} ms`);
  }
  trace.clear();
};

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function bookingClicks(s: AppServices, runs: number) {
  const office = await s.office.view();
  const slot = office.week.find((w) => !w.production?.complete) ?? office.week[0];
  const production = await s.production.createProduction({ showId: slot.showId, date: slot.date });
  const view = await s.production.view(production.id);
  if (!view) throw new Error('no production view');
  const segmentId = view.production.segmentIds[0];
  const ids = view.wrestlers.filter((w) => w.active && !w.retired).map((w) => w.id);
  const clicks: [string, (i: number) => Promise<unknown>][] = [
    ['change match type', (i) => s.segments.setType(segmentId, i % 2 ? 'SINGLES' : 'TAG_TEAM')],
    ['add a wrestler', (i) => s.segments.toggleAppearance({ segmentId, wrestlerId: ids[i % ids.length] })],
    ['pick a winner', async () => {
      const segment = (await s.production.view(production.id))!.segments[0];
      const first = segment.appearances[0];
      if (first) await s.segments.assignWinner({ segmentId, wrestlerId: first.wrestlerId });
    }],
    ['randomise a segment', () => s.segments.randomise({ segmentId, productionId: production.id })],
  ];
  const out: Record<string, number> = {};
  for (const [name, click] of clicks) {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await time(async () => { await click(i); await s.production.view(production.id); }));
    out[name] = p95(times);
  }
  return out;
}

/**
 * A ten-season save is far over the game's 64 MB import limit (the segments' stored replays): its
 * rows go straight in through the repositories instead (the typeson `$types` notes dropped).
 */
async function writeRows(repos: Repositories, bytes: Buffer) {
  const save = JSON.parse(bytes.toString('utf8')) as { data: { data: { tableName: TableName; rows: Record<string, unknown>[] }[] } };
  await repos.Game.clear();
  for (const { tableName, rows } of save.data.data) {
    for (const row of rows) delete row.$types;
    const repo = repos[tableName] as unknown as { bulkAdd(rows: readonly unknown[]): Promise<void> };
    for (let i = 0; i < rows.length; i += 5000) await repo.bulkAdd(rows.slice(i, i + 5000));
  }
}

async function main() {
  const args = process.argv.slice(2);
  const tracing = args.includes('--trace');
  const [file, runsArg] = args.filter((a) => !a.startsWith('--'));
  if (tracing) traceRepositories();
  const runs = Number(runsArg ?? 5);
  const container = createContainer({ databaseName: DATABASE_NAME, seed: 7, logger: quiet });
  const services = resolveAppServices(container);
  const saves = container.get(TOKENS.SaveFiles);
  const repos = container.get(TOKENS.Repositories);
  const loadStart = performance.now();
  const bytes = await readFile(file);
  if (bytes.length <= 64e6) await saves.importSave(new Blob([bytes]));
  else await writeRows(repos, bytes);
  const counts = Object.fromEntries(await Promise.all((['Production', 'Segment', 'Appearance', 'Reign', 'Wrestler'] as const).map(async (t) => [t, await repos[t].count()])));
  console.log(`${file}: imported in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`, counts);
  await services.game.load();
  if (args.includes('--upgrade')) {
    // Issue 19: what the app does off the first paint for a game saved before the lookup index.
    const start = performance.now();
    const upgraded = await services.history.upgrade();
    console.log(`history upgrade: ${upgraded ? 'done' : 'nothing to do'} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  const top = (await services.office.view()).topWrestlers[0]?.id ?? 1;
  // A followed career makes /careers read its history (the costly part of that screen).
  await services.careers.start(top).catch(() => undefined);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const results: Record<string, { first: number; median: number }> = {};
  for (const [name, read] of screens(top)) {
    trace.clear();
    const first = await time(() => read(services));
    const warm: number[] = [];
    for (let i = 0; i < runs; i += 1) warm.push(await time(() => read(services)));
    results[name] = { first: Math.round(first), median: Math.round(median(warm)) };
    console.log(`${name.padEnd(20)} first ${results[name].first.toString().padStart(6)} ms   median ${results[name].median.toString().padStart(6)} ms`);
    if (tracing) printTrace();
  }
  gc();
  console.log(`heap after every screen: +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(1)} MB over the loaded database`);
  const clicks = await bookingClicks(services, Math.max(runs * 4, 20));
  for (const [name, ms] of Object.entries(clicks)) console.log(`${name.padEnd(20)} p95 ${ms.toFixed(0).padStart(6)} ms (click + card re-read)`);
  console.log(JSON.stringify({ file, counts, results, clicks }));
  await container.get(TOKENS.Database).delete();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
