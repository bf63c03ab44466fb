import { browser } from '../browser';

type RegisterSW = typeof import('virtual:pwa-register').registerSW;

/**
 * Registers ./sw.js (scope ./, from vite.config.ts) in production builds only: a worker in dev
 * would serve stale modules. When a new build is waiting, the player chooses when to reload.
 */
export async function registerServiceWorker(
  isProduction: boolean = import.meta.env.PROD,
  load: () => Promise<{ registerSW: RegisterSW }> = () => import('virtual:pwa-register'),
): Promise<void> {
  if (!isProduction || !('serviceWorker' in navigator)) return;
  const { registerSW } = await load();
  const updateSW = registerSW({
    onNeedRefresh() {
      if (browser.confirm('New content available. Reload?')) void updateSW(true);
    },
  });
}
