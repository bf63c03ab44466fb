import { useSyncExternalStore } from 'react';

/**
 * A count of the edits not yet done, outside React state: the page does not re-render when it
 * moves, only the few controls that read it (Simulate must not decide on a card still changing).
 */
export interface PendingEdits {
  subscribe(listener: () => void): () => void;
  count(): number;
  set(count: number): void;
}

export function createPendingEdits(): PendingEdits {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    count: () => count,
    set: (next) => {
      if (next === count) return;
      count = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The number of edits not yet done, re-rendering the calling component (only) when it changes. */
export const usePendingEdits = (pending: PendingEdits): number => useSyncExternalStore(pending.subscribe, pending.count);
