// Code no screen needs to appear (the closed sidebar's drawer) is fetched once the first screen
// has been painted and the browser is idle, so it neither delays that screen (issue 8) nor makes
// the next screen wait for the shared Fluent code it brings.

const waiting: (() => void)[] = [];
let shown = false;

/** After the next frame is painted, when the browser is idle (or soon, where idle is unknown). */
function afterPaint(task: () => void): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2000 });
    else setTimeout(task, 0);
  });
}

/** Runs `task` once a first screen has been shown (at once, idle permitting, if it already has). */
export function whenFirstScreenShown(task: () => void): void {
  if (shown) afterPaint(task);
  else waiting.push(task);
}

/** Called by every screen's frame (Page) when it mounts; only the first call matters. */
export function firstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const task of waiting.splice(0)) afterPaint(task);
}

/** Fetches a chunk no first screen needs once one is painted, so it is there when it is wanted. */
export function prefetchAfterFirstScreen(load: () => Promise<unknown>): void {
  whenFirstScreenShown(() => void load().catch(() => undefined));
}
