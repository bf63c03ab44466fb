import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runSeason, type SeasonOptions } from '../../scripts/season/run-season';

// A save produced by the season report's run (the game's own booker, week after week), for the
// browser test of a long game. Generating three seasons takes tens of seconds, so the file is
// kept in the OS temp directory under a hash of the code that makes it: any change to src/ or
// scripts/season/ makes a new one.

const root = join(import.meta.dirname, '..', '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function codeVersion(weeks: number, seed: number, game: string): string {
  const hash = createHash('sha256').update(game ? `${weeks}:${seed}:${game}` : `${weeks}:${seed}`);
  for (const file of [...filesUnder(join(root, 'src')), ...filesUnder(join(root, 'scripts', 'season'))].sort()) {
    if (file.includes('.test.')) continue;
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface SeasonSave {
  path: string;
  /** Seconds spent generating it; null when it came from the cache. */
  seconds: number | null;
}

/** The game the run plays: every promotion on the classic rules when not given (issue 34: a promotion of the player's, living). */
export type SeasonGame = Pick<SeasonOptions, 'rules' | 'companyId'>;

export async function seasonSave(weeks: number, seed: number, game: SeasonGame = {}): Promise<SeasonSave> {
  const dir = join(tmpdir(), 'kayfabe-season-saves');
  const { rules = 'classic', companyId = null } = game;
  const kind = companyId === null && rules === 'classic' ? '' : `-${rules}-company${companyId ?? 'all'}`;
  const path = join(dir, `season-${weeks}w-seed${seed}${kind}-${codeVersion(weeks, seed, kind)}.json`);
  if (existsSync(path)) return { path, seconds: null };
  const started = performance.now();
  const run = await runSeason({ weeks, seed, rules, companyId });
  try {
    const blob = await run.exportSave();
    mkdirSync(dir, { recursive: true });
    // Written aside then renamed, so an interrupted run never leaves half a save in the cache.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await run.dispose();
  }
  return { path, seconds: (performance.now() - started) / 1000 };
}
