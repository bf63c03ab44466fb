import type { InspectionEvent } from 'xstate';

export type InspectFn = (event: InspectionEvent) => void;

let pending: Promise<InspectFn | undefined> | undefined;

/** `?inspect` may sit before the hash (`/?inspect#/office`) or inside it (`#/office?inspect`). */
export function wantsInspector(): boolean {
  const { search, hash } = window.location;
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return new URLSearchParams(search).has('inspect') || new URLSearchParams(hashQuery).has('inspect');
}

/**
 * The Stately inspector for actors started by the app (DESIGN §1), or undefined. The package is
 * imported only when asked for, so it stays out of the normal bundle.
 */
export function getInspector(): Promise<InspectFn | undefined> {
  pending ??= (async () => {
    if (!wantsInspector()) return undefined;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    return (event: InspectionEvent) => inspector.inspect.next?.(event);
  })();
  return pending;
}

/**
 * A synchronous observer for the composition root: events arriving before the inspector has loaded
 * are queued and replayed, so the first actors of a session are not lost.
 */
export function inspectorObserver(): InspectFn | undefined {
  if (!wantsInspector()) return undefined;
  let queue: InspectionEvent[] | undefined = [];
  let forward: InspectFn | undefined;
  void getInspector().then((inspect) => {
    forward = inspect;
    for (const event of queue ?? []) forward?.(event);
    queue = undefined;
  });
  return (event) => (forward ? forward(event) : queue?.push(event));
}
