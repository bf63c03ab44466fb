import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { UpdateNotice } from './UpdateNotice';

const RELOAD_MARK = 'kayfabe:chunk-reload-at';
const RELOAD_GUARD_MS = 10_000;

/**
 * A failed chunk import usually means a new deploy removed the old file: reload once. If the
 * reload happened moments ago the failure is real (offline, broken build), so let the crash
 * screen show it instead of reloading forever.
 */
function mayReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    const now = Date.now();
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_MARK, String(now));
    return true;
  } catch {
    return false;
  }
}

/** A route page loaded as its own chunk, showing the update notice if the chunk is gone. */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    try {
      const module = await load();
      return { default: module[exportName] as ComponentType };
    } catch (error) {
      if (mayReload()) return { default: UpdateNotice };
      throw error;
    }
  });
}
