import type { Page } from 'playwright-core';
import { storedRowWhole } from '../../src/infrastructure/dexie/stored-rows';

// Raw IndexedDB access from inside the page, so a browser test can seed and inspect the app's
// database without going through the app (the functions run in the page, hence self-contained).

export type Tables = Record<string, Record<string, unknown>[]>;

/**
 * Rows as the game reads them (issue 36): the weekly tables are stored without the fields at their
 * defaults and a production's played card as text (sparse-rows-middleware.ts); this fills them back,
 * as every read of the game does. Use it on rows read raw or taken from a backup file.
 */
export const tablesAsRead = (tables: Tables): Tables =>
  Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.map((row) => storedRowWhole(name, row))]));

/** Every table of the `kayfabe` database, rows in key order, each as the game reads it (every field). */
export async function readAllTables(page: Page): Promise<Tables> {
  return tablesAsRead(await readStoredTables(page));
}

/** Every table of the `kayfabe` database, rows in key order, as stored (the weekly tables sparse). */
export function readStoredTables(page: Page): Promise<Tables> {
  return page.evaluate(
    () =>
      new Promise<Tables>((resolve, reject) => {
        const request = indexedDB.open('kayfabe');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const names = [...db.objectStoreNames];
          const transaction = db.transaction(names, 'readonly');
          const result: Tables = {};
          for (const name of names) {
            const all = transaction.objectStore(name).getAll();
            all.onsuccess = () => (result[name] = all.result);
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(result);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

/** In one transaction: clears the named tables, then puts the given rows (ids kept). */
export function writeTables(page: Page, changes: { clear?: string[]; put?: Tables }): Promise<void> {
  return page.evaluate(
    ({ clear = [], put = {} }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('kayfabe');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const names = [...new Set([...clear, ...Object.keys(put)])];
          const transaction = db.transaction(names, 'readwrite');
          for (const name of clear) transaction.objectStore(name).clear();
          for (const [name, rows] of Object.entries(put)) for (const row of rows) transaction.objectStore(name).put(row);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    changes,
  );
}
