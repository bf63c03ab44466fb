import type { Locator, Page } from 'playwright-core';
import { median, tidy } from './figures';

// Issue 19, interaction-p95: on an unplayed production of the player's show in the decade world,
// the four booking actions again and again, each timed in page time from the click (or the
// select's input event) to the first DOM mutation after which the screen shows the change.

export const ACTIONS = ['randomise a segment', 'pick a winner', 'add a wrestler', 'change the match type'] as const;
type Action = (typeof ACTIONS)[number];
type Arm = [action: Action, card: string, expected: string, timeoutMs: number];
type Target = [action: Action, card: string, expected: string];

/**
 * In the page: waits for the next click/input/change (capture phase, before React sees it), then
 * resolves with the ms until the card shows the change. Kept as window.__benchAction.
 */
function armInPage([action, cardSelector, expected, timeoutMs]: Arm): void {
  const card = () => document.querySelector(cardSelector);
  const rows = () => card()?.querySelectorAll('section[aria-label="Appearances"] li').length ?? 0;
  const log = () => document.querySelector('[role="log"][aria-label="Announcements"] span');
  const [rowsBefore, logBefore] = [rows(), log()];
  const done: Record<Action, () => boolean> = {
    'randomise a segment': () => log() !== logBefore && !!log()?.textContent?.endsWith(' randomised'),
    'pick a winner': () => card()?.querySelector(`button[aria-label="${expected}"]`)?.getAttribute('aria-pressed') === 'true',
    'add a wrestler': () => rows() === rowsBefore + 1,
    'change the match type': () => card()?.querySelector('h2')?.textContent === expected,
  };
  (window as unknown as { __benchAction: Promise<number> }).__benchAction = new Promise((resolve, reject) => {
    let start = 0;
    const events = ['click', 'input', 'change'];
    const onEvent = () => {
      if (start) return;
      start = performance.now();
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    };
    const observer = new MutationObserver(() => {
      if (!done[action]()) return;
      observer.disconnect();
      clearTimeout(timer);
      for (const type of events) window.removeEventListener(type, onEvent, true);
      resolve(performance.now() - start);
    });
    // A lost action's observer must not outlive it: left running, it re-checked the card on every
    // mutation of every later action (and could resolve on a later action's change).
    const timer = setTimeout(() => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, onEvent, true);
      reject(new Error(`${action}: no change on screen within ${timeoutMs} ms`));
    }, timeoutMs);
    for (const type of events) window.addEventListener(type, onEvent, true);
  });
}

/** Actions whose change never showed (within 15 s), by action: left out of the figure, counted in its note. */
const missed = new Map<Action, number>();

/** Diagnostics only (click-timeline.ts): called just before an action's click and once its change showed. */
export interface ActionHooks {
  before(action: Action): Promise<void>;
  after(action: Action): Promise<void>;
}

let hooks: ActionHooks | undefined;

async function timedAction(page: Page, arm: Target, act: () => Promise<unknown>): Promise<number[]> {
  await page.evaluate(armInPage, [...arm, 15_000] as Arm);
  await hooks?.before(arm[0]);
  await act();
  try {
    const ms = await page.evaluate(() => (window as unknown as { __benchAction: Promise<number> }).__benchAction);
    await hooks?.after(arm[0]);
    return [ms];
  } catch {
    // A click that changed nothing. Before issue 19's fix of the focus keeper, most Randomise and
    // winner clicks after a pick from the wrestler search were lost this way: the keeper sent focus
    // back to the search between mousedown and mouseup, the page scrolled to it, and the click landed
    // on the card, not the button (docs/decisions-bench.md). Kept: one lost sample must not lose the figure.
    missed.set(arm[0], (missed.get(arm[0]) ?? 0) + 1);
    return [];
  } finally {
    await page.waitForTimeout(150); // the edit's re-read settles before the next click
  }
}

const TYPES = [['BRAWL', 'Brawl'], ['STREET_FIGHT', 'Street Fight']] as const;

/** Opens an unplayed production of the player's first show this week, from the schedule. */
async function openUnplayedProduction(page: Page): Promise<Locator> {
  await page.evaluate(() => (location.hash = '#/schedule/shows'));
  const create = page.getByRole('button', { name: /^Create production/ }).first();
  await create.click({ timeout: 60_000 });
  await page.waitForURL(/#\/production\/\d+$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Randomise all', exact: true }).waitFor({ timeout: 60_000 });
  return page.locator('[data-segment-id]').first();
}

export interface InteractionTimes {
  byAction: Record<Action, number[]>;
  productionUrl: string;
  /** Actions whose change did not show within 15 s (left out), or ''. */
  lost: string;
}

/** `rounds` times each action on segment 1 (its type first set to Brawl, untimed). */
export async function measureInteractions(page: Page, rounds: number, around?: ActionHooks): Promise<InteractionTimes> {
  hooks = around;
  const card = await openUnplayedProduction(page);
  const cardSelector = `[data-segment-id="${await card.getAttribute('data-segment-id')}"]`;
  const typeSelect = card.getByLabel('Type', { exact: true });
  await typeSelect.selectOption(TYPES[0][0]);
  await card.locator('h2', { hasText: `Segment 1: ${TYPES[0][1]}` }).waitFor();
  const byAction = Object.fromEntries(ACTIONS.map((action) => [action, [] as number[]])) as Record<Action, number[]>;
  for (let round = 0; round < rounds; round += 1) {
    const randomise = card.getByRole('button', { name: 'Randomise', exact: true });
    byAction['randomise a segment'].push(...await timedAction(page, ['randomise a segment', cardSelector, ''], () => randomise.click()));

    const winner = card.locator('button[aria-label^="Make "][aria-label$=" the winner"]:not([aria-pressed="true"])').first();
    const label = (await winner.getAttribute('aria-label'))!;
    byAction['pick a winner'].push(...await timedAction(page, ['pick a winner', cardSelector, label], () => winner.click()));

    await card.getByRole('combobox', { name: 'Add or remove a wrestler' }).click();
    const option = page.getByRole('listbox').getByRole('option').filter({ hasNotText: /booked \(choose to remove\)|already in segment|No eligible wrestler/ }).first();
    await option.waitFor();
    byAction['add a wrestler'].push(...await timedAction(page, ['add a wrestler', cardSelector, ''], () => option.click()));

    const [type, name] = TYPES[(round + 1) % 2];
    byAction['change the match type'].push(
      ...await timedAction(page, ['change the match type', cardSelector, `Segment 1: ${name}`], () => typeSelect.selectOption(type)),
    );
  }
  const empty = ACTIONS.find((action) => byAction[action].length === 0);
  if (empty) throw new Error(`${empty}: no change on screen within 15 s, ${rounds} times`);
  const lost = [...missed].map(([action, n]) => `${action} ${n}`).join(', ');
  missed.clear();
  return { byAction, productionUrl: page.url(), lost };
}

/** The p95 of every timed action (nearest rank), and each action's median for the note. */
export function summariseInteractions({ byAction, lost }: InteractionTimes): { p95: number; note: string } {
  const all = Object.values(byAction).flat().sort((a, b) => a - b);
  const p95 = all[Math.min(all.length - 1, Math.ceil(all.length * 0.95) - 1)];
  const medians = ACTIONS.map((action) => `${action} ${tidy(median(byAction[action]))}`).join(', ');
  const missedNote = lost ? `; left out, no change within 15 s: ${lost}` : '';
  return { p95, note: `p95 of ${all.length} booking actions; medians (ms): ${medians}${missedNote}` };
}
