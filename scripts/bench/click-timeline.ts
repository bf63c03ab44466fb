import type { Page } from 'playwright-core';
import { startGame } from './app-bench';
import { APP_OUT, buildApp, serveApp } from './build';
import { launchChromium } from './chromium';
import { decadeSaves } from './decade-save';
import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { loadWorldRaw, serveWorld } from './decade-load';
import { ACTIONS, measureInteractions } from './decade-interaction';
import { SCREENS, visit } from './decade-screens';

// A diagnostic, not a figure: `npx tsx scripts/bench/click-timeline.ts [52|520] [rounds]` (after a
// `npm run bench` built the app) loads a cached decade world, then times the booking clicks of
// interaction-p95 with every IndexedDB request, transaction and long task noted from the click on,
// and prints one timeline per click: what a click waits for, one round after another.

const INSTRUMENT = `(() => {
  const log = []; window.__idbLog = log; window.__long = [];
  const now = () => performance.now();
  const wrap = (proto, name) => {
    const original = proto[name];
    if (!original) return;
    proto[name] = function (...args) {
      const request = original.apply(this, args);
      const store = this.objectStore ? this.objectStore.name + '.' + this.name : this.name;
      const entry = { op: name, store, start: now(), end: 0 };
      log.push(entry);
      request.addEventListener('success', () => { entry.end = now(); });
      request.addEventListener('error', () => { entry.end = now(); });
      return request;
    };
  };
  for (const name of ['get', 'getAll', 'getAllKeys', 'put', 'add', 'delete', 'count', 'openCursor', 'openKeyCursor', 'getKey', 'clear']) {
    wrap(IDBObjectStore.prototype, name);
    wrap(IDBIndex.prototype, name);
  }
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode, ...rest) {
    const tx = transaction.call(this, stores, mode, ...rest);
    const entry = { op: 'tx ' + (mode || 'readonly'), store: Array.isArray(stores) ? stores.length + ' stores' : String(stores), start: now(), end: 0 };
    log.push(entry);
    tx.addEventListener('complete', () => { entry.end = now(); });
    tx.addEventListener('abort', () => { entry.end = now(); entry.op += ' (aborted)'; });
    return tx;
  };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push({ start: e.startTime, dur: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  // At each new event, the previous one's timeline is printed (it ran until this event).
  const dump = () => {
    const t0 = window.__clickAt;
    if (t0 === undefined) return;
    const rel = (t) => (t - t0).toFixed(0);
    const lines = log.slice(window.__mark).map((e) => rel(e.start) + '→' + (e.end ? rel(e.end) : '?') + ' ' + e.op + ' ' + e.store);
    const long = window.__long.filter((l) => l.start >= t0 - 5).map((l) => 'long ' + rel(l.start) + '+' + l.dur.toFixed(0));
    console.log('TIMELINE ' + window.__label + '\\n  ' + lines.concat(long).join('\\n  '));
  };
  window.__dump = dump;
  for (const type of ['click', 'input', 'change', 'hashchange']) window.addEventListener(type, (event) => {
    if (window.__clickAt !== undefined && now() - window.__clickAt < 5) return;
    dump();
    const target = event.target;
    window.__label = type === 'hashchange' ? 'visit ' + location.hash : type + ' ' + (target.getAttribute && (target.getAttribute('aria-label') || target.textContent || '').slice(0, 40));
    window.__clickAt = now(); window.__mark = log.length;
  }, true);
})();`;

