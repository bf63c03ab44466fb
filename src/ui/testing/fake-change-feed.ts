import { vi } from 'vitest';
import type { ChangeFeed, GameChange } from '../../application/ports/change-feed.port';

/** A ChangeFeed for screen tests: `emit` plays another tab's change to every subscriber. */
export function createFakeChangeFeed(): ChangeFeed & { emit(change: GameChange): void; listeners(): number } {
  const listeners = new Set<(change: GameChange) => void>();
  return {
    publish: vi.fn(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change) {
      for (const listener of [...listeners]) listener(change);
    },
    listeners: () => listeners.size,
  };
}
