import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';


export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
  /** Navigates to a hash route, e.g. `goto('/office')`. */
  goto(route: string): Promise<void>;
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile (so a fresh IndexedDB) per call. `bypassCSP` lets a test inject its own
 * inline script (e.g. axe-core) past the app's Content-Security-Policy; the policy itself is tested
 * without it in csp.test.ts.
 */
export interface OpenOptions {
  colorScheme?: 'dark' | 'light';
  bypassCSP?: boolean;
}

export async function openBrowser(options: OpenOptions = {}): Promise<Browser> {
  const baseUrl = inject('baseUrl');
  const userDataDir = mkdtempSync(join(tmpdir(), 'kayfabe-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: inject('chromiumPath'),
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
    bypassCSP: options.bypassCSP,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return {
    context,
    page,
    baseUrl,
    errors,
    async goto(route) {
      await page.goto(`${baseUrl}#${route}`);
    },
    async screenshot(name) {
      const dir = join(process.cwd(), 'tests', 'browser', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      return path;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** What a seed game is started as: a promotion's short name (its radio's name starts with it) and the difficulty. */
export interface SeedGameOptions {
  /** Issue 18: run one promotion ('AWE' = Apex Wrestling Entertainment…); absent, every promotion (no rivals). */
  company?: 'AWE' | 'VWU' | 'Tenrai' | 'Northgate';
  difficulty?: 'EASY' | 'NORMAL' | 'HARD';
}

const COMPANY_RADIO = { AWE: /^Apex Wrestling/, VWU: /^Vanguard/, Tenrai: /^Tenrai/, Northgate: /^Northgate/ } as const;
const DIFFICULTY_RADIO = { EASY: /^Easy/, NORMAL: /^Normal/, HARD: /^Hard/ } as const;

/**
 * Starts a new game on the seed world from /setup and waits for the office: the form's defaults,
 * except that without `company` it runs every promotion (the behaviour every older test expects).
 */
export async function startSeedGame(browser: Browser, options: SeedGameOptions = {}): Promise<void> {
  const { page } = browser;
  await browser.goto('/setup');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('checkbox', { name: /AWE Onslaught/ }).waitFor();
  const promotion = options.company ? COMPANY_RADIO[options.company] : /^Every promotion \(sandbox/;
  await page.getByRole('radio', { name: promotion }).check();
  if (options.difficulty) await page.getByRole('radio', { name: DIFFICULTY_RADIO[options.difficulty] }).check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.locator('h1').filter({ hasText: 'The office' }).waitFor({ timeout: 20_000 });
}

/**
 * A dialog, once its opening animation has ended: a click while the surface still moves can land
 * beside its button on a loaded machine, so tests click in a dialog only once it has settled.
 */
export async function settledDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));
  await dialog.waitFor();
  await expect
    .poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length))
    .toBe(0);
  return dialog;
}

/**
 * The production page's Randomise all, when it is on offer, waited on until every match has its
 * wrestlers.
 */
export async function randomiseAll(page: Page): Promise<void> {
  const randomise = page.getByRole('button', { name: 'Randomise all', exact: true });
  await randomise.waitFor({ timeout: 20_000 });
  if (!(await randomise.isEnabled())) return;
  await fillEveryMatch(page);
}

/**
 * Randomise all on a card with an empty match (the click waits for the button to be enabled),
 * waited on until every match has its wrestlers: the one wait every browser test shares.
 */
export async function fillEveryMatch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Randomise all', exact: true }).click();
  // A whole card's draw and write (the living booker plans, redraws remembered main events, books
  // farewells): it ran past 15 and 30 s on loaded clean-clone runs, never with a match left empty.
  await page.getByText('Every match has its wrestlers.').waitFor({ timeout: 90_000 });
}

/**
 * Simulate on the production page, once it is ready (while a fill is still running it is
 * aria-disabled and a click does nothing); a card the game asks about first ("Simulate …?") is
 * simulated anyway. Returns the Results region, shown.
 */
export async function simulateToResults(page: Page): Promise<Locator> {
  const simulate = page.getByRole('button', { name: 'Simulate', exact: true });
  await simulate.and(page.locator(':enabled:not([aria-disabled="true"])')).waitFor({ timeout: 30_000 });
  await simulate.click();
  const results = page.getByRole('region', { name: 'Results', exact: true });
  const ask = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await results.or(ask).first().waitFor({ timeout: 120_000 });
  if (!(await results.isVisible())) {
    const dialog = await settledDialog(page, /^Simulate /);
    await dialog.getByRole('button', { name: 'Simulate anyway' }).click();
  }
  await results.waitFor({ timeout: 60_000 });
  return results;
}

/** How a test file's browser is set up before its first test. */
export interface BrowserSetup extends OpenOptions {
  /** A seed game started once the browser is open: `true` for the form's defaults. */
  seedGame?: boolean | SeedGameOptions;
  /** What the file does next, before its first test (after the seed game). */
  then?: (browser: Browser) => Promise<void>;
  /** The setup's time limit (vitest's hook timeout otherwise). */
  timeout?: number;
}

/**
 * Issue 32, every browser test file's lifecycle in one place: a fresh browser opened (and a seed game
 * started) before the file's first test and closed after its last. Call it in the describe block;
 * the handle it returns stands for the browser opened (`browser.page`, `browser.goto`…) once the
 * setup has run.
 */
export function useBrowser(setup: BrowserSetup = {}): Browser {
  let current: Browser | undefined;
  beforeAll(async () => {
    current = await openBrowser(setup);
    if (setup.seedGame) await startSeedGame(current, setup.seedGame === true ? {} : setup.seedGame);
    await setup.then?.(current);
  }, setup.timeout);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!current) throw new Error('The browser opens in beforeAll: use it in a hook or a test.');
      return current[key as keyof Browser];
    },
  });
}
