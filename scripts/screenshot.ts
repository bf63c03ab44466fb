import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../tests/browser/chromium';

// `npx tsx scripts/screenshot.ts [--url=http://127.0.0.1:4791/] [--out=docs/screenshot.png] [--scheme=light|dark]`:
// the README's screenshot. Serve a build first, e.g.
//   npx vite build --outDir /tmp/rp-dist
//   npx vite preview --outDir /tmp/rp-dist --host 127.0.0.1 --port 4791
// then this starts a new game through the UI (as tests/browser/harness.ts's startSeedGame does, as
// AWE, the form's default) in a fresh headless Chromium profile and captures the office (or, with
// `--page=production`, a simulated show).

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseUrl = option('url', 'http://127.0.0.1:4791/');
const output = resolve(import.meta.dirname, '..', option('out', 'docs/screenshot.png'));
const colorScheme = option('scheme', 'light') === 'dark' ? 'dark' : 'light';
// `--page=production` books, randomises and simulates the week's first show and captures its results.
const shot = option('page', 'office') === 'production' ? 'production' : 'office';

const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function main(): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'kayfabe-screenshot-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: ARGS,
    viewport: { width: 1280, height: 800 },
    colorScheme,
    serviceWorkers: 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(`${baseUrl}#/setup`);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('checkbox', { name: /AWE Onslaught/ }).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 30_000 });
    // The office's cards load after its first paint: wait for them, then for the last animation.
    await page.getByRole('region', { name: 'Current champions' }).getByRole('listitem').first().waitFor({ timeout: 30_000 });
    if (shot === 'production') {
      await page.goto(`${baseUrl}#/schedule/shows`);
      await page.getByRole('button', { name: /^Create production/ }).first().click();
      await page.waitForURL(/#\/production\/\d+$/, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Randomise all', exact: true }).click();
      await page.getByText('Every match has its wrestlers.').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Simulate', exact: true }).click();
      await page.getByRole('region', { name: 'Results' }).waitFor({ timeout: 30_000 });
    } else {
      // The tutorial's invitation would hide half the office.
      await page.getByRole('button', { name: 'Skip the tutorial', exact: true }).click();
      await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    }
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.waitForTimeout(500);
    await page.screenshot({ path: output });
    console.log(`Wrote ${output} (${Math.round(statSync(output).size / 1024)} KB)`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
