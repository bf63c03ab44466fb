import { useSyncExternalStore } from 'react';

// Whether the player tucked the tutorial away. Kept for the session (in memory), so hiding it on
// the schedule keeps it hidden on the production page too; a reload shows it again.
let minimised = false;
const listeners = new Set<() => void>();

export function setTutorialMinimised(value: boolean): void {
  if (value === minimised) return;
  minimised = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useTutorialMinimised = (): boolean => useSyncExternalStore(subscribe, () => minimised);
