import type { Batch, BatchSource } from '../../application/ports/batch-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import type { BatchStart } from '../write-behind/write-behind';
import type { KayfabeDatabase } from './kayfabe-database';
import { leftBehindOr } from './database-watch';

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
  constructor(
    private readonly db: KayfabeDatabase,
    private readonly repos: Repositories,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  // Imported on first use: the write-behind tables serve the calendar's sweeps, not the first page.
  async open(preload: readonly TableName[]): Promise<Batch> {
    const { openBatch } = await import('../write-behind/write-behind');
    return openBatch({ repos: this.repos, unitOfWork: this.unitOfWork, start: (tables) => this.start(tables) }, preload);
  }

  async start(preload: readonly TableName[]): Promise<BatchStart> {
    let start: BatchStart | undefined;
    try {
      await this.db.transaction('rw', this.db.allTables(), async () => {
        // Reads first: issued after the empty rows, they would see them.
        const tables = await Promise.all(preload.map((name) => this.db.tableOf(name).toArray()));
        const ids = await Promise.all(TABLE_NAMES.map((name) => this.db.table(name).add({}) as Promise<number>));
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
