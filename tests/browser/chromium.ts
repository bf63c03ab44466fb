import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's Chromium. Browser tests never skip: no browser is a failure. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found: run `apt-get update && apt-get install -y chromium` (or set CHROME_PATH) and try again.',
    );
  }
  return found;
}

/** One launch line for every headless Chromium we start, browser tests and benchmark alike. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
