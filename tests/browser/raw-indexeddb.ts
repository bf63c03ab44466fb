import type { Page } from 'playwright-core';

// Raw IndexedDB access from inside the page, so a browser test can seed and inspect the app's
// database without going through the app (the functions run in the page, hence self-contained).

export type Tables = Record<string, Record<string, unknown>[]>;

/** Every table of the `kayfabe` database, rows in key order. */
export function readAllTables(page: Page): Promise<Tables> {
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
