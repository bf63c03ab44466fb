import { copyFileSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { DecadeStage } from './decade-build';
import type { WorldFiles } from './page/protocol';

// Issue 19: a decade world put into a page's own origin the quick way. Its files (hundreds of MB
// in all) are hard-linked into the folder the server serves, fetched by a tab of that origin and
// written raw into IndexedDB: every table cleared, then every row added, the Game record included.
// The tab shows a small static file of the origin (the app's favicon), so no app runs beside it
// and the rows it held go when it closes.

/** Serves the world's files from `servedDir`; returns their relative URLs. */
export function serveWorld(servedDir: string, stage: Pick<DecadeStage, 'dir' | 'files'>): WorldFiles {
  const base = `bench-decade/${basename(stage.dir)}/`;
  rmSync(join(servedDir, base), { recursive: true, force: true });
  mkdirSync(join(servedDir, base), { recursive: true });
  for (const { file } of stage.files) {
    try {
      linkSync(join(stage.dir, file), join(servedDir, base, file));
    } catch {
      copyFileSync(join(stage.dir, file), join(servedDir, base, file)); // another file system: a copy does
    }
  }
  return { base, files: stage.files };
}

export interface RawLoad {
  rows: number;
  ms: number;
}

/**
 * In a tab of `origin` showing `blankPath` (a page of it that runs no app), writes the world raw
 * into the database `database`, which must already exist with the game's schema. A transaction
 * per file (the load is not measured; one file of rows is held at a time).
 */
export async function loadWorldRaw(context: BrowserContext, origin: string, blankPath: string, world: WorldFiles, database: string): Promise<RawLoad> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${blankPath}`);
    return await page.evaluate(
      async ([{ base, files }, name]) => {
        const started = performance.now();
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => resolve(open.result);
        });
        const write = (stores: string[], work: (tx: IDBTransaction) => void) =>
          new Promise<void>((resolve, reject) => {
            const tx = db.transaction(stores, 'readwrite');
            work(tx);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
            tx.onabort = () => reject(tx.error);
          });
        await write([...db.objectStoreNames], (tx) => {
          for (const store of db.objectStoreNames) tx.objectStore(store).clear();
        });
        let rows = 0;
        for (const { table, file } of files) {
          const list = (await (await fetch(`${base}${file}`)).json()) as object[];
          await write([table], (tx) => list.forEach((row) => tx.objectStore(table).add(row)));
          rows += list.length;
        }
        db.close();
        return { rows, ms: performance.now() - started };
      },
      [world, database] as const,
    );
  } finally {
    await page.close();
  }
}
