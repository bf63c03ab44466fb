import { useBrowser } from './harness';
import { readAllTables } from './raw-indexeddb';

// Issue 18 (the write-behind commit asks its no-lost-update reads and its writes together, reads
// first; docs/decisions-bench.md "Another tab") in Chromium's own IndexedDB: when a week's commit
// finds a row changed since its batch read it, the writes it had already asked for are undone with
// the transaction, the week is simulated again afresh, and it is saved once.
//
// "Another tab" is played inside the page: the first read of the Wrestler store made by a
// transaction that has already asked for a write (only the pipelined batch commit does that; the
// batch's id peek asks for empty rows, and a plain unit of work reads before it writes) sees one
// wrestler renamed, as if another tab had renamed them after the batch read them.

type Row = Record<string, unknown> & { id: number };

const MARK = '(renamed in another tab)';

describe('a batch commit that finds a row changed meanwhile, in Chromium', () => {
  const browser = useBrowser({ seedGame: true });
  const page = () => browser.page;


  it('writes nothing of that attempt, runs the week again and saves it once', async () => {
    await browser.goto('/simulate');
    const weeks = page().getByRole('spinbutton', { name: 'Number of weeks' });
    await weeks.waitFor();
    await page().evaluate((mark) => {
      const writing = new WeakSet<IDBTransaction>();
      const seen = { changed: 0 };
      (window as unknown as { renamedInAnotherTab: typeof seen }).renamedInAnotherTab = seen;
      for (const method of ['put', 'add'] as const) {
        const original = IDBObjectStore.prototype[method];
        IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<typeof original>) {
          const [value] = args;
          if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) writing.add(this.transaction);
          return original.apply(this, args);
        };
      }
      for (const method of ['getAll', 'get'] as const) {
        const original = IDBObjectStore.prototype[method] as (this: IDBObjectStore, ...args: unknown[]) => IDBRequest;
        (IDBObjectStore.prototype as unknown as Record<string, unknown>)[method] = function (this: IDBObjectStore, ...args: unknown[]) {
          const request = original.apply(this, args);
          const transaction = this.transaction;
          if (this.name === 'Wrestler' && seen.changed === 0) {
            // Before Dexie's own handler (set after this call returns): the row it then reads is the renamed one.
            request.addEventListener('success', () => {
              if (seen.changed > 0 || !writing.has(transaction)) return;
              const rows = (Array.isArray(request.result) ? request.result : [request.result]) as Record<string, unknown>[];
              const row = rows.find((candidate) => typeof candidate === 'object' && candidate !== null);
              if (!row) return;
              row.name = `${String(row.name)} ${mark}`;
              seen.changed += 1;
            });
          }
          return request;
        };
      }
    }, MARK);
    const before = await readAllTables(page());

    await weeks.fill('1');
    await page().getByRole('button', { name: 'Start', exact: true }).click();
    await page().getByRole('heading', { name: '1 week simulated' }).waitFor({ timeout: 60_000 });

    // The commit saw the change: its transaction was refused once (the unit of work's one error).
    expect(await page().evaluate(() => (window as unknown as { renamedInAnotherTab: { changed: number } }).renamedInAnotherTab.changed)).toBe(1);
    expect(browser.errors).toHaveLength(1);
    expect(browser.errors[0]).toMatch(/Unit of work rolled back.*changed while this was being simulated/s);

    // The week was saved once, from fresh reads: every new segment belongs to one new production,
    // every new appearance to one new segment, and the rename (never in storage) appears nowhere.
    const after = await readAllTables(page());
    const fresh = (name: string) => {
      const old = new Set((before[name] as Row[]).map((row) => row.id));
      return (after[name] as Row[]).filter((row) => !old.has(row.id));
    };
    const productions = fresh('Production');
    const segments = fresh('Segment');
    const appearances = fresh('Appearance');
    expect(productions.length).toBeGreaterThan(0);
    expect(productions.every((production) => production.complete === true)).toBe(true);
    const segmentIds = productions.flatMap((production) => production.segmentIds as number[]);
    expect(new Set(segmentIds).size).toBe(segmentIds.length);
    expect(segmentIds.sort((a, b) => a - b)).toEqual(segments.map((segment) => segment.id).sort((a, b) => a - b));
    const appearanceIds = segments.flatMap((segment) => segment.appearanceIds as number[]);
    expect(new Set(appearanceIds).size).toBe(appearanceIds.length);
    expect(appearanceIds.sort((a, b) => a - b)).toEqual(appearances.map((appearance) => appearance.id).sort((a, b) => a - b));
    expect((after.Wrestler as Row[]).filter((wrestler) => String(wrestler.name).includes(MARK))).toEqual([]);
  }, 120_000);
});
