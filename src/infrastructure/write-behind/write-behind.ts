import type { Stored } from '../../domain/entities/base';
import { TABLE_NAMES, type EntityByTable, type TableName } from '../../domain/entities/tables';
import type { Batch } from '../../application/ports/batch-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { checkAsRead, RecordConflictError } from '../../domain/entities/record-conflict';
import { WriteBehindTable, type PendingWrites, type TableMemory } from './write-behind-table';

/** The commit found a row changed (or taken) by someone else since the batch read it; nothing was written. */
export class BatchConflictError extends RecordConflictError {
  override name = 'BatchConflictError';
  constructor(table: TableName, id: number) {
    super(table, id, `The game changed while this was being simulated (${table} ${id}); nothing was saved. Try again.`);
  }
}

/** What a batch starts from: storage's next ids, and the tables it asked to read whole. */
export interface BatchStart {
  /** The id storage would give the next new row of each table (none is taken). */
  nextIds: Record<TableName, number>;
  /** Every row of each table asked for, in id order. */
  rows: { [K in TableName]?: Stored<EntityByTable[K]>[] };
  /**
   * Issue 18 (season-simulation-rivals): what a former batch had read or written of the other
   * tables (rows, ranges of an index read whole), when storage still holds it as that batch left
   * it. A batch then asks storage only for what that one did not already read: the forward move
   * reads the days of the week the sweep before it read, and the next week's sweep most of them.
   */
  memory?: { [K in TableName]?: TableMemory };
}

/**
 * At most this many rows of memory are handed on (the tables not read whole): past it, the next
 * batch starts from the whole tables alone and reads the rest afresh. A week of the rivals' season
 * reads or writes about 300 such rows, so its batches start from memory for weeks on end, and the
 * rows kept never grow with the length of a game.
 */
export const CARRIED_MEMORY_ROWS = 5_000;

/**
 * The storage a batch works over: `start` reads the next ids and the preloaded tables in one read,
 * so the records the batch links together already carry their final ids; `unitOfWork` writes the
 * commit.
 */
export interface BatchStorage {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  start(preload: readonly TableName[]): Promise<BatchStart>;
  /**
   * Told, after a commit, what storage holds now as far as this batch knows it: the next ids and
   * the preloaded tables whole (`opened` is what `start` gave this batch). Storage may start its
   * next batch from it when nothing else has written since (DexieBatchSource).
   */
  committed?(opened: BatchStart, after: BatchStart): void;
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
  try {
    checkAsRead(table, writes.expected.values(), stored);
  } catch (error) {
    if (error instanceof RecordConflictError) throw new BatchConflictError(table, error.id);
    throw error;
  }
}

/**
 * Opens a batch over storage (the port's Batch). `preload` names tables read whole up front, in one
 * transaction (the ones the work scans), instead of one read each when first needed.
 */
export async function openBatch(storage: BatchStorage, preload: readonly TableName[] = []): Promise<Batch> {
  const opened = await storage.start(preload);
  const { nextIds, rows } = opened;
  const tables = Object.fromEntries(
    TABLE_NAMES.map((name) => [name, new WriteBehindTable(name, storage.repos[name], nextIds[name])]),
  ) as unknown as Tables;
  for (const name of preload) (tables[name] as WriteBehindTable<TableName>).seed((rows[name] ?? []) as never, true);
  for (const name of TABLE_NAMES) {
    const memory = opened.memory?.[name];
    if (memory && !preload.includes(name)) tables[name].adopt(memory);
  }
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

  /** What storage holds after the commit, as this batch knows it (the preloaded tables are whole). */
  const settled = (): BatchStart => {
    const after: BatchStart = { nextIds: { ...nextIds }, rows: {} };
    for (const name of TABLE_NAMES) after.nextIds[name] = tables[name].nextFreeId();
    for (const name of preload) (after.rows as Record<string, unknown>)[name] = tables[name].wholeRows();
    const rest = TABLE_NAMES.filter((name) => !preload.includes(name));
    if (rest.reduce((sum, name) => sum + tables[name].size(), 0) <= CARRIED_MEMORY_ROWS) {
      after.memory = {};
      for (const name of rest) after.memory[name] = tables[name].memory();
    }
    return after;
  };

  const commit = async (): Promise<void> => {
    await queue;
    const writes = TABLE_NAMES.map((name) => [name, tables[name].pending()] as const).filter(
      ([, w]) => w.adds.length + w.puts.length + w.deletes.length > 0,
    );
    if (writes.length === 0) {
      storage.committed?.(opened, settled());
      return;
    }
    await storage.unitOfWork.run(async (tx) => {
      // The checks' reads are asked first and the writes right behind them, without waiting: a
      // transaction runs its requests in order, so the reads see storage as it was before these
      // writes, and IndexedDB reads while this thread serialises the rows to write (issue 18: the
      // wait for the reads was an eighth of a season with rivals). A failed check rejects the
      // transaction before it can commit (the writes still pending behind the reads), which undoes
      // the writes already made: nothing is written.
      const checked = Promise.all(writes.map(([name, w]) => storedRows(tx, name, w))).then((stored) =>
        writes.forEach(([name, w], index) => checkUnchanged(name, w, stored[index])),
      );
      const written = writes.flatMap(([name, w]) => {
        const repo = tx[name] as Repositories[TableName];
        const adds = w.adds.length > 0 ? [repo.bulkAdd(w.adds as never)] : [];
        const puts = w.puts.length > 0 ? [repo.bulkPut(w.puts as never)] : [];
        return [...adds, ...puts, ...w.deletes.map((id) => repo.delete(id))];
      });
      await Promise.all([checked, ...written]);
    });
    for (const [name] of writes) tables[name].markWritten();
    storage.committed?.(opened, settled());
  };

  return { repos, unitOfWork, commit };
}
