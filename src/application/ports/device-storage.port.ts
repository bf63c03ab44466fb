/** What the browser says about the site's storage; null where it cannot tell. */
export interface StorageEstimate {
  /** Whether the browser promised to keep the data under storage pressure. */
  persisted: boolean | null;
  /** Bytes the site uses (the game, its safety copies, the app's cached files). */
  usage: number | null;
  /** Bytes the site may use in all. */
  quota: number | null;
}

/** Issue 14: persistent storage and the space estimate. Adapter: BrowserDeviceStorage (navigator.storage). */
export interface DeviceStorage {
  /** Asks the browser to keep the data (true when it is, or was already, granted). Never throws. */
  persist(): Promise<boolean>;
  /** Never throws. */
  estimate(): Promise<StorageEstimate>;
}
