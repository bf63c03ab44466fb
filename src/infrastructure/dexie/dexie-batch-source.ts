import type { Batch, BatchSource } from '../../application/ports/batch-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import type { BatchStart } from '../write-behind/write-behind';
import type { KayfabeDatabase } from './kayfabe-database';
import { leftBehindOr, noteBatchCommit, writeStamp } from './database-watch';

/** Thrown to abort the peek transaction; never leaves this module. */
class Peeked extends Error {}

/**
 * IndexedDB has no call that reads a key generator. So, in one transaction: read the tables asked
 * for, add an empty row to every table and note the id each was given, then abort. Nothing is
 * written; the ids are the ones the next rows would get (at worst one higher, where a browser
 * does not roll its generator back). The batch's commit adds its new rows under those ids, and
 * fails without writing anything if another tab took one meanwhile.
 */
export class DexieBatchSource implements BatchSource {
  /**
   * What the last batch's commit left in storage (next ids, its preloaded tables whole), while
   * nothing else has written since: `stamp` is the database's writeStamp just after that commit.
   */
  private carried: { stamp: number; start: BatchStart } | null = null;
  /** The writeStamp each open batch started at. */
  private readonly openedAt = new WeakMap<BatchStart, number>();

  constructor(
    private readonly db: KayfabeDatabase,
    private readonly repos: Repositories,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  // Imported on first use: the write-behind tables serve the calendar's sweeps, not the first page.
  async open(preload: readonly TableName[]): Promise<Batch> {
    const { openBatch } = await import('../write-behind/write-behind');
    let commits = 0;
    // The commit's transaction counts itself on the write stamp as it begins (noteBatchCommit).
    const unitOfWork: UnitOfWork = {
      run: (work) =>
        this.unitOfWork.run(async (tx) => {
          commits += 1;
          noteBatchCommit(this.db);
          return work(tx);
        }),
    };
    return openBatch(
      { repos: this.repos, unitOfWork, start: (tables) => this.start(tables), committed: (opened, after) => this.keep(opened, after, commits) },
      preload,
    );
  }

  /**
   * Issue 18 (a week with rivals opens two batches, one right after the other's commit): when the
   * stamp shows that only that commit wrote since it opened, the next batch starts from what it
   * left instead of reading the tables again. Anything else (another write of this tab, a word
   * from another tab, a failed commit) and the next batch reads afresh. The commit's checks stay
   * as they are either way: a row changed elsewhere, or an id taken, still refuses it.
   */
  private keep(opened: BatchStart, after: BatchStart, commits: number): void {
    const stamp = this.openedAt.get(opened);
    const now = writeStamp(this.db);
    this.carried = stamp !== undefined && now === stamp + commits ? { stamp: now, start: after } : null;
  }

  async start(preload: readonly TableName[]): Promise<BatchStart> {
    const carried = this.carried;
    this.carried = null;
    // Taken before reading: a write that completes after this moves it, and the batch is not carried on.
    const stamp = writeStamp(this.db);
    if (carried && carried.stamp === stamp && preload.every((name) => carried.start.rows[name])) {
      const start: BatchStart = {
        nextIds: { ...carried.start.nextIds },
        rows: Object.fromEntries(preload.map((name) => [name, carried.start.rows[name]])),
        memory: carried.start.memory,
      };
      this.openedAt.set(start, stamp);
      return start;
    }
    const start = await this.read(preload);
    this.openedAt.set(start, stamp);
    return start;
  }

  private async read(preload: readonly TableName[]): Promise<BatchStart> {
    let start: BatchStart | undefined;
    try {
      await this.db.transaction('rw', this.db.allTables(), async () => {
        // Reads asked first (asked after the empty rows, they would see them), the empty rows right
        // behind them without waiting: a transaction runs its requests in order.
        const reads = Promise.all(preload.map((name) => this.db.tableOf(name).toArray()));
        const adds = Promise.all(TABLE_NAMES.map((name) => this.db.table(name).add({}) as Promise<number>));
        const [tables, ids] = await Promise.all([reads, adds]);
        start = {
          nextIds: Object.fromEntries(TABLE_NAMES.map((name, index) => [name, ids[index]])) as BatchStart['nextIds'],
          rows: Object.fromEntries(preload.map((name, index) => [name, tables[index]])),
        };
        throw new Peeked();
      });
    } catch (error) {
      if (!(error instanceof Peeked)) throw leftBehindOr(this.db, error);
    }
    if (!start) throw new Error('The batch could not start');
    return start;
  }
}
