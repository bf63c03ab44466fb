import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import type { DecadeBuild, DecadeStage } from './decade-build';
import { figure, tidy, type Figure } from './figures';

// Issue 19: the worlds the decade figures measure, made by the season report's run (the real use
// cases in Node, living rules, the player running AWE) and saved at the end of "year one" and of
// "year ten" of one run. A full decade takes many minutes, so the saves are cached under a hash of
// the code that makes them (src/, scripts/season/, the builder) and rebuilt when it changes.

const ROOT = resolve(import.meta.dirname, '../..');
export const DECADE_CACHE = resolve(ROOT, 'node_modules/.cache/kayfabe-bench/decade');
const BUILDER = resolve(import.meta.dirname, 'decade-build.ts');

export interface DecadePlan {
  tag: 'full' | 'quick';
  seed: number;
  /** Weeks of "year one" and of "year ten", and the size of a block in the build's log. */
  yearOneWeek: number;
  decadeWeek: number;
  blockWeeks: number;
}

/** A full decade: 52 and 520 weeks. Quick (CI): three short seasons of 13 weeks, "year one" the first. */
export const decadePlan = (quick: boolean): DecadePlan =>
  quick
    ? { tag: 'quick', seed: 42, yearOneWeek: 13, decadeWeek: 39, blockWeeks: 13 }
    : { tag: 'full', seed: 42, yearOneWeek: 52, decadeWeek: 520, blockWeeks: 52 };

export interface DecadeSaves {
  plan: DecadePlan;
  yearOne: DecadeStage;
  decade: DecadeStage;
  build: DecadeBuild;
  /** Whether this run built the saves (false: reused from the cache). */
  built: boolean;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function codeHash(plan: DecadePlan): string {
  const hash = createHash('sha256').update(JSON.stringify(plan));
  const files = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'scripts', 'season')), BUILDER];
  for (const file of files.sort()) {
    if (file.includes('.test.')) continue;
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Keeps the three newest builds of this plan (other worktrees' code may want the others). */
/** The cached builds of this plan (their name prefixes), newest first. */
function buildsOf(tag: string): string[] {
  return readdirSync(DECADE_CACHE)
    .filter((name) => name.startsWith(`decade-${tag}-`) && name.endsWith('.meta.json'))
    .sort((a, b) => statSync(join(DECADE_CACHE, b)).mtimeMs - statSync(join(DECADE_CACHE, a)).mtimeMs)
    .map((meta) => meta.slice(0, -'.meta.json'.length));
}

function prune(tag: string, keep: string): void {
  for (const prefix of buildsOf(tag).filter((name) => !name.includes(keep)).slice(2)) {
    for (const name of readdirSync(DECADE_CACHE)) if (name.startsWith(prefix)) rmSync(join(DECADE_CACHE, name), { recursive: true, force: true });
  }
}

/** The prefix of the newest complete build of this plan in the cache, if any. */
function newestBuild(tag: string): string | undefined {
  const [newest] = buildsOf(tag);
  return newest && join(DECADE_CACHE, newest);
}

function runBuilder(request: object, log: (line: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    // Its own process: the season run installs fake-indexeddb and `self`; a big heap for ten seasons.
    const child = spawn(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', BUILDER, JSON.stringify(request)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => text.split('\n').filter(Boolean).forEach((line) => log(line.trim())));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`The decade build exited with code ${code}`))));
  });
}

/** The two saves of the plan, from the cache or built now (the log says which, and how long it took). */
export async function decadeSaves(quick: boolean, log: (line: string) => void, newest = false): Promise<DecadeSaves> {
  const plan = decadePlan(quick);
  mkdirSync(DECADE_CACHE, { recursive: true });
  let prefix = join(DECADE_CACHE, `decade-${plan.tag}-${codeHash(plan)}`);
  // `--decade-world=newest`: iterating on screens or clicks (code that does not make the world), the
  // newest world built by any code is reused rather than rebuilt for 20 minutes. Said in the log.
  const stale = newest && !existsSync(`${prefix}.meta.json`) ? newestBuild(plan.tag) : undefined;
  if (stale) {
    log(`--decade-world=newest: no world for this code; reusing ${basename(stale)}, built by other code`);
    prefix = stale;
  }
  const meta = `${prefix}.meta.json`;
  const stages = [plan.yearOneWeek, plan.decadeWeek].map((week) => ({ week, dir: `${prefix}-w${week}` }));
  let built = false;
  if (!existsSync(meta) || stages.some((stage) => !existsSync(stage.dir))) {
    // Left by an interrupted build of this same code.
    for (const name of readdirSync(DECADE_CACHE)) if (name.startsWith(basename(prefix)) && name.endsWith('.partial')) rmSync(join(DECADE_CACHE, name), { recursive: true, force: true });
    log(`building the ${plan.tag} decade (${plan.decadeWeek} weeks, seed ${plan.seed}, living rules as AWE): no cached save for this code`);
    await runBuilder({ seed: plan.seed, blockWeeks: plan.blockWeeks, stages, meta }, log);
    built = true;
  }
  const build = JSON.parse(readFileSync(meta, 'utf8')) as DecadeBuild;
  prune(plan.tag, prefix.slice(DECADE_CACHE.length + 1));
  // The folders as found here: a build made in another worktree's cache names its own paths.
  const [yearOne, decade] = stages.map(({ week, dir }) => ({ ...build.stages.find((stage) => stage.week === week)!, dir }));
  const size = (stage: DecadeStage) =>
    `week ${stage.week}: ${Object.values(stage.rows).reduce((a, b) => a + b, 0)} rows, backup ${(stage.saveBytes / 1024 / 1024).toFixed(1)} MB`;
  log(`${built ? 'built' : 'reused'} the ${plan.tag} decade (${build.seconds.toFixed(0)} s of building${built ? '' : ' when it was built'}): ` +
    `${size(yearOne)}; ${size(decade)}; ${prefix}-w*/`);
  return { plan, yearOne, decade, build, built };
}

const MB = 1024 * 1024;
const WEEKS_A_YEAR = 52;

/**
 * Issue 36, `decade-save-mb-per-year`: the decade world's backup (made by the build, so measuring
 * costs nothing more) in MB ÷ its years, as the season report's `save.mbPerYear`; the note gives
 * year one's and the growth per year between the two worlds.
 */
export function decadeSaveFigure(saves: Pick<DecadeSaves, 'yearOne' | 'decade'>): Figure {
  const { yearOne, decade } = saves;
  const years = decade.week / WEEKS_A_YEAR;
  const perYear = decade.saveBytes / MB / years;
  const growth = (decade.saveBytes - yearOne.saveBytes) / MB / ((decade.week - yearOne.week) / WEEKS_A_YEAR);
  return figure('decade-save-mb-per-year', tidy(perYear),
    `backup of the week-${decade.week} world ${tidy(decade.saveBytes / MB)} MB ÷ ${tidy(years)} years; ` +
    `the week-${yearOne.week} world's ${tidy(yearOne.saveBytes / MB)} MB; ${tidy(growth)} MB a year between them`);
}
