import type { DeviceStorage, StorageEstimate } from '../../application/ports/device-storage.port';

const manager = (): StorageManager | undefined => (typeof navigator !== 'undefined' ? navigator.storage : undefined);

/** navigator.storage, where the browser has it (an old browser or a test runner may not). */
export class BrowserDeviceStorage implements DeviceStorage {
  async persist(): Promise<boolean> {
    const storage = manager();
    try {
      if (!storage?.persist) return false;
      // Asked once granted would be harmless, but some browsers prompt for it: ask only when needed.
      if (storage.persisted && (await storage.persisted())) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  }

  async estimate(): Promise<StorageEstimate> {
    const storage = manager();
    const [persisted, estimate] = await Promise.all([
      storage?.persisted ? storage.persisted().catch(() => null) : null,
      storage?.estimate ? storage.estimate().catch(() => null) : null,
    ]);
    return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
  }
}