const ROOT = resolve(import.meta.dirname, '../..');

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function (top 40), and by file. */
function summariseProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url.split('/').pop() || '(native)';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber}`;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  console.log(`PROFILE self time by function:\n${top(self, 45)}\nby file:\n${top(byFile, 15)}`);
}

/** In the page: median ms of a few raw requests, in a read-write transaction over every store and in a read-only one. */
async function probeInPage(): Promise<string> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('kayfabe');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const stores = [...db.objectStoreNames];
  const time = (mode: IDBTransactionMode, scope: string[], ask: (tx: IDBTransaction) => IDBRequest[]) =>
    new Promise<number>((resolve) => {
      const start = performance.now();
      const tx = db.transaction(scope, mode);
      const requests = ask(tx);
      let left = requests.length;
      for (const request of requests) request.onsuccess = () => { void request.result; if (--left === 0) resolve(performance.now() - start); };
    });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const cases: [string, IDBTransactionMode, string[], (tx: IDBTransaction) => IDBRequest[]][] = [
    ['rw all: get Game', 'readwrite', stores, (tx) => [tx.objectStore('Game').get(1)]],
    ['ro Game: get Game', 'readonly', ['Game'], (tx) => [tx.objectStore('Game').get(1)]],
    ['rw all: get Segment 1', 'readwrite', stores, (tx) => [tx.objectStore('Segment').get(1)]],
    ['ro Segment: get Segment 1', 'readonly', ['Segment'], (tx) => [tx.objectStore('Segment').get(1)]],
    ['rw Segment: get Segment 1', 'readwrite', ['Segment'], (tx) => [tx.objectStore('Segment').get(1)]],
    ['rw all: getAll Wrestler', 'readwrite', stores, (tx) => [tx.objectStore('Wrestler').getAll()]],
    ['ro Wrestler: getAll Wrestler', 'readonly', ['Wrestler'], (tx) => [tx.objectStore('Wrestler').getAll()]],
    ['rw all: Game+Wrestler+Segment', 'readwrite', stores, (tx) => [tx.objectStore('Game').get(1), tx.objectStore('Wrestler').getAll(), tx.objectStore('Segment').get(1)]],
    // The completed productions (the blog's and the lists' totals): counted, their ids, the store's count.
    ['ro Production: count done: keys', 'readonly', ['Production'], (tx) => [tx.objectStore('Production').index('lookupKeys').count(IDBKeyRange.bound('done:', 'done:\uffff'))]],
    ['ro Production: getAllKeys done: keys', 'readonly', ['Production'], (tx) => [tx.objectStore('Production').index('lookupKeys').getAllKeys(IDBKeyRange.bound('done:', 'done:\uffff'))]],
    ['ro Production: count the store', 'readonly', ['Production'], (tx) => [tx.objectStore('Production').count()]],
    ['ro Production: count the date index', 'readonly', ['Production'], (tx) => [tx.objectStore('Production').index('date').count()]],
  ];
  const lines: string[] = [];
  for (const [name, mode, scope, ask] of cases) {
    const runs: number[] = [];
    for (let i = 0; i < 15; i += 1) runs.push(await time(mode, scope, ask));
    lines.push(`${name}: median ${median(runs).toFixed(1)} ms (min ${Math.min(...runs).toFixed(1)})`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const week = Number(process.argv[2] ?? 52);
  const rounds = Number(process.argv[3] ?? 3);
  const saves = await decadeSaves(false, console.log, true);
  const stage = week === saves.decade.week ? saves.decade : saves.yearOne;
  // PROFILE=1: an unminified build and a CPU profile of the clicks, self time by function.
  const profile = process.env.PROFILE === '1';
  if (profile) {
    const { build } = await import('vite');
    await build({ root: ROOT, logLevel: 'error', build: { outDir: APP_OUT, emptyOutDir: true, minify: false } });
  } else await buildApp();
  const app = await serveApp();
  const browser = await launchChromium();
  try {
    await browser.context.addInitScript({ content: INSTRUMENT });
    const first = browser.context.pages()[0] ?? (await browser.context.newPage());
    await startGame(first, app);
    await first.goto(`${app.url}favicon.svg`);
    const loaded = await loadWorldRaw(browser.context, app.url, 'favicon.svg', serveWorld(APP_OUT, stage), 'kayfabe');
    console.log(`week ${stage.week}: ${loaded.rows} rows loaded`);
    const page: Page = await browser.context.newPage();
    await page.goto(`${app.url}#/office`);
    await page.getByRole('heading', { level: 1, name: 'The office' }).waitFor({ timeout: 120_000 });
    // Each click's timeline is read back after the action settles, inside measureInteractions' own wait.
    const timelines: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('TIMELINE')) timelines.push(message.text());
    });
    page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
    console.log(`instrumented: ${await page.evaluate(() => typeof (window as unknown as { __dump: unknown }).__dump)}`);
    const cdp = profile ? await browser.context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    // PROBE=1: raw IndexedDB timings of a booking click's first requests, outside the app's code.
    if (process.env.PROBE === '1') {
      console.log(await page.evaluate(probeInPage));
      return;
    }
    // SCREEN=ratings: visits of that screen from the office instead of the clicks.
    const screen = SCREENS.find((candidate) => candidate.name === process.env.SCREEN);
    if (screen) {
      for (let round = 0; round < rounds; round += 1) console.log(`${screen.name}: ${(await visit(page, screen)).toFixed(0)} ms; office ${(await visit(page, SCREENS[0])).toFixed(0)} ms`);
      await page.evaluate(() => (window as unknown as { __dump(): void }).__dump());
      await page.waitForTimeout(500);
      console.log(timelines.join('\n'));
      return;
    }
    // PROFILE_ACTION=randomise (the start of an action's name): a CPU profile of that action's clicks
    // alone, from the click until its change showed, summed over the rounds.
    const only = process.env.PROFILE_ACTION;
    const taken: CpuProfile[] = [];
    // TRACE_ACTION=randomise: a Chrome trace (devtools.timeline) of that action's clicks instead, written to TRACE_OUT.
    const traced = process.env.TRACE_ACTION;
    const events: unknown[] = [];
    const traceSession = traced ? await browser.context.newCDPSession(page) : undefined;
    traceSession?.on('Tracing.dataCollected', (data: { value: unknown[] }) => events.push(...data.value));
    const tracing = traceSession && traced ? {
      before: async (action: string) => {
        if (action.startsWith(traced)) await traceSession.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
      },
      after: async (action: string) => {
        if (!action.startsWith(traced)) return;
        const complete = new Promise<void>((done) => traceSession.once('Tracing.tracingComplete', () => done()));
        await traceSession.send('Tracing.end');
        await complete;
      },
    } : undefined;
    const around = tracing ?? (cdp && only ? {
      before: async (action: string) => { if (action.startsWith(only)) await cdp.send('Profiler.start'); },
      after: async (action: string) => { if (action.startsWith(only)) taken.push((await cdp.send('Profiler.stop')).profile as CpuProfile); },
    } : undefined);
    if (around && !tracing) await cdp!.send('Profiler.stop');
    const times = await measureInteractions(page, rounds, around);
    if (tracing) writeFileSync(process.env.TRACE_OUT ?? 'trace.json', JSON.stringify({ traceEvents: events }));
    if (around && !tracing) {
      console.log(`PROFILE_ACTION ${only}: ${taken.length} profiles`);
      if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(taken));
    }
    if (cdp && !around) {
      const taken = (await cdp.send('Profiler.stop')).profile as CpuProfile;
      summariseProfile(taken);
      // PROFILE_OUT=file.cpuprofile keeps it whole, for DevTools or a script of one's own.
      if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(taken));
    }
    await page.waitForTimeout(1500);
    await page.evaluate(() => (window as unknown as { __dump(): void }).__dump());
    for (const action of ACTIONS) console.log(`${action}: ${times.byAction[action].map((ms) => ms.toFixed(0)).join(', ')}`);
    console.log(timelines.join('\n'));
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
