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
