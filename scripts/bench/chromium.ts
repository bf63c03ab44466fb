import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../tests/browser/chromium';

// The browser tests' launch (tests/browser/harness.ts), without vitest: headless Chromium on a
// fresh profile. Service workers are blocked so every load really goes to the server.

export interface Chromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/** e.g. `Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)`. */
export const chromiumVersion = (): string =>
  execFileSync(findChromium(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

export async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'kayfabe-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  // tsx (esbuild keepNames) wraps named functions in `__name(...)`; the functions handed to
  // page.evaluate carry that call into the page, which has no such helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
