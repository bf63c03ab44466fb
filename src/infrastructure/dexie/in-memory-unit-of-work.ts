import type { Batch, BatchSource } from '../../application/ports/batch-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import { openBatch, type BatchStart } from '../write-behind/write-behind';
import { createInMemoryRepositories, InMemoryStore } from './in-memory.repository';

/**
 * Test twin of DexieUnitOfWork: snapshot every table, run, restore the snapshot on rejection.
 * Runs are queued one after another, like overlapping read-write IndexedDB transactions.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: InMemoryStore,
    private readonly repos: Repositories,
  ) {}

  run<R>(work: (repos: Repositories) => Promise<R>): Promise<R> {
    const result = this.queue.then(async () => {
      const rollback = this.store.snapshot();
      try {
        return await work(this.repos);
      } catch (error) {
        rollback();
        throw error;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** Test twin of DexieBatchSource: the store's own counters (no id taken) and copies of the tables asked for. */
export class InMemoryBatchSource implements BatchSource {
  constructor(
    private readonly store: InMemoryStore,
    private readonly repos: Repositories,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  open(preload: readonly TableName[]): Promise<Batch> {
    return openBatch({ repos: this.repos, unitOfWork: this.unitOfWork, start: (tables) => this.start(tables) }, preload);
  }

  async start(preload: readonly TableName[]): Promise<BatchStart> {
    const tables = await Promise.all(preload.map((name) => this.repos[name].all()));
    return {
      nextIds: Object.fromEntries(TABLE_NAMES.map((name) => [name, this.store.nextIds.get(name)!])) as BatchStart['nextIds'],
      rows: Object.fromEntries(preload.map((name, index) => [name, tables[index]])),
    };
  }
}

/** Everything a use-case test needs: fresh repositories, a unit of work and a batch source over the same store. */
export function createInMemoryStorage(): { store: InMemoryStore; repos: Repositories; unitOfWork: UnitOfWork; batchSource: BatchSource } {
  const store = new InMemoryStore();
  const repos = createInMemoryRepositories(store);
  const unitOfWork = new InMemoryUnitOfWork(store, repos);
  return { store, repos, unitOfWork, batchSource: new InMemoryBatchSource(store, repos, unitOfWork) };
}
