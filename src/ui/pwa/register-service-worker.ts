import { browser } from '../browser';
import { loadPwaRegister } from './pwa-register';

/**
 * Registers ./sw.js (scope ./, from vite.config.ts) in production builds only: a worker in dev
 * would serve stale modules. When a new build is waiting, the player chooses when to reload.
 */
export async function registerServiceWorker(isProduction: boolean = import.meta.env.PROD): Promise<void> {
  if (!isProduction || !('serviceWorker' in navigator)) return;
  const { registerSW } = await loadPwaRegister();
  const updateSW = registerSW({
    onNeedRefresh() {
      if (browser.confirm('New content available. Reload?')) void updateSW(true);
    },
  });
}
