import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import type { BatchSource } from '../ports/batch-source.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { sameRecord } from './frozen';
import { WriteBehindTable, type PendingWrites } from './write-behind-table';

/** The commit found a row changed (or taken) by someone else since the batch read it; nothing was written. */
export class BatchConflictError extends Error {
  override name = 'BatchConflictError';
  constructor(table: TableName, id: number) {
    super(`The game changed while this was being simulated (${table} ${id}); nothing was saved. Try again.`);
  }
}

/**
 * Many units of work written as one (issue 8: a week of productions in one transaction instead of
 * four per production). `repos` and `unitOfWork` have the ports' behaviour; reads reach storage
 * once, writes wait in memory, and `commit` writes them all in one transaction of the real unit of
 * work. A unit of work of the batch that rejects leaves nothing it wrote, as in storage.
 */
export interface Batch {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  /**
   * Writes every change in one transaction. In that transaction it checks that each row the
   * batch changes or deletes is still as it read it, and adds new rows (a taken id fails the add);
   * if either fails it writes nothing and rejects (BatchConflictError for a changed row).
   */
  commit(): Promise<void>;
}

export interface BatchStorage {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  source: BatchSource;
}

type Tables = { [K in TableName]: WriteBehindTable<K> };

/**
 * Storage's rows for the checks: one read per row, or the whole table in one read when the batch
 * checks more than a fifth of it (in Chromium here a `get` costs about as much as five rows of a
 * `getAll`).
 */
function storedRows(tx: Repositories, name: TableName, writes: PendingWrites): Promise<{ id: number }[]> {
  if (writes.expected.size === 0) return Promise.resolve([]);
  const repo = tx[name] as Repositories[TableName];
  return writes.wholeSize !== null && writes.expected.size * 5 > writes.wholeSize ? repo.all() : repo.getMany([...writes.expected.keys()]);
}

function checkUnchanged(table: TableName, writes: PendingWrites, stored: readonly { id: number }[]): void {
  const now = new Map(stored.map((row) => [row.id, row]));
  for (const [id, before] of writes.expected) {
    if (!sameRecord(now.get(id), before)) throw new BatchConflictError(table, id);
  }
}

/**
 * Opens a batch over storage. `preload` names tables read whole up front, in one transaction
 * (the ones the work scans), instead of one read each when first needed.
 */
export async function openBatch(storage: BatchStorage, preload: readonly TableName[] = []): Promise<Batch> {
  const { nextIds, rows } = await storage.source.start(preload);
  const tables = Object.fromEntries(
    TABLE_NAMES.map((name) => [name, new WriteBehindTable(name, storage.repos[name], nextIds[name])]),
  ) as unknown as Tables;
  for (const name of preload) (tables[name] as WriteBehindTable<TableName>).seed((rows[name] ?? []) as never, true);
  const repos = tables as unknown as Repositories;

  let queue: Promise<unknown> = Promise.resolve();
  const unitOfWork: UnitOfWork = {
    run<R>(work: (tx: Repositories) => Promise<R>): Promise<R> {
      const result = queue.then(async () => {
        for (const name of TABLE_NAMES) tables[name].beginWork();
        let kept = false;
        try {
          const result = await work(repos);
          kept = true;
          return result;
        } finally {
          for (const name of TABLE_NAMES) tables[name].endWork(kept);
        }
      });
      queue = result.catch(() => undefined);
      return result;
    },
  };

  const commit = async (): Promise<void> => {
    await queue;
    const writes = TABLE_NAMES.map((name) => [name, tables[name].pending()] as const).filter(
      ([, w]) => w.adds.length + w.puts.length + w.deletes.length > 0,
    );
    if (writes.length === 0) return;
    await storage.unitOfWork.run(async (tx) => {
      const stored = await Promise.all(writes.map(([name, w]) => storedRows(tx, name, w)));
      writes.forEach(([name, w], index) => checkUnchanged(name, w, stored[index]));
      await Promise.all(
        writes.flatMap(([name, w]) => {
          const repo = tx[name] as Repositories[TableName];
          const adds = w.adds.length > 0 ? [repo.bulkAdd(w.adds as never)] : [];
          const puts = w.puts.length > 0 ? [repo.bulkPut(w.puts as never)] : [];
          return [...adds, ...puts, ...w.deletes.map((id) => repo.delete(id))];
        }),
      );
    });
    for (const [name] of writes) tables[name].markWritten();
  };

  return { repos, unitOfWork, commit };
}
